import Foundation

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable, Hashable {
    /// Default properties: no stack orientation.
    public init() {}

    /// The axis along which the container stacks its subviews, if it is a
    /// stack: a `Spacer` or `Divider` inside follows it. Nil (the default)
    /// for other layouts: a `Spacer` inside takes its minimum length in both
    /// axes, as outside any stack.
    public var stackOrientation: Axis?
}
