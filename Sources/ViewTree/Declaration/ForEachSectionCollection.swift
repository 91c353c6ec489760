import Foundation

/// The data of `ForEach(sections:content:)` (iOS 18): the sections of a
/// view, known only where the `ForEach` is resolved (the view resolved in
/// its place), so empty as a collection before.
nonisolated public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    private let elements: [SectionConfiguration] = []

    public typealias Element = SectionConfiguration
    public typealias Index = Int
    public typealias Indices = Range<Int>

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> SectionConfiguration { elements[position] }
}

extension ForEach {
    /// Views made from the sections of `view` (iOS 18 / macOS 15), each
    /// identified by its section's identity. See `SectionConfiguration` for
    /// how the model finds the sections.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(ForEachSectionCollection(), id: \.id, content: content)
        resolvesSubviews = { inputs, list in
            inputs.checkAvailability(.forEachSections, kind: "ForEach")
            let sections = SectionConfiguration.resolve({ V._makeNodes(view, $0, &$1) }, inputs.child(-1))
            for section in sections { Content._makeNodes(content(section), inputs.child(section.id.value), &list) }
            SectionConfiguration.dropUnplaced(sections)
        }
    }
}
