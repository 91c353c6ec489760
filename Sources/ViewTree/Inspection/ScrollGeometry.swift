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

extension ScrollGeometry {
    // SwiftUI's names (iOS 18, what `onScrollGeometryChange` closures read).
    /// The scroll view's size.
    public var containerSize: CGSize { visibleRegion.size }
    /// The visible part of the content, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: visibleRegion.size) }
    /// The scroll view's bounds: its size at the content offset.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: visibleRegion.size) }
}
