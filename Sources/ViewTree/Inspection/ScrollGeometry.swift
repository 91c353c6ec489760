import Foundation

/// What a scroll view showed: its content and the insets it applied.
public struct ScrollGeometry: Hashable, Sendable {
    /// The size of the scrolled content.
    public var contentSize: CGSize
    /// The safe area (and `safeAreaPadding`) applied as content insets.
    public var contentInsets: EdgeInsets
    /// How far the content is scrolled from its start (positive: towards the end).
    public var contentOffset: CGPoint
    /// The region the content is visible in: the scroll view's frame grown
    /// into the safe area it touches.
    public var visibleRegion: CGRect
    /// The scroll view's layout frame (the region minus the content insets).
    public var frame: CGRect
}
