import Foundation

extension View {
    /// The background of the sheet this view is presented in (iOS 16.4 /
    /// macOS 13.3). Sheets are not shown by the runtime: no layout effect.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        checkingAvailability(.presentationBackgroundStyle, kind: "presentationBackground")
    }

    /// A view as the background of the sheet this view is presented in
    /// (iOS 16.4 / macOS 13.3). Sheets are not shown: the view is not laid out.
    nonisolated public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        checkingAvailability(.presentationBackground, kind: "presentationBackground")
    }
}
