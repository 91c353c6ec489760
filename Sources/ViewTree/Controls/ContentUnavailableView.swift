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

extension ContentUnavailableView where Label == ViewTree.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// The empty state of a search without results (iOS 17 / macOS 14): a
    /// magnifying glass, "No Results" and a hint, as SwiftUI's English
    /// strings read. (SwiftUI's type is `ContentUnavailableView<
    /// SearchUnavailableContent.Label, ...>`; the model's is the title form's.)
    public static var search: ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// The empty state of a search for `text` without results (iOS 17 / macOS 14).
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}
