import Foundation

// Environment values SwiftUI code reads to present and dismiss, and the
// appearance values views branch on. The runtime lays out one screen: a
// dismiss action is kept, never performed; the appearance is light.

struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }

extension EnvironmentValues {
    /// Dismisses the current presentation (iOS 15 / macOS 12); a no-op action.
    public var dismiss: DismissAction { DismissAction() }

    /// The presentation mode (iOS 13 / macOS 10.15, deprecated); never presented.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode()) }

    /// Light or dark appearance (iOS 13 / macOS 10.15): `.light` unless set.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether controls are enabled (iOS 13 / macOS 10.15).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The horizontal size class (iOS 13): the window's
    /// (`Window.horizontalSizeClass`; `.compact` for an iPhone in portrait)
    /// unless a view sets it.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class (iOS 13): the window's
    /// (`Window.verticalSizeClass`; `.compact` only for an iPhone in
    /// landscape) unless a view sets it.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}

// MARK: - Presentations (not shown by the runtime)

extension View {
    /// iOS 15 / macOS 12. Not shown by the runtime.
    nonisolated public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    /// iOS 15 / macOS 12. Not shown by the runtime.
    nonisolated public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }
    /// iOS 14 / macOS 11. Not shown by the runtime.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// iOS 16 / macOS 13. Not shown by the runtime.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// iOS 15 / macOS 12. Not shown by the runtime.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// A badge on a tab item or list row (iOS 15 / macOS 12). Drawing-only.
    nonisolated public func badge(_ count: Int) -> some View { self }
    /// A badge with a label (iOS 15 / macOS 12). Drawing-only.
    nonisolated public func badge(_ label: String?) -> some View { self }
    /// A badge with a `Text` label (iOS 15 / macOS 12). Drawing-only.
    nonisolated public func badge(_ label: Text?) -> some View { self }
    /// Swipe actions of a list row (iOS 15 / macOS 12). Touch-only.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }
    /// A context menu (iOS 13 / macOS 10.15). Not shown by the runtime.
    nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (SwiftUI's extension, iOS 13 / macOS 10.15).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` before `destination` (SwiftUI's extension, iOS 13 / macOS 10.15).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
    }
}
