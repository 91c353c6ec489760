import Foundation

/// One level of safe area: the band between an outer boundary (where a view
/// that ignores this level grows to) and an inner boundary (the safe edge),
/// on each of the four edges, in window coordinates.
///
/// Levels come from the device (its insets), the keyboard, bars of
/// containers, `safeAreaInset`, `safeAreaPadding` and `_safeAreaInsets`.
struct SafeAreaLevel {
    enum Source: String { case device, keyboard, navigationBar, tabBar, safeAreaInset, safeAreaPadding, safeAreaInsetsModifier }
    var inner: CGRect
    var outer: CGRect
    var region: SafeAreaRegions
    var source: Source

    func width(on edge: Edge) -> CGFloat {
        abs(inner[edge] - outer[edge])
    }
}

/// The safe-area levels in force at a position, outermost first.
struct SafeAreaStack {
    var levels: [SafeAreaLevel] = []

    /// Tolerance for "the edge lies on the boundary": half a pixel + 0.001
    /// (OpenSwiftUI SafeAreaInsets.swift; Docs/LayoutRules.md, "Safe area and ignoresSafeArea").
    static func tolerance(pixelLength: CGFloat) -> CGFloat { pixelLength / 2 + 0.001 }

    /// Grows `rect` through the levels it touches, innermost level first:
    /// an edge lying in a level's band (within tolerance) moves to the
    /// level's outer boundary, then the next level out is tested.
    /// Returns the grown rect and, per level, the edges grown through.
    func grow(_ rect: CGRect, edges: Edge.Set, regions: SafeAreaRegions, pixelLength: CGFloat) -> (rect: CGRect, consumed: [(Int, Edge)]) {
        var result = rect
        var consumed: [(Int, Edge)] = []
        let tolerance = Self.tolerance(pixelLength: pixelLength)
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            var value = result[edge]
            for index in levels.indices.reversed() {
                let level = levels[index]
                guard !level.region.isDisjoint(with: regions), level.width(on: edge) > 0 else { continue }
                let inner = level.inner[edge], outer = level.outer[edge]
                let low = Swift.min(inner, outer) - tolerance, high = Swift.max(inner, outer) + tolerance
                if value >= low && value <= high {
                    value = outer
                    consumed.append((index, edge))
                }
            }
            result = result.settingEdge(edge, to: value)
        }
        return (result, consumed)
    }

    /// The stack a child sees after its parent grew through `consumed`: the
    /// consumed bands collapse, so the child no longer sees those insets.
    func removing(_ consumed: [(Int, Edge)]) -> SafeAreaStack {
        guard !consumed.isEmpty else { return self }
        var copy = self
        for (index, edge) in consumed {
            copy.levels[index].inner = copy.levels[index].inner.settingEdge(edge, to: copy.levels[index].outer[edge])
        }
        return copy
    }

    /// The insets a view at `rect` has: how far each edge would grow if the
    /// view ignored the safe area (GeometryProxy.safeAreaInsets; a view in
    /// the safe rect at the window root gets the device insets).
    func insets(of rect: CGRect, regions: SafeAreaRegions = .all, pixelLength: CGFloat) -> EdgeInsets {
        let grown = grow(rect, edges: .all, regions: regions, pixelLength: pixelLength).rect
        return EdgeInsets(top: rect.minY - grown.minY, leading: rect.minX - grown.minX,
                          bottom: grown.maxY - rect.maxY, trailing: grown.maxX - rect.maxX)
    }

    func adding(_ level: SafeAreaLevel) -> SafeAreaStack {
        var copy = self
        copy.levels.append(level)
        return copy
    }
}
