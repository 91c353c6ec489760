import Foundation
import ViewTree
import Compat

/// One scene as an SVG: native and each shim side by side, in the spirit of
/// the bordered screenshots of seeds 000/001. Each panel is the device
/// outline with its insets shaded and its safe-area edges dashed; every
/// tagged view is an outlined, labelled rectangle (views with the same frame
/// share one rectangle); a scroll view's visible region, which extends into
/// the safe area, is dotted. In a shim panel a view whose frame differs from
/// native is drawn in red.
public struct ScenePicture {
    let comparison: SceneComparison
    let backends: [CompatBackend]
    let window: Window
    /// The layouts, native first.
    let layouts: [(backend: CompatBackend, result: LayoutResult)]

    public init(comparison: SceneComparison, backends: [CompatBackend], window: Window?) {
        self.comparison = comparison
        self.backends = backends
        self.window = window ?? comparison.scene.window
        let scene = comparison.scene
        let chosen = self.window
        layouts = ([.native] + backends).map { ($0, scene.layout(backend: $0, in: chosen)) }
    }

    // MARK: Geometry of the picture

    /// Points to pixels: a phone is about 480 px tall, an iPad about 400 px wide.
    var scale: CGFloat { min(0.6, 480 / max(window.size.height, 1), 400 / max(window.size.width, 1)) }
    let margin: CGFloat = 20
    let headerHeight: CGFloat = 64
    let captionHeight: CGFloat = 40
    /// Room around the device outline.
    var overflow: CGFloat { 8 }
    var deviceSize: CGSize { CGSize(width: window.size.width * scale, height: window.size.height * scale) }
    var panelWidth: CGFloat { deviceSize.width + 2 * overflow + 24 }
    var width: CGFloat { max(2 * margin + CGFloat(layouts.count) * panelWidth, 560) }
    var textColumns: Int { Int((width - 2 * margin) / 6.2) }

    // MARK: Rendering

    /// The picture as an SVG document.
    public func svg() -> String {
        let scene = comparison.scene
        var body: [String] = []
        var y = margin
        body.append(text(scene.name, x: margin, y: y + 14, size: 16, weight: "bold"))
        body.append(text(scene.title, x: margin, y: y + 32, size: 12))
        body.append(text("Source: \(scene.source) · \(window.name) \(ReportFormat.size(window.size)) pt", x: margin, y: y + 48, size: 10, color: "#555"))
        y += headerHeight

        let tagOrder = Set(layouts.flatMap { $0.result.tags }).sorted()
        for (index, layout) in layouts.enumerated() {
            let x = margin + CGFloat(index) * panelWidth
            body.append(panel(layout.backend, layout.result, x: x, y: y, tagOrder: tagOrder))
        }
        y += captionHeight + deviceSize.height + 2 * overflow + 10

        var notes: [(String, String)] = []
        for backend in backends {
            guard let result = comparison.comparison(for: backend) else { continue }
            if result.matches {
                notes.append(("\(ReportFormat.label(backend)) matches native (every tagged view within one pixel).", "#1a7f37"))
                continue
            }
            var line = "\(ReportFormat.label(backend)) diverges by \(ReportFormat.points(result.largestDifference))"
            if let why = ReportFormat.reason(scene, backend) { line += ": \(why)" }
            notes.append((line, "#b00020"))
            for difference in result.differences.prefix(3) {
                notes.append(("    \(difference.tag): native \(ReportFormat.rect(difference.native)), \(backend) \(ReportFormat.rect(difference.shim))", "#333"))
            }
            if result.differences.count > 3 { notes.append(("    ... and \(result.differences.count - 3) more views", "#333")) }
        }
        if !comparison.contradictions.isEmpty {
            notes.append(("CONTRADICTS THE CATALOGUE: \(ReportFormat.contradictionText(comparison))", "#b00020"))
        }
        notes.append(("Grey bands: the device's safe-area insets (dashed: the safe-area edges). Rectangles: tagged views. Red: differs from native. Dotted: a scroll view's visible region. Grey dash-dot: containers.", "#666"))
        for (note, color) in notes {
            for line in wrap(note, columns: textColumns) {
                body.append(text(line, x: margin, y: y + 11, size: 10.5, color: color))
                y += 15
            }
        }
        y += margin
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(y))" viewBox="0 0 \(n(width)) \(n(y))" font-family="Helvetica, Arial, sans-serif">
        <rect width="100%" height="100%" fill="white"/>
        \(body.joined(separator: "\n"))
        </svg>

