import Foundation

/// Builds a `TabView`'s tabs (iOS 18): `Tab`s and `TabSection`s whose
/// values are the tab view's selection type (`Never` for tabs without
/// values, in a tab view without a selection, as in SwiftUI), so `Tab(value: .home)` infers
/// its type from the selection, as in SwiftUI. The blocks build views as
/// `ViewBuilder`'s do. (`ForEach` of tabs is not modelled.)
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// A tab: the view it lays out.
    @MainActor
    public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> some View { tab.view }

    /// A section of tabs: its tabs' views.
    @MainActor
    public static func buildExpression<H: View, C: View>(_ section: TabSection<H, C, SelectionValue>) -> some View { section.view }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        ViewBuilder.buildBlock(repeat each content)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(first: first)
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(second: second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

extension TabView {
    /// A tab view of `Tab`s whose values are `selection`'s type (iOS 18).
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(selection: Optional(selection), content: { content() })
    }
}

extension TabView where SelectionValue == Never {
    /// A tab view of `Tab`s without values (iOS 18): the first is shown.
    public init(@TabContentBuilder<Never> content: () -> Content) {
        self.init(selection: nil, content: { content() })
    }
}
