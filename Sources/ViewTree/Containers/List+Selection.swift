import Foundation

// List's selection initialisers: the selection only draws.

extension List {
    /// A list of `data` identified by `id` with an optional single selection
    /// (iOS 13 / macOS 10.15); selection only draws.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, rowContent: rowContent)
    }

    /// A list of `data` identified by `id` with a multiple selection (iOS 13
    /// / macOS 10.15); selection only draws.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(data, id: id, rowContent: rowContent)
    }

    /// A list of identifiable `data` with a multiple selection (iOS 13 /
    /// macOS 10.15); selection only draws.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, rowContent: rowContent)
    }

    /// A list with a multiple selection (iOS 13 / macOS 10.15); selection only draws.
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }
}
