import Foundation

/// The iOS 13 navigation container (deprecated from iOS 16 in favour of
/// `NavigationStack` and `NavigationSplitView`).
///
/// Laid out as a stack-style navigation container: the root view under a
/// navigation bar, exactly as `NavigationStack` (the `.stack` style, which
/// is what an iPhone shows: Apple's NavigationView page says destinations
/// are pushed onto a stack except on iPadOS and macOS). Differs from SwiftUI
/// on iPad, where the destination appears in the next column: the model does
/// not lay out columns here (use `NavigationSplitView`, iOS 16). Unlike the old
/// composite stand-in, it is its own view, so an iOS 13-15 window does not
/// see a `NavigationStack` (iOS 16) inside it.
@available(iOS, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    public var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if inputs.isTooDeep { return }
        inputs.checkAvailability(.navigationView, kind: "NavigationView")
        let node = inputs.makeNode(NavigationView<EmptyView>.self, kind: "NavigationView", layout: NavigationLayout(isSplitColumn: false, compactHeight: inputs.graph.window.verticalSizeClass == .compact, osVersion: inputs.environment.simulatedOSVersion))
        NavigationLayout.hidesContentPreferences(of: node)
        node.setChildren { inputs, list in inputs.resolveSingle(view.content, wrapping: .vertical, into: &list) }
        list.nodes.append(node)
    }
}
