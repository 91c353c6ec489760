import Foundation

/// The intrinsic sizes of named images: the runtime's stand-in for an asset
/// catalogue. Not SwiftUI API. Thread-safe; a name registered twice keeps the
/// last size.
public enum ImageRegistry {
    private static let storage = LockedSizes()

    /// Registers the intrinsic size (points) of the image named `name`.
    public static func register(_ name: String, size: CGSize) { storage.set(name, size) }

    /// The registered size of `name`, if any.
    public static func size(of name: String) -> CGSize? { storage.get(name) }

    /// Forgets a registered name.
    public static func unregister(_ name: String) { storage.set(name, nil) }
}

final class LockedSizes: @unchecked Sendable {
    private var sizes: [String: CGSize] = [:]
    private let lock = NSLock()
    func get(_ name: String) -> CGSize? {
        lock.lock()
        defer { lock.unlock() }
        return sizes[name]
    }
    func set(_ name: String, _ size: CGSize?) {
        lock.lock()
        defer { lock.unlock() }
        sizes[name] = size
    }
}
