import Foundation

/// A frame of reference (iOS 17 / macOS 14): what `GeometryProxy.frame(in:)`
/// and `bounds(of:)` accept in their iOS 17 forms. As in SwiftUI, use the
/// provided `.local`, `.global` and `.named(_:)`.
public protocol CoordinateSpaceProtocol {
    /// The space as the iOS 13 enum.
    var coordinateSpace: CoordinateSpace { get }
}
