import Foundation

// API that the second corpus round (issue 15) found missing around layout
// code: selection lists keyed by a key path, item-driven navigation
// destinations, section header prominence.

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

extension View {
    /// Pushes `destination` when `item` becomes non-nil (iOS 17 / macOS 14).
    /// The runtime lays out a stack's root only, so the destination is not built.
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// The prominence of section headers (iOS 15 / macOS 12). Not modelled:
    /// headers keep the standard metrics (SwiftUI draws an increased header
    /// in a larger font, which makes it taller).
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View { self }
}

/// How prominent a section header is (iOS 15 / macOS 12).
public enum Prominence: Hashable, Sendable {
    /// The standard header, or a larger one.
    case standard, increased
}
