import Foundation
import ViewTree
import Compat

/// One tagged view whose frame differs between native and a shim.
public struct FrameDifference: Sendable, CustomStringConvertible {
    public let tag: String
    public let native: CGRect?
    public let shim: CGRect?
    /// The largest edge distance in points (infinity when one side lacks the view).
    public let distance: CGFloat

    public var description: String {
        func text(_ r: CGRect?) -> String { r.map { "(\(f($0.minX)), \(f($0.minY)), \(f($0.width)), \(f($0.height)))" } ?? "missing" }
        return "\(tag): native \(text(native)), shim \(text(shim))"
    }
}

func f(_ value: CGFloat) -> String {
    if !value.isFinite { return "\(value)" }
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", Double(rounded))
}

/// A shim's layout of a scene against native's.
public struct BackendComparison: Sendable {
    public let backend: CompatBackend
    public let differences: [FrameDifference]
    /// The largest difference over all tagged views, in points.
    public let largestDifference: CGFloat
    public let passes: Int
    public let diagnostics: [Diagnostic]
    /// One pixel of the scene's window.
    public let tolerance: CGFloat

    /// Every tagged view within one pixel of native.
    public var matches: Bool { differences.isEmpty }

    /// The shim's layout stopped at the pass bound without settling.
    public var didNotSettle: Bool { diagnostics.contains { $0.kind == .updateDidNotSettle } }
}

/// A scene laid out natively and under each shim strategy.
public struct SceneComparison: Sendable {
    public let scene: CompatScene
    public let nativePasses: Int
    public let nativeDiagnostics: [Diagnostic]
    public let backends: [BackendComparison]

    public func comparison(for backend: CompatBackend) -> BackendComparison? {
        backends.first { $0.backend == backend }
    }

    /// Strategies whose outcome contradicts the scene's claim.
    public var contradictions: [(CompatBackend, Expectation, BackendComparison)] {
        backends.compactMap { comparison in
            guard let claim = scene.expectations[comparison.backend] else { return nil }
            return claim.claimsMatch != comparison.matches ? (comparison.backend, claim, comparison) : nil
        }
    }
}

/// Lays out scenes under native and the shims and compares tagged frames.
public enum CompatVerifier {
    /// Compares every tag placed natively (and every tag only a shim placed)
    /// with a tolerance of one pixel of the window.
    public static func compare(native: LayoutResult, shim: LayoutResult, backend: CompatBackend) -> BackendComparison {
        let tolerance = 1 / native.window.scale + 0.0001
        var differences: [FrameDifference] = []
        var largest: CGFloat = 0
        for tag in Set(native.tags).union(shim.tags).sorted() {
            let a = native.frames(of: tag), b = shim.frames(of: tag)
            if a.count != b.count {
                differences.append(FrameDifference(tag: tag, native: a.first, shim: b.first, distance: .infinity))
                largest = .infinity
                continue
            }
            for (x, y) in zip(a, b) {
                let distance = x.maximumEdgeDistance(to: y)
                largest = max(largest, distance)
                if distance > tolerance {
                    differences.append(FrameDifference(tag: tag, native: x, shim: y, distance: distance))
                    break
                }
            }
        }
        return BackendComparison(backend: backend, differences: differences, largestDifference: largest,
                                 passes: shim.statistics.passes, diagnostics: shim.diagnostics, tolerance: tolerance)
    }

    @MainActor @preconcurrency
    public static func compare(_ scene: CompatScene, backends: [CompatBackend] = shimBackends, window: Window? = nil) -> SceneComparison {
        let native = scene.layout(backend: .native, in: window)
        let results = backends.map { backend in
            compare(native: native, shim: scene.layout(backend: backend, in: window), backend: backend)
        }
        return SceneComparison(scene: scene, nativePasses: native.statistics.passes,
                               nativeDiagnostics: native.diagnostics, backends: results)
    }
}
