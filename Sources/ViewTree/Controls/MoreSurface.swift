import Foundation

// Smaller pieces of SwiftUI's surface that views commonly use around the
// layout: list editing actions, more transitions and styles, AsyncImage,
// NavigationPath. None changes layout except where said.

extension ForEach {
    /// Deletes rows (iOS 13 / macOS 10.15). Touch-only.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self { self }
    /// Moves rows (iOS 13 / macOS 10.15). Touch-only.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self { self }
}

extension ButtonBorderShape {
    /// A rounded rectangle of a radius (iOS 16 / macOS 13). Drawing-only.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle(\(radius))") }
}

extension AnyTransition {
    /// iOS 13 / macOS 10.15.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    /// iOS 13 / macOS 10.15.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    /// iOS 13 / macOS 10.15.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    /// iOS 16 / macOS 13.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
}

/// UIKit's capitalization type, named by the deprecated
/// `autocapitalization(_:)` (iOS 13). Input-only.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

extension View {
    /// Sets capitalization (iOS 13, deprecated). Input-only.
    @available(iOS, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}

/// A progress-view style (iOS 14 / macOS 11). Drawing-only: `ProgressView`
/// decides spinner or bar from whether it has a value.
public protocol ProgressViewStyle {}
/// iOS 14 / macOS 11.
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {}; public init(tint: Color) {} }
/// iOS 14 / macOS 11.
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {}; public init(tint: Color) {} }
/// iOS 14 / macOS 11.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// iOS 14 / macOS 11.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// iOS 14 / macOS 11.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// iOS 14 / macOS 11.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// The state of an `AsyncImage` load (iOS 15 / macOS 12).
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)
    /// The loaded image, if any.
    public var image: Image? { if case .success(let image) = self { return image } else { return nil } }
    /// The error, if any.
    public var error: Error? { if case .failure(let error) = self { return error } else { return nil } }
}

/// An image loaded from a URL (iOS 15 / macOS 12). The runtime loads
/// nothing: it lays out the placeholder (or the `.empty` phase), as SwiftUI
/// does until the image arrives. Without a placeholder the view takes the
/// proposal like a colour (SwiftUI's default placeholder is a grey fill).
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content
    public var body: some View { content.checkingAvailability(.asyncImage, kind: "AsyncImage") }
}

extension AsyncImage where Content == Color {
    /// iOS 15 / macOS 12.
    public init(url: URL?, scale: CGFloat = 1) { self.content = Color.clear }
}

extension AsyncImage {
    /// iOS 15 / macOS 12: the placeholder is laid out.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.content = ViewBuilder.buildEither(second: placeholder())
    }
    /// iOS 15 / macOS 12: the `.empty` phase is laid out.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
}

/// An animation context (iOS 13 / macOS 10.15). Drawing-only.
public struct Transaction: Sendable {
    /// The animation of the changes (iOS 13 / macOS 10.15). Not run: layout
    /// goes to the end state at once.
    public var animation: Animation?
    /// Whether animations are off for the changes (iOS 13 / macOS 10.15).
    public var disablesAnimations = false
    /// iOS 13 / macOS 10.15.
    public init() {}
    /// iOS 13 / macOS 10.15.
    public init(animation: Animation?) { self.animation = animation }
}

/// A type-erased navigation path (iOS 16 / macOS 13). The runtime lays out
/// a stack's root only, whatever the path holds.
public struct NavigationPath {
    private var elements: [AnyHashable] = []
    /// iOS 16 / macOS 13.
    public init() {}
    /// The number of pushed values.
    public var count: Int { elements.count }
    /// Whether nothing is pushed.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes a value (iOS 16 / macOS 13).
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops values (iOS 16 / macOS 13).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }
}

extension NavigationStack {
    /// A stack bound to a path (iOS 16 / macOS 13): laid out at its root.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.init(root: root) }
    /// A stack bound to a typed path (iOS 16 / macOS 13): laid out at its root.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root) where Data.Element: Hashable {
        self.init(root: root)
    }
}

/// Which split-view columns show (iOS 16 / macOS 13). The runtime's split
/// layout depends on the window width only (a difference).
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// iOS 16 / macOS 13.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// iOS 16 / macOS 13.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// iOS 16 / macOS 13.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// iOS 16 / macOS 13.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

extension NavigationSplitView where Content == EmptyView {
    /// iOS 16 / macOS 13 (the visibility is not modelled).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
    }
}

extension NavigationSplitView {
    /// iOS 16 / macOS 13 (the visibility is not modelled).
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }
}

extension ToolbarItemPlacement {
    /// The navigation placement (iOS 14 / macOS 11): the bar's leading edge on iOS.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
}

extension TextInputAutocapitalization {
    /// From UIKit's type (iOS 15).
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}

/// A text-editor style (iOS 17 / macOS 14). Drawing-only.
public protocol TextEditorStyle {}
/// iOS 17 / macOS 14.
public struct PlainTextEditorStyle: TextEditorStyle { public init() {} }
/// iOS 17 / macOS 14.
public struct AutomaticTextEditorStyle: TextEditorStyle { public init() {} }
extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// iOS 17 / macOS 14.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}
extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// iOS 17 / macOS 14.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

