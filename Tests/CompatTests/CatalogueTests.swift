import Foundation
import Testing
import ViewTree
import Compat
import CompatVerification

/// Every scene's claim, asserted both ways: a claimed match must match within
/// one pixel, and a claimed divergence must still diverge (so a change that
/// fixes or breaks a shim is noticed and the matrix updated).
@MainActor @Suite struct CatalogueTests {
    static let comparisons = CompatibilityMatrix.compareCatalogue()

    @Test(arguments: Catalogue.scenes.map(\.name))
    func claimHolds(_ name: String) throws {
        let comparison = try #require(Self.comparisons.first { $0.scene.name == name })
        for result in comparison.backends {
            let claim = try #require(comparison.scene.expectations[result.backend])
            if claim.claimsMatch {
                #expect(result.matches, "\(name) under .\(result.backend) was claimed to match native: \(result.differences)")
            } else {
                #expect(!result.matches, "\(name) under .\(result.backend) was claimed to diverge but matches native now: update the catalogue and the matrix")
                #expect(result.largestDifference > result.tolerance)
            }
        }
    }

    @Test func nativeNeedsOnePass() {
        // The native modifiers lay out in one pass (no preference round trip).
        for comparison in Self.comparisons {
            #expect(comparison.nativePasses == 1, "\(comparison.scene.name): native took \(comparison.nativePasses) passes")
        }
    }

    @Test func shimsNeedTheirRoundTrips() throws {
        // A shim measures its inset (or container) through a preference into
        // @State: at least one extra pass wherever a compat modifier is used.
        let top = try #require(Self.comparisons.first { $0.scene.name == "inset-top" })
        #expect(top.comparison(for: .shim)?.passes == 2)
        #expect(top.comparison(for: .environmentShim)?.passes == 2)
        let gallery = try #require(Self.comparisons.first { $0.scene.name == "crf-gallery-thirds" })
        // Pass 1: natural size; pass 2: framed, which changes the scroll
        // view's height and so the detected container; pass 3: settled.
        #expect(gallery.comparison(for: .shim)?.passes == 3)
    }

    @Test func sceneNamesAreUnique() {
        let names = Catalogue.scenes.map(\.name)
        #expect(Set(names).count == names.count)
    }

    @Test func catalogueCoversTheSeeds() {
        // Every example of seed 003 and seed 002 and the MapView pair.
        let names = Set(Catalogue.scenes.map(\.name))
        for required in ["inset-top", "inset-content-wider", "inset-spacing-50", "inset-spacing-negative", "inset-alignment-trailing",
                         "inset-stacked-bottom", "inset-four-edges", "inset-ignores-safe-area", "inset-stacked-scroll", "inset-scrollview-button",
                         "crf-screen-half", "crf-count-2", "crf-navigationstack-200", "crf-overlay-skips-container", "crf-two-thirds",
                         "crf-unlisted-axis", "crf-gallery-thirds", "crf-gallery-spaced", "crf-tabview", "crf-golden-ratio",
                         "crf-ratio-split-hstack", "crf-scroll-axis-mismatch", "mapview-ignoring-then-frame", "mapview-frame-then-ignoring"] {
            #expect(names.contains(required), "missing scene \(required)")
        }
    }
}

/// Frames of a few scenes against numbers worked out by hand from the rules,
/// so the comparison is not only "both sides agree".
@MainActor @Suite struct CatalogueFrameTests {
    func frames(_ name: String, _ backend: CompatBackend) throws -> LayoutResult {
        try #require(Catalogue.scene(named: name)).layout(backend: backend)
    }

    @Test func stackedScrollLastRowEndsAboveTheInsets() throws {
        // Five Continue buttons: Text 22 high (body line height) + padding 16
        // twice = 54 each, spacing 0 -> 270 pt of insets above the bottom
        // safe area (810). Row heights: .title line height 34.
        for backend in [CompatBackend.native, .shim, .environmentShim] {
            let result = try frames("inset-stacked-scroll", backend)
            let last = try #require(result.frame(of: "row59"))
            #expect(abs(last.maxY - (810 - 270)) < 0.5, "\(backend): last row ends at \(last.maxY)")
            let inset5 = try #require(result.frame(of: "inset5"))
            #expect(abs(inset5.maxY - 810) < 0.5 && abs(inset5.height - 54) < 0.5, "\(backend): outermost inset \(inset5)")
        }
        // Native shrinks the scroll view to 763 - 270 = 493; the environment shim does not.
        #expect(abs(try frames("inset-stacked-scroll", .native).frame(of: "scroll")!.height - 493) < 0.5)
        #expect(abs(try frames("inset-stacked-scroll", .environmentShim).frame(of: "scroll")!.height - 763) < 0.5)
    }

    @Test func splitColumnLosesItsBarUnderTheDetector() throws {
        // iPad landscape 1180x820, insets 24/20: a column is 776 high with a
        // 54-pt inline bar (the catalogue's iOS 27; 44 before iOS 26).
        // Native: (776 - 54) / 2 = 361. The detector tells a navigation
        // controller inside a UISplitViewController apart
        // (`splitViewController != nil`) and subtracts its bar too: 361, where
        // seed 002's NavigationStack rule alone gave 776 / 2 = 388.
        let native = try #require(try frames("crf-split-view-column", .native).frame(of: "sidebar-rect"))
        #expect(abs(native.height - 361) < 0.5)
        for backend in [CompatBackend.shim, .environmentShim] {
            let shim = try #require(try frames("crf-split-view-column", backend).frame(of: "sidebar-rect"))
            #expect(abs(shim.height - 361) < 0.5, "\(backend)")
        }
    }
}
