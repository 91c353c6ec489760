import Foundation

/// The state of an `AsyncImage` load (iOS 15 / macOS 12).
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)
    /// The loaded image, if any.
    public var image: Image? { if case .success(let image) = self { return image } else { return nil } }
    /// The error, if any.
    public var error: Error? { if case .failure(let error) = self { return error } else { return nil } }
}
