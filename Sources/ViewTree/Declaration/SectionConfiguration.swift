import Foundation

/// One section of a view (iOS 18), as `ForEach(sections:content:)` and
/// `Group(sections:transform:)` hand it out: its header, content and footer
/// as subviews, and the container values set on the `Section`.
///
/// As Apple documents it, each `Section` of the given view is a section, and
/// the views between sections form implicit sections (no header or footer,
/// no container values). The views are resolved as a `Subview`'s are (in
/// the container's place and environment). Differences from SwiftUI: a
/// section with no views at all is not reported; a `Section` inside a custom
/// view whose body is several views is not seen (that view is one subview of
/// an implicit section), as for `Subview`.
nonisolated public struct SectionConfiguration: Identifiable {
    /// A section's identity: the structural identity of its `Section` (of
    /// its first view for an implicit section), the same across updates.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    public let id: ID
    /// The section's header views.
    public let header: SubviewsCollection
    /// The section's content views.
    public let content: SubviewsCollection
    /// The section's footer views.
    public let footer: SubviewsCollection
    /// The container values set on the `Section` (empty for an implicit one).
    public let containerValues: ContainerValues

    /// Every subview of the section, header first.
    var allSubviews: [Subview] { header.elements + content.elements + footer.elements }
}

/// Which part of which `Section` a view is, while a sections collection is
/// resolved: set on the views a `Section` makes and carried through the
/// modifiers around them.
struct SectionMember: FingerprintedTraitValue {
    enum Role { case header, content, footer }
    /// The `Section`'s structural slot.
    let section: Int
    let role: Role
    let values: ContainerValues

    var traitFingerprint: Int {
        var hasher = Hasher()
        hasher.combine(section)
        hasher.combine(role)
        hasher.combine(values.traitFingerprint)
        return hasher.finalize()
    }
}

extension Node {
    /// The part of a `Section` this view is: its own mark, or that of the
    /// custom view it is laid out in place of (a transparent ancestor).
    var sectionMember: SectionMember? {
        if let member = declaredTraits?[SectionMemberTrait.self] { return member }
        var current = parent
        while let node = current, node.isTransparent {
            if let member = node.declaredTraits?[SectionMemberTrait.self] { return member }
            current = node.parent
        }
        return nil
    }
}

enum SectionMemberTrait: NodeTraitKey {
    static var defaultValue: SectionMember? { nil }
    static var passesThroughModifiers: Bool { true }
}

/// What a `Section` is told by what resolves it: whether a sections
/// collection is being resolved (then it marks its views), and the container
/// values the modifiers around it set.
struct SectionResolution {
    var isCollecting: Bool
    var pendingValues: ContainerValues?
    /// The fonts of a list style's headers and footers (nil: unchanged).
    var headerFont: Font? = nil
    var footerFont: Font? = nil
}

struct SectionResolutionKey: EnvironmentKey {
    static var defaultValue: SectionResolution? { nil }
}

extension EnvironmentValues {
    var sectionResolution: SectionResolution? {
        get { self[SectionResolutionKey.self] }
        set { self[SectionResolutionKey.self] = newValue }
    }
}

extension SectionConfiguration {
    /// The sections `make` resolves to in the container's place (its
    /// inputs): each run of views of one `Section`, and each run of views
    /// outside any, in order.
    static func resolve(_ make: (_ResolveInputs, inout _NodeList) -> Void, _ inputs: _ResolveInputs) -> [SectionConfiguration] {
        var collecting = inputs
        collecting.environment.sectionResolution = SectionResolution(isCollecting: true, pendingValues: nil)
        var base = _NodeList()
        make(collecting, &base)
        var sections: [SectionConfiguration] = []
        var index = 0
        let nodes = base.nodes
        // (Each node's own mark: the nodes are the given view's, marked by its Sections.)
        let members = nodes.map { $0.declaredTraits?[SectionMemberTrait.self] }
        while index < nodes.count {
            let member = members[index]
            var parts: [SectionMember.Role: [Subview]] = [:]
            let first = nodes[index]
            while index < nodes.count, members[index]?.section == member?.section {
                let role = members[index]?.role ?? .content
                parts[role, default: []].append(Subview(adoption: SubviewAdoption(node: nodes[index])))
                index += 1
            }
            sections.append(SectionConfiguration(
                id: ID(value: member?.section ?? _ResolveInputs.mix(first.slot, -1)),
                header: SubviewsCollection(elements: parts[.header] ?? []),
                content: SubviewsCollection(elements: parts[.content] ?? []),
                footer: SubviewsCollection(elements: parts[.footer] ?? []),
                containerValues: member?.values ?? ContainerValues()))
        }
        return sections
    }

    /// Drops the nodes of the subviews of `sections` the content did not place.
    static func dropUnplaced(_ sections: [SectionConfiguration]) {
        for section in sections { SubviewAdoption.dropUnplaced(section.allSubviews) }
    }
}
