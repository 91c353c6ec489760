import Foundation
import Testing
import ViewTree
import Compat
import CompatVerification

// The report's pictures (ScenePicture): labels that never collide and never
// vanish, native frames over the shim panels, bars, keyboard and words drawn,
// claimed and unexpected divergences told apart, runaway layouts named.

@MainActor private func picture(_ name: String, window: Window? = nil) throws -> ScenePicture {
    let scene = try #require(Catalogue.scene(named: name))
    return ScenePicture(comparison: CompatVerifier.compare(scene, window: window), backends: shimBackends, window: window)
}

/// Labels of one panel must not overlap, and every tag the panel's layout
/// placed is named by a label (by its view, by a numbered marker with a
/// legend entry, or in the off-screen line).
@MainActor private func checkLabels(_ picture: ScenePicture, scene: CompatScene) {
    let labels = picture.labels
    for panel in Set(labels.map(\.panel)) {
        let boxes = labels.filter { $0.panel == panel }.compactMap { label in label.box.map { (label.text, $0) } }
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                #expect(!boxes[i].1.intersects(boxes[j].1), "\(scene.name) \(panel): '\(boxes[i].0)' overlaps '\(boxes[j].0)'")
            }
        }
    }
    for backend in [CompatBackend.native] + shimBackends {
        let panel = backend == .native ? "native" : ReportFormat.label(backend)
        let named = Set(labels.filter { $0.panel == panel }.flatMap(\.tags))
        for tag in scene.layout(backend: backend).tags {
            #expect(named.contains(tag), "\(scene.name) \(panel): '\(tag)' has no label")
        }
    }
}

@MainActor @Test func labelsOfCollidingScenesStayApart() throws {
    // Both used to lose a label: "inset" in the shim panels of
    // inset-content-wider (the scene's subject), "scroll" under "item0" in
    // the gallery.
    for name in ["inset-content-wider", "crf-gallery-thirds"] {
        let scene = try #require(Catalogue.scene(named: name))
        checkLabels(try picture(name), scene: scene)
    }
    let wider = try picture("inset-content-wider").labels
    for panel in ["native", ".shim", ".environmentShim"] {
        let inset = wider.first { $0.panel == panel && $0.tags.contains("inset") }
        #expect(inset?.box != nil, "\(panel): the inset label is not drawn")
    }
    let gallery = try picture("crf-gallery-thirds").labels.filter { $0.panel == ".shim" }
    let scroll = try #require(gallery.first { $0.tags == ["scroll"] }?.box)
    let item0 = try #require(gallery.first { $0.tags == ["item0"] }?.box)
    #expect(!scroll.intersects(item0))
}

@MainActor @Test func labelsOfEveryCatalogueSceneStayApart() {
    for scene in Catalogue.scenes {
        checkLabels(ScenePicture(comparison: CompatVerifier.compare(scene), backends: shimBackends, window: nil), scene: scene)
    }
}

@MainActor @Test func offScreenViewsAreNamedOnce() throws {
    // inset-scrollview-button is scrolled to its end: rows 1 to 13 are above
    // the screen; one legend line names them as a run.
    let svg = try picture("inset-scrollview-button").svg()
    #expect(svg.contains("off screen: row1…row13"))
}

@MainActor @Test func pictureScaleIsReadable() throws {
    // A phone at 75 %: the 390-pt iPhone 13 is 292.5 px wide; an iPad at 50 %.
    let phone = try picture("inset-top")
    #expect(phone.scale == 0.75)
    #expect(phone.svg().contains("drawn at 75 % (1 pt = 0.75 px)"))
    #expect(try picture("crf-split-view-column").scale == 0.5)
}

@MainActor @Test func nativeOutlinesOverShimPanels() throws {
    // inset-content-wider: natively the inset is (0, 47, 390, 30); each shim
    // panel draws that frame dashed in black, inset by 0.75 px for the
    // 1.5-px stroke: 390 * 0.75 - 1.5 = 291 by 30 * 0.75 - 1.5 = 21 px.
    let svg = try picture("inset-content-wider").svg()
    let outlines = svg.components(separatedBy: "\n").filter {
        $0.contains("width=\"291\" height=\"21\"") && $0.contains("stroke=\"#000\"") && $0.contains("stroke-dasharray")
    }
    #expect(outlines.count == 2)
    // The difference is hatched as a published result (both shims' divergence is claimed).
    #expect(svg.contains("fill=\"url(#hatch-published)\""))
    #expect(!svg.contains("fill=\"url(#hatch-failure)\""))
}

