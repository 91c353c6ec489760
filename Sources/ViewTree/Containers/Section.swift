import Foundation

/// A section of a list or form (iOS 13 / macOS 10.15): its header, its
/// rows and its footer. A grouped-style list lays the header out above the
/// section's card and the footer below it, in the style's fonts, and spaces
/// sections as UIKit does (`ListRowsLayout`, `SectionMetrics`); a
/// plain-style list lays them out as rows (a difference: no measurement).
///
/// Like a `Group`, it lays nothing out itself: its views are the enclosing
/// container's, and a modifier on the section applies to each of them
/// (`Section { ... }.listRowInsets(...)` sets every row's insets), but
/// `containerValue(_:_:)` on a section sets the section's own values. Under
/// `ForEach(sections:content:)` and `Group(sections:transform:)`, its views
/// are marked with their part of it (`SectionConfiguration`).
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView, _SectionWithContainerValues {
    let header: Parent
    let content: Content
    let footer: Footer
    /// iOS 15 / macOS 12.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
    /// iOS 13 / macOS 10.15.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        guard let resolution = inputs.environment.sectionResolution else {
            Parent._makeNodes(view.header, inputs.child(0), &list)
            Content._makeNodes(view.content, inputs.child(1), &list)
            Footer._makeNodes(view.footer, inputs.child(2), &list)
            return
        }
        // What resolves the section is told, not what is inside it (a
        // section in a row is not one of these sections).
        var inner = inputs
        inner.environment.sectionResolution = nil
        let values = resolution.pendingValues ?? ContainerValues()
        func make<Part: View>(_ part: Part, _ index: Int, _ role: SectionMember.Role, font: Font? = nil) {
            let start = list.nodes.count
            var partInputs = inner.child(index)
            // A list style's header or footer font (the views' own win).
            if let font { partInputs.environment.font = font }
            Part._makeNodes(part, partInputs, &list)
            guard resolution.isCollecting else { return }
            let member = SectionMember(section: inputs.slot, role: role, values: values)
            // (A custom view's node lays nothing out itself: the views laid
            // out in its place find the mark on it, `Node.sectionMember`,
            // also after its own state made its body again.)
            for node in list.nodes[start...] { node.traits[SectionMemberTrait.self] = member }
        }
        // The list style's fonts only for a section of the list itself, not
        // one written inside a row's own stack.
        let styled = (resolution.headerFont != nil || resolution.footerFont != nil) && Self.isListContent(inputs.parent)
        make(view.header, 0, .header, font: styled ? resolution.headerFont : nil)
        make(view.content, 1, .content)
        make(view.footer, 2, .footer, font: styled ? resolution.footerFont : nil)
    }

    /// Whether views made under `parent` are the list's own rows: the list's
    /// rows node is reached through custom views and one-child modifiers
    /// only (not through a stack or another container).
    static func isListContent(_ parent: Node?) -> Bool {
        var node = parent
        while let current = node {
            if current.layout is ListRowsLayout { return true }
            guard current.isTransparent || current.layout is any UnaryLayout || current.layout is RowBackgroundLayout else { return false }
            node = current.parent
        }
        return false
    }
}

extension Section where Footer == EmptyView {
    /// iOS 15 / macOS 12.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// iOS 13 / macOS 10.15.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// iOS 15 / macOS 12.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    /// iOS 13 / macOS 10.15.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// iOS 13 / macOS 10.15.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a title (iOS 15 / macOS 12).
    public init(_ titleKey: String, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), footer: EmptyView(), content: content)
    }
}
