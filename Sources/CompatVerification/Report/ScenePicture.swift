import Foundation
import ViewTree
import Compat

/// One scene as an SVG: native and each shim side by side, in the spirit of
/// the bordered screenshots of seeds 000/001.
///
/// Each panel is the device outline with its insets shaded and its safe-area
/// edges dashed, the keyboard and the navigation and tab bars the layout
/// placed, every `Text` with its words, and every tagged view as an outlined,
/// labelled rectangle (views with the same frame share one). In a shim panel
/// the native frame of each view that differs is drawn over it (dashed) and
/// the area between the two is hatched: amber where the catalogue publishes
/// the divergence, red where it is a failure (the scene claims a match, or
/// claims a divergence and matches).
///
/// Labels never overlap: each is placed where it hits no other label, inside
/// its rectangle or beside it; one that finds no room becomes a numbered
/// marker with a legend entry under the panel (`labels` lists them all).
public struct ScenePicture {
    let comparison: SceneComparison
    let backends: [CompatBackend]
    let window: Window
    /// False under `--device`: the claims are made for each scene's own window.
    let claimsApply: Bool
    /// The layouts, native first.
    let layouts: [(backend: CompatBackend, result: LayoutResult)]

    /// Lays out the scene natively and under `backends`, in `window` (nil:
    /// the scene's own window, where its claims apply).
    @MainActor @preconcurrency
    public init(comparison: SceneComparison, backends: [CompatBackend], window: Window?) {
        self.comparison = comparison
        self.backends = backends
        self.window = window ?? comparison.scene.window
        self.claimsApply = window == nil
        let scene = comparison.scene
        let chosen = self.window
        layouts = ([.native] + backends).map { ($0, scene.layout(backend: $0, in: chosen)) }
    }

    /// A label as placed in the picture.
    public struct Label: Sendable, Equatable {
        /// "native", ".shim", ".environmentShim".
        public let panel: String
        /// What it reads: the tags (or a container's kind, a bar).
        public let text: String
        /// The tags it names (empty for a container or a bar).
        public let tags: [String]
        /// Where its text is drawn, in picture pixels; nil when it is only in
        /// the panel's legend (the view is off screen, or no marker fitted).
        public let box: CGRect?
        /// The legend number, when the label did not fit by the view and a
        /// numbered marker stands for it.
        public let marker: Int?
    }

    /// Every label of every panel (for tests: no two boxes of a panel
    /// overlap, and no tagged view is left unnamed).
    public var labels: [Label] {
        layouts.enumerated().flatMap { index, layout in
            drawPanel(layout.backend, layout.result, x: panelX(index), y: margin + headerHeight).labels
        }
    }

    // MARK: Geometry of the picture

    /// Points to pixels: a phone at 75 % (a 390-pt iPhone is 293 px wide,
    /// readable beside two others); a larger window at 50 %.
    public var scale: CGFloat {
        max(window.size.width, window.size.height) <= 1000 ? 0.75 : 0.5
    }
    let margin: CGFloat = 20
    let headerHeight: CGFloat = 70
    let captionHeight: CGFloat = 40
    /// Room around the device outline.
    let overflow: CGFloat = 8
    let labelSize: CGFloat = 9
    /// The least room between two labels, so two read as two.
    let labelGap: CGFloat = 2
    let legendLine: CGFloat = 12
    var deviceSize: CGSize { CGSize(width: window.size.width * scale, height: window.size.height * scale) }
    var panelWidth: CGFloat { deviceSize.width + 2 * overflow + 24 }
    var width: CGFloat { max(2 * margin + CGFloat(layouts.count) * panelWidth, 620) }
    var textColumns: Int { Int((width - 2 * margin) / 5.9) }
    func panelX(_ index: Int) -> CGFloat { margin + CGFloat(index) * panelWidth }

    /// System fonts first (as on a Mac), then fonts with Chinese and
    /// Cyrillic glyphs on Linux (Noto CJK, DejaVu), so every title renders.
    static let fontFamily = "-apple-system, BlinkMacSystemFont, 'Helvetica Neue', Helvetica, Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans', 'Noto Sans CJK SC', 'Noto Sans SC', 'DejaVu Sans', sans-serif"

