import Foundation

/// Scrolls a scroll view to an identified child (iOS 14 / macOS 11). The
/// runtime lays out at the scroll view's initial offset; scrolling requests
/// made by actions are not performed.
public struct ScrollViewProxy {
    /// iOS 14 / macOS 11. Not performed by the runtime.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
