import Foundation

/// Something that can rebuild a node's children (composite views, readers).
protocol NodeSource {
    func rebuild(_ node: Node)
    /// The source as a composite view's, without a dynamic cast (the reuse
    /// check asks for it on every composite view resolved again).
    var viewSource: CompositeViewSource.ViewSource? { get }
    /// The source as a custom modifier's, without a dynamic cast (an
    /// environment rebase asks every node of a kept subtree).
    var modifierSource: ModifierContent? { get }
}

extension NodeSource {
    var viewSource: CompositeViewSource.ViewSource? { nil }
    var modifierSource: ModifierContent? { nil }
}