        """
    }

    func panel(_ backend: CompatBackend, _ result: LayoutResult, x: CGFloat, y: CGFloat, tagOrder: [String]) -> String {
        var parts: [String] = []
        let comparison = self.comparison.comparison(for: backend)
        let differing = Set(comparison?.differences.map(\.tag) ?? [])
        let title = backend == .native ? "native" : ReportFormat.label(backend)
        let outcome = backend == .native ? "the reference" : ReportFormat.outcome(comparison)
        let color = backend == .native ? "#333" : (comparison?.matches == true ? "#1a7f37" : "#b00020")
        parts.append(text(title, x: x, y: y + 14, size: 13, weight: "bold"))
        parts.append(text("\(outcome) · \(ReportFormat.passes(result.statistics.passes))", x: x, y: y + 30, size: 10.5, color: color))

        // Device coordinates -> picture coordinates.
        let origin = CGPoint(x: x + overflow, y: y + captionHeight + overflow)
        func map(_ rect: CGRect) -> CGRect {
            CGRect(x: origin.x + rect.minX * scale, y: origin.y + rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        }
        let device = map(CGRect(origin: .zero, size: window.size))
        // Clipped to the screen, like a screenshot: views outside it are not drawn.
        let clip = device
        let clipID = "clip-\(comparison.map { "\($0.backend)" } ?? "native")"
        parts.append("<defs><clipPath id=\"\(clipID)\"><rect \(attributes(clip))/></clipPath></defs>")
        parts.append("<rect \(attributes(device)) rx=\"\(n(min(18, 40 * scale)))\" fill=\"#fafafa\" stroke=\"#111\" stroke-width=\"2\"/>")

        // The device insets: shaded bands and dashed safe-area edges.
        let insets = window.safeAreaInsets
        let safe = map(CGRect(x: insets.leading, y: insets.top, width: window.size.width - insets.leading - insets.trailing,
                              height: window.size.height - insets.top - insets.bottom))
        var bands: [(CGRect, String)] = []
        if insets.top > 0 { bands.append((CGRect(x: device.minX, y: device.minY, width: device.width, height: safe.minY - device.minY), "top \(ReportFormat.number(insets.top))")) }
        if insets.bottom > 0 { bands.append((CGRect(x: device.minX, y: safe.maxY, width: device.width, height: device.maxY - safe.maxY), "bottom \(ReportFormat.number(insets.bottom))")) }
        if insets.leading > 0 { bands.append((CGRect(x: device.minX, y: device.minY, width: safe.minX - device.minX, height: device.height), "")) }
        if insets.trailing > 0 { bands.append((CGRect(x: safe.maxX, y: device.minY, width: device.maxX - safe.maxX, height: device.height), "")) }
        for (band, label) in bands {
            parts.append("<rect \(attributes(band)) fill=\"#000\" fill-opacity=\"0.07\"/>")
            if !label.isEmpty, band.height >= 9 {
                parts.append(text(label, x: band.maxX - 4, y: band.midY + 3, size: 8, color: "#777", anchor: "end"))
            }
        }
        if insets.top > 0 { parts.append(line(safe.minX, safe.minY, safe.maxX, safe.minY)) }
        if insets.bottom > 0 { parts.append(line(safe.minX, safe.maxY, safe.maxX, safe.maxY)) }
        if insets.leading > 0 { parts.append(line(safe.minX, device.minY, safe.minX, device.maxY)) }
        if insets.trailing > 0 { parts.append(line(safe.maxX, device.minY, safe.maxX, device.maxY)) }

        // Containers (untagged): a thin outline, so the nearest container of a
        // containerRelativeFrame is visible.
        var content: [String] = []
        var labels: [String] = []
        var taken: [CGRect] = []
        for view in result.tree.allViews where Self.isContainer(view.kind) {
            guard let frame = view.frame else { continue }
            let rect = map(frame).intersection(clip)
            guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
            content.append("<rect \(attributes(rect.insetBy(dx: 1.5, dy: 1.5))) fill=\"none\" stroke=\"#999\" stroke-width=\"1\" stroke-dasharray=\"6 2 1 2\"/>")
            labels.append(text(view.kind, x: rect.maxX - 4, y: rect.maxY - 5, size: 7.5, color: "#888", anchor: "end", halo: true))
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
        for group in groups {
            let rect = map(group.frame)
            let visible = rect.intersection(clip)
            guard !visible.isNull, visible.width > 0 || visible.height > 0 else { continue }
            let differs = group.tags.contains { differing.contains($0) }
            let hue = tagColor(group.tags[0], order: tagOrder)
            let stroke = differs ? "#d00000" : hue
            content.append("<rect \(attributes(visible.insetBy(dx: 0.5, dy: 0.5).standardized)) fill=\"\(hue)\" fill-opacity=\"0.16\" stroke=\"\(stroke)\" stroke-width=\"\(differs ? 2 : 1.2)\"/>")
            let label = (differs ? "≠ " : "") + group.tags.joined(separator: ", ")
            if let box = labelBox(for: label, in: visible, avoiding: taken) {
                taken.append(box)
                labels.append(text(label, x: box.minX + 1, y: box.minY + 8, size: 8.5, color: differs ? "#b00020" : "#111", halo: true))
            }
        }
        parts.append("<g clip-path=\"url(#\(clipID))\">")
        parts += content + labels
        parts.append("</g>")
        return parts.joined(separator: "\n")
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
        return "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" font-weight=\"\(weight)\" fill=\"\(color)\" text-anchor=\"\(anchor)\"\(outline)>\(escapeXML(string))</text>"
    }

    /// A label inside the top-leading corner of `rect`; when that spot is
    /// taken, further right, then one line lower, never below the rect
    /// (nil: no room, the rectangle stays unlabelled).
    func labelBox(for label: String, in rect: CGRect, avoiding taken: [CGRect]) -> CGRect? {
        let size = CGSize(width: CGFloat(label.count) * 4.8 + 2, height: 10)
        var box = CGRect(origin: CGPoint(x: rect.minX + 1, y: rect.minY + 1), size: size)
        if rect.height < 6 { return nil }
        for _ in 0..<40 {
            guard let blocker = taken.first(where: { $0.intersects(box) }) else { return box }
            box.origin.x = blocker.maxX + 3
            if box.maxX > rect.maxX + 2 {
                box.origin.x = rect.minX + 1
                box.origin.y += 10
            }
            if box.minY > rect.maxY - 8 { return nil }
        }
        return nil
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
        let palette = ["#1f6feb", "#8250df", "#bf8700", "#1a7f37", "#cf222e", "#0a7ea4", "#953800", "#6e7781", "#d63384", "#2da44e"]
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

public func escapeXML(_ string: String) -> String {
    string.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
}
