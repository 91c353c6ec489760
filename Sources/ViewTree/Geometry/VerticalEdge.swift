import Foundation

/// The top or bottom edge (the edges `safeAreaInset(edge:)` takes on the vertical axis).
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}