    // MARK: Colours

    static let published = "#b35c00"
    static let failure = "#d00000"
    static let matching = "#1a7f37"
    static let unchecked = "#8a4b9e"

    func color(_ verdict: ReportFormat.Verdict?) -> String {
        switch verdict {
        case .match?: return Self.matching
        case .publishedDivergence?: return Self.published
        case .uncheckedDivergence?: return Self.unchecked
        case .unexpectedDivergence?, .unexpectedMatch?: return Self.failure
        case nil: return "#333"
        }
    }

    func verdictWords(_ backend: CompatBackend) -> String {
        guard let result = comparison.comparison(for: backend),
              let verdict = ReportFormat.verdict(comparison, backend, claimsApply: claimsApply) else { return "the reference" }
        let diverges = result.didNotSettle ? "did not settle" : "diverges " + ReportFormat.points(result.largestDifference)
        switch verdict {
        case .match: return "matches native"
        case .publishedDivergence: return "\(diverges): published result"
        case .uncheckedDivergence: return "\(diverges) (claims not checked here)"
        case .unexpectedDivergence: return "FAILURE: \(diverges), claimed to match"
        case .unexpectedMatch: return "FAILURE: matches, claimed to diverge"
        }
    }

    // MARK: Rendering

    /// The picture as an SVG document.
    public func svg() -> String {
        let scene = comparison.scene
        var body: [String] = []
        var y = margin
        body.append(text(scene.name, x: margin, y: y + 14, size: 16, weight: "bold"))
        body.append(text(scene.title, x: margin, y: y + 32, size: 12))
        body.append(text("Source: \(scene.source)", x: margin, y: y + 48, size: 10, color: "#555"))
        body.append(text("\(window.name) \(ReportFormat.size(window.size)) pt, drawn at \(ReportFormat.number(scale * 100)) % (1 pt = \(ReportFormat.number(scale)) px)",
                         x: margin, y: y + 62, size: 10, color: "#555"))
        y += headerHeight

        let panels = layouts.enumerated().map { index, layout in
            drawPanel(layout.backend, layout.result, x: panelX(index), y: y)
        }
        body += panels.map(\.svg)
        let legendHeight = panels.map(\.legendHeight).max() ?? 0
        y += captionHeight + deviceSize.height + 2 * overflow + legendHeight + 10

        var notes: [(String, String)] = []
        for backend in backends {
            guard let result = comparison.comparison(for: backend) else { continue }
            let verdict = ReportFormat.verdict(comparison, backend, claimsApply: claimsApply)
            var line = "\(ReportFormat.label(backend)) \(verdictWords(backend))"
            if !result.matches, let why = ReportFormat.reason(scene, backend) { line += ". The catalogue: \(why)" }
            notes.append((line, color(verdict)))
            for difference in result.differences.prefix(3) {
                func frame(_ rect: CGRect?) -> String {
                    let runaway = rect.map { [$0.minX, $0.minY, $0.maxX, $0.maxY].contains { abs($0) >= ReportFormat.runaway } } ?? false
                    return runaway ? "grew without settling" : ReportFormat.rect(rect)
                }
                notes.append(("    \(difference.tag): native \(frame(difference.native)), \(ReportFormat.label(backend)) \(frame(difference.shim))", "#333"))
            }
            if result.differences.count > 3 { notes.append(("    ... and \(result.differences.count - 3) more views", "#333")) }
        }
        if !comparison.contradictions.isEmpty, claimsApply {
            notes.append(("CONTRADICTS THE CATALOGUE: \(ReportFormat.contradictionText(comparison))", Self.failure))
        }
        notes.append(("Grey bands: the device's safe-area insets (dashed: the safe-area edges). Filled grey bars: navigation bar, tab bar, keyboard. Rectangles: tagged views; grey text: a Text's words. In a shim panel, a view that differs from native has a thick outline, the native frame dashed in black over it and the area between them hatched: amber for a divergence the catalogue publishes, red for a failure\(claimsApply ? "" : ", purple where claims are not checked (another device's window)"). Grey dash-dot: containers. Dotted: a scroll view's visible region.", "#666"))
        for (note, color) in notes {
            for line in wrap(note, columns: textColumns) {
                body.append(text(line, x: margin, y: y + 11, size: 10.5, color: color))
                y += 15
            }
        }
        y += margin
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(y))" viewBox="0 0 \(n(width)) \(n(y))" font-family="\(Self.fontFamily)">
        <defs>
        \(hatch("hatch-published", Self.published))
        \(hatch("hatch-failure", Self.failure))
        \(hatch("hatch-unchecked", Self.unchecked))
        </defs>
        <rect width="100%" height="100%" fill="white"/>
        \(body.joined(separator: "\n"))
        </svg>

        """
    }

    func hatch(_ id: String, _ color: String) -> String {
        "<pattern id=\"\(id)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"\(color)\" fill-opacity=\"0.12\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"\(color)\" stroke-width=\"2.5\" stroke-opacity=\"0.6\"/></pattern>"
    }

    /// One panel: its SVG, its labels and the height of its legend.
    struct Panel {
        var svg: String
        var labels: [Label]
        var legendHeight: CGFloat
    }

    /// Something to name in a panel: a tagged view (or several with one
    /// frame), a container or a bar.
    struct Item {
        var text: String
        var tags: [String] = []
        var rect: CGRect
        var color: String
        var frame: CGRect?
        /// Containers and bars yield to tagged views.
        var priority: Int
    }

    func drawPanel(_ backend: CompatBackend, _ result: LayoutResult, x: CGFloat, y: CGFloat) -> Panel {
        let panelName = backend == .native ? "native" : ReportFormat.label(backend)
        var parts: [String] = []
        let comparison = self.comparison.comparison(for: backend)
        let verdict = backend == .native ? nil : ReportFormat.verdict(self.comparison, backend, claimsApply: claimsApply)
        let differenceColor = verdict == .publishedDivergence ? Self.published : verdict == .uncheckedDivergence ? Self.unchecked : Self.failure
        let hatchID = verdict == .publishedDivergence ? "hatch-published" : verdict == .uncheckedDivergence ? "hatch-unchecked" : "hatch-failure"
        let differing = Set(comparison?.differences.map(\.tag) ?? [])
        parts.append(text(panelName, x: x, y: y + 14, size: 13, weight: "bold"))
        parts.append(text(verdictWords(backend), x: x, y: y + 28, size: 10.5, weight: verdict?.isFailure == true ? "bold" : "normal", color: color(verdict)))
        parts.append(text(ReportFormat.passes(result.statistics.passes), x: x, y: y + 40, size: 9.5, color: "#666"))

        // Device coordinates -> picture coordinates.
        let origin = CGPoint(x: x + overflow, y: y + captionHeight + overflow)
        func map(_ rect: CGRect) -> CGRect {
            CGRect(x: origin.x + rect.minX * scale, y: origin.y + rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        }
        let device = map(CGRect(origin: .zero, size: window.size))
        // Clipped to the screen, like a screenshot: views outside it are not drawn.
        let clip = device
        let clipID = "clip-\(backend)"
        parts.append("<defs><clipPath id=\"\(clipID)\"><rect \(attributes(clip))/></clipPath></defs>")
        parts.append("<rect \(attributes(device)) rx=\"\(n(min(18, 40 * scale)))\" fill=\"#fafafa\" stroke=\"#111\" stroke-width=\"2\"/>")

        var content: [String] = []
        var items: [Item] = []
        /// Boxes labels must not cover: other labels, bar captions.
        var taken: [CGRect] = []
        /// Boxes labels should not cover: a Text's words.
        var words: [CGRect] = []

        // The device insets: shaded bands and dashed safe-area edges.
        let insets = window.safeAreaInsets
        let safe = map(CGRect(x: insets.leading, y: insets.top, width: window.size.width - insets.leading - insets.trailing,
                              height: window.size.height - insets.top - insets.bottom))
        var bands: [(CGRect, String)] = []
        if insets.top > 0 { bands.append((CGRect(x: device.minX, y: device.minY, width: device.width, height: safe.minY - device.minY), "safe area \(ReportFormat.number(insets.top))")) }
        if insets.bottom > 0 { bands.append((CGRect(x: device.minX, y: safe.maxY, width: device.width, height: device.maxY - safe.maxY), "safe area \(ReportFormat.number(insets.bottom))")) }
        if insets.leading > 0 { bands.append((CGRect(x: device.minX, y: device.minY, width: safe.minX - device.minX, height: device.height), "")) }
        if insets.trailing > 0 { bands.append((CGRect(x: safe.maxX, y: device.minY, width: device.maxX - safe.maxX, height: device.height), "")) }
        for (band, caption) in bands {
            content.append("<rect \(attributes(band)) fill=\"#000\" fill-opacity=\"0.07\"/>")
            if !caption.isEmpty, band.height >= 9 {
                let box = CGRect(x: band.maxX - 4 - textWidth(caption, size: 7.5), y: band.midY - 4, width: textWidth(caption, size: 7.5), height: 9)
                content.append(text(caption, x: box.minX, y: box.maxY - 1.5, size: 7.5, color: "#777"))
                taken.append(box)
            }
        }
        if insets.top > 0 { content.append(line(safe.minX, safe.minY, safe.maxX, safe.minY)) }
        if insets.bottom > 0 { content.append(line(safe.minX, safe.maxY, safe.maxX, safe.maxY)) }
        if insets.leading > 0 { content.append(line(safe.minX, device.minY, safe.minX, device.maxY)) }
        if insets.trailing > 0 { content.append(line(safe.maxX, device.minY, safe.maxX, device.maxY)) }

        let views = result.tree.allViews

        // Bars: the navigation bar at the top of a navigation container's
        // frame, the tab bar at the bottom of a TabView's, the keyboard at the
        // bottom of the window (the model places them there: NavigationLayout,
        // TabLayout, Window.safeAreaStack).
        var bars: [(CGRect, String)] = []
        for view in views where view.barHeight > 0 {
            guard let frame = view.frame else { continue }
            let isTab = view.kind == "TabView"
            let bar = isTab ? CGRect(x: frame.minX, y: frame.maxY - view.barHeight, width: frame.width, height: view.barHeight)
                            : CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: view.barHeight)
            bars.append((bar, "\(isTab ? "tab bar" : "navigation bar") \(ReportFormat.number(view.barHeight))"))
        }
        if result.window.keyboardHeight > 0 {
            let height = min(result.window.keyboardHeight, window.size.height)
            bars.append((CGRect(x: 0, y: window.size.height - height, width: window.size.width, height: height),
                         "keyboard \(ReportFormat.number(height))"))
        }
        // Containers (untagged): a thin outline, so the nearest container of
        // a containerRelativeFrame is visible.
        for view in views where Self.isContainer(view.kind) {
            guard let frame = view.frame else { continue }
            let rect = map(frame).intersection(clip)
            guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
            content.append("<rect \(attributes(rect.insetBy(dx: 1.5, dy: 1.5))) fill=\"none\" stroke=\"#999\" stroke-width=\"1\" stroke-dasharray=\"6 2 1 2\"/>")
            items.append(Item(text: view.kind, rect: rect, color: "#777", frame: nil, priority: 1))
        }

        // A scroll view's visible region, which extends into the safe area.
        for tag in result.tags {
            guard let geometry = result.scrollGeometry(of: tag), geometry.visibleRegion != geometry.frame else { continue }
            let rect = map(geometry.visibleRegion).intersection(clip)
            guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
            content.append("<rect \(attributes(rect.insetBy(dx: 0.5, dy: 0.5))) fill=\"none\" stroke=\"#555\" stroke-width=\"1\" stroke-dasharray=\"1 2\"/>")
        }

        // Tagged views, grouped by frame, largest first so small ones stay visible.
        var groups: [(frame: CGRect, tags: [String])] = []
        for tag in result.tags {
            for frame in result.frames(of: tag) {
                if let index = groups.firstIndex(where: { $0.frame.isClose(to: frame, tolerance: 0.01) }) {
                    groups[index].tags.append(tag)
                } else {
                    groups.append((frame, [tag]))
                }
            }
        }
        groups.sort { $0.frame.width * $0.frame.height > $1.frame.width * $1.frame.height }
        let tagOrder = Set(layouts.flatMap { $0.result.tags }).sorted()
        var tagged: [Item] = []
        /// Matching views outside the screen: one legend line names them.
        var offscreen: [String] = []
        /// Differing views outside the screen (their frames are in the notes).
        var offscreenDiffering: [String] = []
        for group in groups {
            let rect = map(group.frame)
            let visible = rect.intersection(clip)
            let differs = group.tags.contains { differing.contains($0) }
            let hue = tagColor(group.tags[0], order: tagOrder)
            let label = (differs ? "≠ " : "") + group.tags.joined(separator: ", ")
            guard !visible.isNull, visible.width > 0 || visible.height > 0 else {
                if differs { offscreenDiffering += group.tags } else { offscreen += group.tags }
                continue
            }
            let stroke = differs ? differenceColor : hue
            content.append("<rect \(attributes(visible.insetBy(dx: 0.5, dy: 0.5).standardized)) fill=\"\(hue)\" fill-opacity=\"0.16\" stroke=\"\(stroke)\" stroke-width=\"\(differs ? 2.5 : 1.2)\"/>")
            tagged.append(Item(text: label, tags: group.tags, rect: visible, color: differs ? differenceColor : "#111", frame: group.frame, priority: differs ? -1 : 0))
        }

        // Bars over the views, as UIKit's bars are over the hosted content.
        for (bar, caption) in bars {
            let rect = map(bar).intersection(clip)
            guard !rect.isNull, rect.height > 0 else { continue }
            content.append("<rect \(attributes(rect)) fill=\"#d7dbe2\" fill-opacity=\"0.85\" stroke=\"#9aa1ad\" stroke-width=\"1\"/>")
            let size: CGFloat = 8.5
            let box = CGRect(x: rect.midX - textWidth(caption, size: size) / 2, y: rect.midY - size / 2 - 1, width: textWidth(caption, size: size), height: size + 2)
            if rect.height >= size, !taken.contains(where: { $0.intersects(box) }) {
                content.append(text(caption, x: rect.midX, y: box.maxY - 2, size: size, color: "#555", anchor: "middle"))
                taken.append(box)
            } else {
                items.append(Item(text: caption, rect: rect, color: "#555", frame: nil, priority: 2))
            }
        }

        // Text with its words: the model's metric (0.5 em a character,
        // wrapping at character boundaries, `Font.lineHeight` a line).
        for view in views {
            guard let string = view.text, !string.isEmpty, let font = view.font, let frame = view.frame else { continue }
            let rect = map(frame)
            guard rect.intersects(clip), rect.width > 0, rect.height > 0 else { continue }
            let perLine = max(1, Int((frame.width + 0.01) / (font.pointSize * 0.5)))
            let lineCount = max(1, min(Int((frame.height + 0.01) / font.lineHeight), (string.count + perLine - 1) / perLine))
            let characters = Array(string)
            let size = font.pointSize * scale
            for index in 0..<lineCount {
                let start = index * perLine
                guard start < characters.count else { break }
                var piece = String(characters[start..<min(characters.count, start + perLine)])
                if index == lineCount - 1, start + perLine < characters.count { piece = String(piece.dropLast()) + "…" }
                let baseline = rect.minY + (CGFloat(index) * font.lineHeight + (font.lineHeight + font.pointSize * 0.7) / 2) * scale
                content.append(text(piece, x: rect.minX, y: baseline, size: size, color: "#444"))
            }
            words.append(CGRect(x: rect.minX, y: rect.minY, width: min(rect.width, CGFloat(string.count) * font.pointSize * 0.5 * scale),
                                height: CGFloat(lineCount) * font.lineHeight * scale))
        }

        // Native frames over a shim panel: dashed outlines, and the area
        // between native and shim hatched (even-odd: covered by one only).
        if let comparison, !comparison.matches {
            for difference in comparison.differences {
                let native = difference.native.map(map)?.intersection(clip)
                let shim = difference.shim.map(map)?.intersection(clip)
                let rects = [native, shim].compactMap { $0 }.filter { !$0.isNull }
                if !rects.isEmpty {
                    let path = rects.map { "M\(n($0.minX)),\(n($0.minY))h\(n($0.width))v\(n($0.height))h\(n(-$0.width))z" }.joined()
                    content.append("<path d=\"\(path)\" fill=\"url(#\(hatchID))\" fill-rule=\"evenodd\" stroke=\"none\"/>")
                }
                if let native, !native.isNull {
                    content.append("<rect \(attributes(native.insetBy(dx: 0.75, dy: 0.75).standardized)) fill=\"none\" stroke=\"#000\" stroke-width=\"1.5\" stroke-dasharray=\"5 3\"/>")
                }
            }
        }

        // Labels: views that differ first (they are the subject), then
        // smaller views before larger (they have fewer places), containers
        // and bars last.
        items = tagged + items
        items.sort { a, b in
            if a.priority != b.priority { return a.priority < b.priority }
            return a.rect.width * a.rect.height < b.rect.width * b.rect.height
        }
        var placed: [Label] = []
        var labelSVG: [String] = []
        var legend: [(Int, Item)] = []
        // Clear of the device outline and its rounded corners.
        let bounds = device.insetBy(dx: 3, dy: 2)
        for item in items {
            if !item.rect.isNull, let box = labelBox(for: item.text, size: labelSize, near: item.rect, within: bounds, taken: taken, soft: words) {
                taken.append(box)
                placed.append(Label(panel: panelName, text: item.text, tags: item.tags, box: box, marker: nil))
                labelSVG.append(text(item.text, x: box.minX + 1, y: box.maxY - 2.5, size: labelSize, color: item.color, halo: true))
                continue
            }
            let number = legend.count + 1
            legend.append((number, item))
            let marker = "\(number)"
            if !item.rect.isNull, let box = labelBox(for: marker, size: labelSize, near: item.rect, within: bounds, taken: taken, soft: []) {
                taken.append(box)
                placed.append(Label(panel: panelName, text: item.text, tags: item.tags, box: box, marker: number))
                labelSVG.append("<rect \(attributes(box)) rx=\"2\" fill=\"\(item.color)\"/>")
                labelSVG.append(text(marker, x: box.midX, y: box.maxY - 2.5, size: labelSize, weight: "bold", color: "white", anchor: "middle"))
            } else {
                placed.append(Label(panel: panelName, text: item.text, tags: item.tags, box: nil, marker: number))
            }
        }

        parts.append("<g clip-path=\"url(#\(clipID))\">")
        parts += content
        parts.append("</g>")
        parts += labelSVG

        // The legend: labels that did not fit by their view, and the views
        // off screen.
        var legendY = device.maxY + overflow + 12
        let columns = Int((panelWidth - 8) / 5.2)
        var entries = legend.map { number, item in
            var entry = "\(number)  \(item.text)"
            if let frame = item.frame { entry += " \(ReportFormat.rect(frame))" }
            if item.rect.isNull { entry += ", off screen" }
            return (entry, item.color)
        }
        if !offscreenDiffering.isEmpty {
            let names = Self.ranges(offscreenDiffering)
            entries.append(("≠ off screen: " + names, differenceColor))
            placed.append(Label(panel: panelName, text: names, tags: offscreenDiffering, box: nil, marker: nil))
        }
        if !offscreen.isEmpty {
            let names = Self.ranges(offscreen)
            entries.append(("off screen: " + names, "#555"))
            placed.append(Label(panel: panelName, text: names, tags: offscreen, box: nil, marker: nil))
        }
        for (entry, color) in entries {
            for piece in wrap(entry, columns: columns) {
                parts.append(text(piece, x: x + overflow, y: legendY, size: 9, color: color))
                legendY += legendLine
            }
        }
        let legendHeight = entries.isEmpty ? 0 : legendY - (device.maxY + overflow) + 2
        return Panel(svg: parts.joined(separator: "\n"), labels: placed, legendHeight: legendHeight)
    }

    // MARK: Label placement

    /// The width of `string` at `size`: Helvetica's digits and lower case
    /// average about 0.56 em; East Asian characters are a full em.
    func textWidth(_ string: String, size: CGFloat) -> CGFloat {
        string.unicodeScalars.reduce(CGFloat(0)) { width, scalar in
            width + (scalar.value >= 0x1100 ? 1.0 : 0.58) * size
        } + 2
    }

    /// Where a label for `rect` goes: the first candidate, inside the rect
    /// (its corners, its centre, then rows down it) or just outside it (above,
    /// below, leading, trailing), that stays within `bounds`, hits no box of
    /// `taken` and, if possible, no box of `soft` (a Text's words). Nil when
    /// every candidate hits a label.
    func labelBox(for label: String, size: CGFloat, near rect: CGRect, within bounds: CGRect, taken: [CGRect], soft: [CGRect]) -> CGRect? {
        let labelSize = CGSize(width: textWidth(label, size: size), height: size + 2)
        var candidates: [CGPoint] = []
        let inner = rect.insetBy(dx: 1, dy: 1)
        let right = inner.maxX - labelSize.width, bottom = inner.maxY - labelSize.height
        // Inside, when the label fits in the rect.
        if labelSize.width <= inner.width + 0.5, labelSize.height <= inner.height + 0.5 {
            candidates += [CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: right, y: inner.minY),
                           CGPoint(x: inner.minX, y: bottom), CGPoint(x: right, y: bottom),
                           CGPoint(x: inner.midX - labelSize.width / 2, y: inner.midY - labelSize.height / 2)]
            var rowY = inner.minY
            while rowY <= bottom {
                var columnX = inner.minX
                while columnX <= right {
                    candidates.append(CGPoint(x: columnX, y: rowY))
                    columnX += max(6, labelSize.width / 3)
                }
                rowY += labelSize.height
            }
        } else if labelSize.height <= inner.height + 0.5 {
            // Wider than the rect but not taller: starting at its leading edge.
            candidates.append(CGPoint(x: inner.minX, y: inner.minY))
        }
        // Outside: above and below (leading, then trailing aligned), beside.
        candidates += [CGPoint(x: rect.minX, y: rect.minY - labelSize.height), CGPoint(x: rect.minX, y: rect.maxY),
                       CGPoint(x: rect.maxX - labelSize.width, y: rect.minY - labelSize.height), CGPoint(x: rect.maxX - labelSize.width, y: rect.maxY),
                       CGPoint(x: rect.maxX + 1, y: rect.minY), CGPoint(x: rect.minX - labelSize.width - 1, y: rect.minY),
                       CGPoint(x: rect.maxX + 1, y: rect.maxY - labelSize.height), CGPoint(x: rect.minX - labelSize.width - 1, y: rect.maxY - labelSize.height),
                       CGPoint(x: rect.maxX + 1, y: rect.midY - labelSize.height / 2), CGPoint(x: rect.minX - labelSize.width - 1, y: rect.midY - labelSize.height / 2)]
        // Slid sideways into the bounds (a view at the screen's edge is
        // labelled just inside it). The first box clear of labels and words
        // wins; else the first clear of labels.
        var fallback: CGRect?
        for point in candidates {
            let box = CGRect(origin: CGPoint(x: min(max(point.x, bounds.minX), bounds.maxX - labelSize.width), y: point.y), size: labelSize)
            guard box.minX >= bounds.minX - 0.01, box.maxX <= bounds.maxX + 0.01, box.minY >= bounds.minY - 0.01, box.maxY <= bounds.maxY + 0.01,
                  !taken.contains(where: { $0.insetBy(dx: -labelGap, dy: -labelGap).intersects(box) }) else { continue }
            if !soft.contains(where: { $0.intersects(box) }) { return box }
            if fallback == nil { fallback = box }
        }
        return fallback
    }

    // MARK: SVG helpers

    func n(_ value: CGFloat) -> String { ReportFormat.number(value) }

    func attributes(_ rect: CGRect) -> String {
        "x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(max(0, rect.width)))\" height=\"\(n(max(0, rect.height)))\""
    }

    func line(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) -> String {
        "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"#666\" stroke-width=\"1\" stroke-dasharray=\"5 3\"/>"
    }

    func text(_ string: String, x: CGFloat, y: CGFloat, size: CGFloat, weight: String = "normal", color: String = "#111",
              anchor: String = "start", halo: Bool = false) -> String {
        let outline = halo ? " stroke=\"white\" stroke-width=\"2.5\" stroke-opacity=\"0.85\" paint-order=\"stroke\"" : ""
        // SVG collapses leading spaces: an indent is kept as no-break spaces.
        let indent = string.prefix { $0 == " " }.count
        let kept = String(repeating: "\u{00A0}", count: indent) + string.dropFirst(indent)
        return "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" font-weight=\"\(weight)\" fill=\"\(color)\" text-anchor=\"\(anchor)\"\(outline)>\(escapeXML(kept))</text>"
    }

    /// Tags as short runs: ["row1", "row2", "row3", "row7", "top"] reads
    /// "row1…row3, row7, top".
    static func ranges(_ tags: [String]) -> String {
        func split(_ tag: String) -> (String, Int?) {
            let digits = tag.reversed().prefix { $0.isNumber }
            guard !digits.isEmpty, digits.count < 10 else { return (tag, nil) }
            return (String(tag.dropLast(digits.count)), Int(String(digits.reversed())))
        }
        let sorted = Set(tags).sorted { a, b in
            let (pa, na) = split(a), (pb, nb) = split(b)
            return pa != pb ? pa < pb : (na ?? -1) < (nb ?? -1)
        }
        var parts: [String] = []
        var run: [String] = []
        func flush() {
            if run.count > 2 { parts.append(run[0] + "…" + run[run.count - 1]) } else { parts += run }
            run = []
        }
        for tag in sorted {
            if let last = run.last {
                let (pl, nl) = split(last), (pt, nt) = split(tag)
                if pl == pt, let nl, let nt, nt == nl + 1 { run.append(tag); continue }
                flush()
            }
            run.append(tag)
        }
        flush()
        return parts.joined(separator: ", ")
    }

    static func isContainer(_ kind: String) -> Bool {
        ["NavigationStack", "TabView", "ScrollView", "List"].contains(kind) || kind.hasSuffix(" column")
    }

    /// Tags named after a colour ("red", "blue", as in seed 003) are drawn in
    /// it; "row1", "row2", ... share the colour of their family.
    func tagColor(_ tag: String, order: [String]) -> String {
        let named = ["red": "#e5302a", "green": "#2da44e", "blue": "#1f6feb", "yellow": "#d4a72c", "orange": "#f0883e", "purple": "#8250df"]
        if let color = named[tag] { return color }
        let family = String(tag.reversed().drop { $0.isNumber }.reversed())
        let families = order.map { String($0.reversed().drop { $0.isNumber }.reversed()) }
        var seen: [String] = []
        for name in families where !seen.contains(name) { seen.append(name) }
        return paletteColor(seen.firstIndex(of: family) ?? 0)
    }

    func paletteColor(_ index: Int) -> String {
        let palette = ["#1f6feb", "#8250df", "#bf8700", "#1a7f37", "#0a7ea4", "#953800", "#6e7781", "#d63384", "#2da44e", "#57606a"]
        return palette[index % palette.count]
    }

    func wrap(_ string: String, columns: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        let indent = String(string.prefix { $0 == " " })
        for word in string.split(separator: " ") {
            if !current.isEmpty, current.count + word.count + 1 > columns {
                lines.append(current)
                current = indent + "  " + word
            } else {
                current = current.isEmpty ? indent + word : current + " " + word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

/// `string` with XML's special characters escaped, for SVG and HTML text.
public func escapeXML(_ string: String) -> String {
    string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
