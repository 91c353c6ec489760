import Foundation

/// The content of `Group(sections:transform:)` (iOS 18): the sections of a
/// view, transformed. See `SectionConfiguration` for how the model finds
/// them.
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View, PrimitiveView {
    let sections: Sections
    let transform: (SectionCollection) -> Content

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(.groupSections, kind: "Group")
        let sections = SectionConfiguration.resolve({ Sections._makeNodes(view.sections, $0, &$1) }, inputs.child(0))
        Content._makeNodes(view.transform(SectionCollection(elements: sections)), inputs.child(1), &list)
        SectionConfiguration.dropUnplaced(sections)
    }
}

extension Group {
    /// A group of `transform`'s views, made from the sections of `view`
    /// (iOS 18 / macOS 15).
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(sections: view, transform: transform) }
    }
}
