import Foundation

/// The empty-state view (iOS 17 / macOS 14): a symbol above a title and
/// a description, centred, taking the offered space (it is meant to fill a
/// list or a screen).
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions
    /// iOS 17 / macOS 14.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
    public var body: some View {
        VStack { label; description; actions }.frame(maxWidth: .infinity, maxHeight: .infinity)
            .checkingAvailability(.contentUnavailableView, kind: "ContentUnavailableView")
    }
}

extension ContentUnavailableView where Label == ViewTree.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// iOS 17 / macOS 14.
    public init(_ title: String, systemImage name: String, description: Text? = nil) {
        self.init(label: { ViewTree.Label(title, systemImage: name) }, description: { description })
    }
}