@MainActor @Test func barsKeyboardAndWordsAreDrawn() throws {
    // The split column's navigation bar (54 pt on the catalogue's iOS 27) is
    // the whole divergence.
    #expect(try picture("crf-split-view-column").svg().contains(">navigation bar 54</text>"))
    #expect(try picture("crf-tabview").svg().contains(">tab bar 49</text>"))
    let keyboard = try picture("inset-top", window: Window.iPhone13.withKeyboard(height: 336)).svg()
    #expect(keyboard.contains(">keyboard 336</text>"))
    let words = try picture("inset-scrollview-button").svg()
    #expect(words.contains(">Five Stars</text>") && words.contains(">Continue</text>"))
}

@MainActor @Test func fontStackRendersEveryTitle() throws {
    // Chinese (seed 003's sources) and Russian (seed 002's) need fallbacks on Linux.
    let svg = try picture("inset-scrollview-button").svg()
    #expect(svg.contains("滚动视图"))
    for family in ["-apple-system", "'Noto Sans CJK SC'", "'DejaVu Sans'", "sans-serif"] {
        #expect(svg.contains(family), "font stack lacks \(family)")
    }
}

@MainActor @Test func claimedAndUnexpectedDivergencesDiffer() {
    // An overlay does not shrink the content: .environmentShim diverges by
    // the 60-pt bar (README: ".environmentShim does not shrink the view").
    func scene(environmentShim: CompatVerification.Expectation) -> CompatScene {
        CompatScene(name: "toolbar", title: "A 60-pt bottom toolbar", source: "test", shim: .match, environmentShim: environmentShim) {
            Color.gray.layoutTag("content")
                .compatSafeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 60).layoutTag("bar") }
        }
    }
    let claimed = CompatVerifier.compare(scene(environmentShim: .diverges("an overlay does not shrink the content")))
    let unexpected = CompatVerifier.compare(scene(environmentShim: .match))
    #expect(ReportFormat.verdict(claimed, .environmentShim) == .publishedDivergence)
    #expect(ReportFormat.verdict(unexpected, .environmentShim) == .unexpectedDivergence)
    #expect(ReportFormat.verdict(unexpected, .shim) == .match)
    #expect(ReportFormat.verdict(unexpected, .environmentShim, claimsApply: false) == .uncheckedDivergence)
    #expect(ReportFormat.outcome(claimed, .environmentShim) == "diverges 60 pt")
    #expect(ReportFormat.outcome(unexpected, .environmentShim) == "UNEXPECTED: diverges 60 pt")

    let published = ScenePicture(comparison: claimed, backends: shimBackends, window: nil).svg()
    #expect(published.contains("diverges 60 pt: published result") && published.contains("url(#hatch-published)"))
    #expect(!published.contains("FAILURE"))
    let failing = ScenePicture(comparison: unexpected, backends: shimBackends, window: nil).svg()
    #expect(failing.contains("FAILURE: diverges 60 pt, claimed to match") && failing.contains("url(#hatch-failure)"))
    #expect(failing.contains("CONTRADICTS THE CATALOGUE"))
}

@MainActor @Test func runawayLayoutsReadDidNotSettle() throws {
    // inset-flexible-content under .shim grows until the pass bound
    // (README: "the loop never settles"): no 1.5e+10 anywhere.
    let scene = try #require(Catalogue.scene(named: "inset-flexible-content"))
    let comparison = CompatVerifier.compare(scene)
    #expect(ReportFormat.largestDifference(comparison.backends) == "did not settle")
    #expect(ReportFormat.points(1.5e10) == "did not settle")
    #expect(ReportFormat.points(170) == "170 pt")
    let svg = ScenePicture(comparison: comparison, backends: shimBackends, window: nil).svg()
    #expect(svg.contains("did not settle: published result"))
    #expect(!svg.contains("e+1"))
    // A scene whose strategies all match has no largest difference.
    let matching = try #require(Catalogue.scene(named: "crf-tabview"))
    #expect(ReportFormat.largestDifference(CompatVerifier.compare(matching).backends) == "-")
}
