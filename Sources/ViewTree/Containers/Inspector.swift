import Foundation

extension View {
    /// A sidebar or sheet beside the view (iOS 17): on an iPhone a sheet,
    /// in a regular width a trailing column. Not laid out (a difference in
    /// a regular width).
    nonisolated public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        checkingAvailability(.inspector, kind: "inspector")
    }

    /// The inspector column's width (iOS 17). Not laid out.
    nonisolated public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// The inspector column's fixed width (iOS 17). Not laid out.
    nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}