/// How a presentation adapts in compact size classes (iOS 16.4 / macOS 13.3).
public struct PresentationAdaptation: Sendable {
    let name: String
    /// iOS 16.4 / macOS 13.3.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// iOS 16.4 / macOS 13.3.
    public static let none = PresentationAdaptation(name: "none")
    /// iOS 16.4 / macOS 13.3.
    public static let popover = PresentationAdaptation(name: "popover")
    /// iOS 16.4 / macOS 13.3.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// iOS 16.4 / macOS 13.3.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

extension View {
    /// iOS 16.4 / macOS 13.3. Presentations are not shown by the runtime.
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
}

/// A namespace for matched-geometry identifiers (iOS 14 / macOS 11).
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity (iOS 14 / macOS 11).
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    private let id = ID(value: EnvironmentVersions.next())
    /// iOS 14 / macOS 11.
    public init() {}
    public var wrappedValue: ID { id }
}

/// Scrolls a scroll view to an identified child (iOS 14 / macOS 11). The
/// runtime lays out at the scroll view's initial offset; scrolling requests
/// made by actions are not performed.
public struct ScrollViewProxy {
    /// iOS 14 / macOS 11. Not performed by the runtime.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A view whose content can scroll its scroll views to identified children
/// (iOS 14 / macOS 11). Laid out as its content.
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    /// iOS 14 / macOS 11.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public var body: some View { content(ScrollViewProxy()).checkingAvailability(.scrollViewReader, kind: "ScrollViewReader") }
}

extension List {
    /// A list with selectable rows (iOS 13 / macOS 10.15); selection only draws.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(data, rowContent: rowContent)
    }

    /// A list with selectable rows (iOS 13 / macOS 10.15); selection only draws.
    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content)
    }

    /// A list with a row for each element, identified by a key path (iOS 13 / macOS 10.15).
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

/// Reads an `@Observable` object supplied by `environment(_:)` (iOS 17 /
/// macOS 14) through `@Environment(Model.self)`. Reading one that no
/// ancestor supplied stops the program, as SwiftUI does.
struct ObservableEnvironmentKey<Object: AnyObject>: Hashable {}

extension EnvironmentValues {
    subscript<Object: AnyObject>(observable key: ObservableEnvironmentKey<Object>) -> Object {
        guard let object = self[EnvironmentObjectKey<Object>.self] else {
            preconditionFailure("No Observable object of type \(Object.self) found: an ancestor must call .environment(_:)")
        }
        return object
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads the object of this type from the environment (iOS 17 / macOS 14).
    public init(_ objectType: Value.Type) {
        self.init(\EnvironmentValues.[observable: ObservableEnvironmentKey<Value>()])
    }
}

/// Writes an `@Observable` object for the subtree.
nonisolated public struct _ObservableEnvironmentModifier<Object: AnyObject>: ViewModifier, PrimitiveModifier {
    let object: Object?
    @inline(__always)
    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var inputs = inputs
        inputs.environment[EnvironmentObjectKey<Object>.self] = modifier.object
        C._makeNodes(content, inputs, &list)
    }
}

extension View {
    /// Supplies an `@Observable` object to `@Environment(T.self)` below (iOS 17 / macOS 14).
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_ObservableEnvironmentModifier(object: object)).checkingAvailability(.environmentObject, kind: "environment")
    }
}

/// A split-view style (iOS 16 / macOS 13). Not modelled: the runtime's
/// split layout depends on the window width only (`.balanced` and
/// `.prominentDetail` size columns differently in SwiftUI: a difference).
public protocol NavigationSplitViewStyle {}
/// iOS 16 / macOS 13.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// iOS 16 / macOS 13.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// iOS 16 / macOS 13.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// iOS 16 / macOS 13.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// iOS 16 / macOS 13.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// iOS 16 / macOS 13.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Sets the split-view style (iOS 16 / macOS 13). Not modelled (see `NavigationSplitViewStyle`).
    nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
    /// A menu on the navigation title (iOS 16 / macOS 13). Drawing-only: the bar keeps its height.
    nonisolated public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    /// Sets the column width of a split-view column (iOS 16 / macOS 13). Not modelled (fixed 320-pt columns).
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    /// Sets the column width range (iOS 16 / macOS 13). Not modelled (fixed 320-pt columns).
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

/// Controls shown together (iOS 15 / macOS 12): laid out as a horizontal
/// stack without spacing (assumed; SwiftUI draws them as one segmented group).
nonisolated public struct ControlGroup<Content: View>: View {
    let content: Content
    /// iOS 15 / macOS 12.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { HStack(spacing: 0) { content }.checkingAvailability(.controlGroup, kind: "ControlGroup") }
}

/// The content of a `ControlGroup` given a label (iOS 16 / macOS 13): the
/// controls only. SwiftUI shows the label where the group collapses into a
/// menu (a toolbar overflow, the `.menu` style), which is not modelled.
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}

extension ControlGroup {
    /// A group with a label (iOS 16 / macOS 13); laid out as its controls.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
    where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }
    /// A group with a title (iOS 16 / macOS 13); laid out as its controls.
    public init<C: View>(_ titleKey: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.content = LabeledControlGroupContent(content: content(), label: Text(titleKey))
    }
    /// A group with a title and a symbol (iOS 16 / macOS 13); laid out as its controls.
    public init<C: View>(_ titleKey: String, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, ViewTree.Label<Text, Image>> {
        self.content = LabeledControlGroupContent(content: content(), label: ViewTree.Label(titleKey, systemImage: systemImage))
    }
}
