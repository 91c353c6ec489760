import Foundation

/// Padding that is also a safe-area level: the child is laid out inside the
/// insets, and the band between is `.container` safe area, so scroll views
/// inside extend into it (applying it as content insets) and
/// `ignoresSafeArea` inside grows back through it.
///
/// Used by `safeAreaPadding` (iOS 17; like four spacing-0 insets of empty
/// content, OpenSwiftUI InsetViewModifier.swift) and by SwiftUI's
/// underscored public `_safeAreaInsets(_:)` (OpenSwiftUI
/// SafeAreaInsetsModifier: padding plus a safe-area level on the outer rect).
struct SafeAreaPaddingLayout: UnaryLayout {
    let insets: EdgeInsets
    let source: SafeAreaLevel.Source
    var padding: PaddingLayout { PaddingLayout(insets: insets) }

    func sizeThatFits(_ proposal: ProposedViewSize, subview: some UnarySubview) -> CGSize {
        padding.sizeThatFits(proposal, subview: subview)
    }

    func placeSubview(in bounds: CGRect, proposal: ProposedViewSize, subview: some UnarySubview) {
        let region = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                            width: bounds.width - insets.horizontal, height: bounds.height - insets.vertical)
        padding.placeSubview(in: bounds, proposal: proposal,
                             subview: subview.placed(in: subview.addingSafeArea(SafeAreaLevel(inner: region, outer: bounds, region: .container, source: source))))
    }
}

nonisolated public struct _SafeAreaPaddingModifier: ViewModifier, PrimitiveModifier {
    public let insets: EdgeInsets
    let isUnderscoredInsets: Bool

    public static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        var insets = modifier.insets
        let name = modifier.isUnderscoredInsets ? "_safeAreaInsets" : "safeAreaPadding"
        inputs.checkAvailability(modifier.isUnderscoredInsets ? .underscoredSafeAreaInsets : .safeAreaPadding, kind: name)
        for edge in Edge.allCases {
            insets[edge] = validatedLength(insets[edge], "\(name) (\(edge))", allowsNegative: true, fallback: 0, inputs: inputs) ?? 0
        }
        inputs.makeUnary(Self.self, kind: name,
                         layout: SafeAreaPaddingLayout(insets: insets, source: modifier.isUnderscoredInsets ? .safeAreaInsetsModifier : .safeAreaPadding),
                         content: content, &list)
    }
}

extension View {
    /// Adds `insets` to the view's safe area (iOS 17).
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: insets, isUnderscoredInsets: false))
    }

    /// Adds `length` (default 16) to the safe area on `edges`.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? 16), isUnderscoredInsets: false))
    }

    /// Adds `length` to the safe area on every edge.
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: EdgeInsets(.all, length), isUnderscoredInsets: false))
    }

    /// SwiftUI's underscored public modifier (iOS 14: OpenSwiftUI marks it
    /// `OpenSwiftUI_v2_0`; see `APIAvailability.underscoredSafeAreaInsets`): pads
    /// the view by `insets` and makes the padding a real safe-area level. The
    /// compat shims build their strongest iOS 14 strategy on it. Negative
    /// insets are allowed (they grow the view), as in SwiftUI.
    nonisolated public func _safeAreaInsets(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: insets, isUnderscoredInsets: true))
    }
}
