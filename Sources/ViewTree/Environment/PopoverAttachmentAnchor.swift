import Foundation

/// Where a popover points (iOS 13 / macOS 10.15).
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

extension View {
    /// iOS 13 / macOS 10.15. Not shown by the runtime.
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View { self }
}
