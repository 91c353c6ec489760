import Foundation

/// A view that pushes a destination onto the enclosing navigation stack
/// (iOS 13 / macOS 10.15; value-based forms iOS 16 / macOS 13).
///
/// Layout: the runtime lays out the root of a stack, never a pushed view,
/// so a link lays out its label only (SwiftUI does the same for the link
/// itself). Difference: inside a `List`, SwiftUI adds a disclosure chevron
/// at the row's trailing edge that the runtime does not draw or reserve.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// The entry of the initializer that built it (nil: an iOS 13 form).
    var api: APIAvailability?

    /// iOS 13 / macOS 10.15.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// iOS 16 / macOS 13.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// iOS 13 / macOS 10.15 (deprecated in iOS 16): the link is laid out
    /// unpushed whatever `isActive` holds.
    @available(iOS, deprecated: 16.0, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View { label.checkingAvailability(api, kind: "NavigationLink") }
}

extension NavigationLink where Label == Text {
    /// A link with a text label (iOS 13 / macOS 10.15).
    public init(_ titleKey: String, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a text label (iOS 16 / macOS 13).
    public init(_ titleKey: String, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that presents the destination for `value` (iOS 16 / macOS 13).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.api = .navigationLinkValue
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A text link that presents the destination for `value` (iOS 16 / macOS 13).
    public init<P: Hashable>(_ titleKey: String, value: P?) {
        self.label = Text(titleKey)
        self.api = .navigationLinkTitleValue
    }
}

extension View {
    /// Declares the destination for values of a type (iOS 16 / macOS 13).
    /// Pushed views are not laid out by the runtime.
    nonisolated public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        checkingAvailability(.navigationDestinationFor, kind: "navigationDestination")
    }

    /// Declares a destination shown while `isPresented` (iOS 16 / macOS 13). Not laid out.
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        checkingAvailability(.navigationDestinationPresented, kind: "navigationDestination")
    }

    /// Pushes `destination` when `item` becomes non-nil (iOS 17 / macOS 14).
    /// Pushed views are not laid out by the runtime.
    nonisolated public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        checkingAvailability(.navigationDestinationItem, kind: "navigationDestination")
    }
}
