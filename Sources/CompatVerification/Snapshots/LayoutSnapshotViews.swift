import ViewTree

/// Which views a layout snapshot records: every tagged view (the default),
/// only the tags listed, or every laid-out view.
///
/// An array literal lists tags: `tags: ["list", "pay"]`; an empty one means
/// every tagged view. No SwiftUI counterpart.
public struct LayoutSnapshotViews: Hashable, Sendable, ExpressibleByArrayLiteral {
    enum Choice: Hashable, Sendable {
        case tagged
        case only(Set<String>)
        case all
    }

    let choice: Choice

    /// Every view with a `layoutTag`.
    public static let tagged = LayoutSnapshotViews(choice: .tagged)
    /// Every view that is laid out (not the transparent ones: custom views,
    /// `Group`, environment modifiers), named by its kind and tag.
    public static let all = LayoutSnapshotViews(choice: .all)
    /// The views tagged with one of `tags` (an empty list: every tagged view).
    public static func only(_ tags: [String]) -> LayoutSnapshotViews {
        tags.isEmpty ? .tagged : LayoutSnapshotViews(choice: .only(Set(tags)))
    }

    init(choice: Choice) { self.choice = choice }

    public init(arrayLiteral tags: String...) {
        self = .only(tags)
    }

    /// The tags asked for by name (empty for `.tagged` and `.all`).
    public var listedTags: [String] {
        if case .only(let tags) = choice { return tags.sorted() }
        return []
    }

    var recordsEveryView: Bool { choice == .all }

    /// The name `view` is recorded under, or nil when it is not recorded.
    func name(of view: LaidOutView) -> String? {
        switch choice {
        case .tagged:
            return view.tag
        case .only(let tags):
            return view.tag.flatMap { tags.contains($0) ? $0 : nil }
        case .all:
            guard !view.isTransparent else { return nil }
            return view.tag.map { "\(view.kind) [\($0)]" } ?? view.kind
        }
    }
}
