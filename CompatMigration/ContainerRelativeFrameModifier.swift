// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model, as Compat's files are.
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif
import Compat

/// The spelling of stalkermv/SwiftUIBackports'
/// `ContainerRelativeFrameModifier(axes:alignment:length:)`, laid out by
/// `compatContainerRelativeFrame(_:alignment:_:)`: native from iOS 17, the
/// container detector before.
///
/// Differs from that package on iOS 16 and earlier, where it measures the
/// screen (`UIScreen.main.bounds`) and centres the view whatever the
/// alignment: here the container is the nearest scroll view, navigation or
/// tab container or window, as iOS 17's native modifier has it, and the
/// alignment is kept.
public struct ContainerRelativeFrameModifier: ViewModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: @Sendable (CGFloat, Axis) -> CGFloat

    nonisolated public init(axes: Axis.Set, alignment: Alignment = .center,
                            length: @escaping @Sendable (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
    }

    public func body(content: Content) -> some View {
        content.compatContainerRelativeFrame(axes, alignment: alignment, length)
    }
}
