import Foundation

/// A type that identifies an alignment guide and gives its default value:
/// SwiftUI's `AlignmentID` (iOS 13). Make a custom guide with
/// `VerticalAlignment(MyID.self)` / `HorizontalAlignment(MyID.self)`, set it
/// on a view with `alignmentGuide(_:computeValue:)`, and align a stack,
/// frame or overlay on it.
///
/// As in SwiftUI, a container's explicit value of a custom guide is the
/// average of its children's explicit values (each in the container's
/// coordinates), so a guide set deep in a nested stack aligns the stacks
/// around it (Apple, "Aligning views across stacks"); the built-in edge and
/// centre guides do not leave the first container
/// (`_combineExplicit(childValue:_:into:)`; OpenSwiftUI AlignmentGuide.swift,
/// `FrameAlignment`).
public protocol AlignmentID {
    /// The guide's value in a view that sets no explicit value for it,
    /// measured from the view's origin.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Folds child `n`'s explicit value (`childValue`, in the container's
    /// coordinates) into the container's (`parentValue`, nil before the
    /// first). The default keeps the running average.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// The average of the values seen so far, `childValue` included.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        let count = CGFloat(n)
        parentValue = ((parentValue ?? 0) * count + childValue) / (count + 1)
    }
}
