import Foundation

// Environment values SwiftUI code reads to present and dismiss, and the
// appearance values views branch on. The runtime lays out one screen: a
// dismiss action is kept, never performed; the appearance is light.

/// Dismisses the current presentation (iOS 15 / macOS 12). Calling it does
/// nothing in the runtime (no presentation is shown).
public struct DismissAction: Sendable {
    /// Dismisses (iOS 15 / macOS 12). No effect in the runtime.
    public func callAsFunction() {}
}

/// The presentation state of a view (iOS 13 / macOS 10.15, deprecated).
public struct PresentationMode: Sendable {
    /// Whether the view is presented: false in the runtime.
    public var isPresented: Bool { false }
    /// Dismisses (iOS 13 / macOS 10.15). No effect in the runtime.
    public mutating func dismiss() {}
}

/// A size class (iOS 13).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

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

/// An alert (iOS 13 / macOS 10.15, deprecated). Never shown by the runtime.
public struct Alert {
    /// An alert or action-sheet button (iOS 13 / macOS 10.15).
    public struct Button {
        let label: Text?
        /// iOS 13 / macOS 10.15.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        /// iOS 13 / macOS 10.15.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        /// iOS 13 / macOS 10.15.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: nil) }
        /// iOS 13 / macOS 10.15.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    }
    /// iOS 13 / macOS 10.15.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    /// iOS 13 / macOS 10.15.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}
}

/// An action sheet (iOS 13, deprecated). Never shown by the runtime.
public struct ActionSheet {
    public typealias Button = Alert.Button
    /// iOS 13.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
}

/// A sheet height (iOS 16 / macOS 13). Sheets are not shown by the runtime.
public struct PresentationDetent: Hashable, Sendable {
    let value: String
    /// iOS 16 / macOS 13.
    public static let medium = PresentationDetent(value: "medium")
    /// iOS 16 / macOS 13.
    public static let large = PresentationDetent(value: "large")
    /// iOS 16 / macOS 13.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(value: "fraction \(fraction)") }
    /// iOS 16 / macOS 13.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(value: "height \(height)") }
}

extension View {
    /// iOS 13 / macOS 10.15 (deprecated). Not shown by the runtime.
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    /// iOS 13 / macOS 10.15 (deprecated). Not shown by the runtime.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }
    /// iOS 15 / macOS 12. Not shown by the runtime.
    nonisolated public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }
    /// iOS 13 (deprecated). Not shown by the runtime.
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }
    /// iOS 15 / macOS 12. Not shown by the runtime.
    nonisolated public func confirmationDialog<A: View>(_ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }
    /// iOS 13 / macOS 10.15. Not shown by the runtime.
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// iOS 14 / macOS 11. Not shown by the runtime.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// iOS 16 / macOS 13. Not shown by the runtime.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        checkingAvailability(.presentationDetents, kind: "presentationDetents")
    }
    /// iOS 16 / macOS 13. Not shown by the runtime.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        checkingAvailability(.presentationDetentsSelection, kind: "presentationDetents")
    }
    /// iOS 16 / macOS 13. Not shown by the runtime.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// iOS 15 / macOS 12. Not shown by the runtime.
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// A badge on a tab item or list row (iOS 15 / macOS 12). Drawing-only.
    nonisolated public func badge(_ count: Int) -> some View { self }
    /// A badge with a label (iOS 15 / macOS 12). Drawing-only.
    nonisolated public func badge(_ label: String?) -> some View { self }
    /// Swipe actions of a list row (iOS 15 / macOS 12). Touch-only.
    nonisolated public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }
    /// A context menu (iOS 13 / macOS 10.15). Not shown by the runtime.
    nonisolated public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View { self }
    /// The style of text editors (iOS 17 / macOS 14). Drawing-only.
    nonisolated public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
    /// The style of navigation views (iOS 13, deprecated). `.stack` is the
    /// runtime's only NavigationView layout; drawing-only otherwise.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// Where a popover points (iOS 13 / macOS 10.15).
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A navigation-view style (iOS 13, deprecated).
public protocol NavigationViewStyle {}
/// iOS 13.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// iOS 13.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// iOS 14 / macOS 11.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// iOS 13.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// iOS 13.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// iOS 15 / macOS 12.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
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
