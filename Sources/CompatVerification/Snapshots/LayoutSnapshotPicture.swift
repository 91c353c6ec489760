import Foundation
import ViewTree

/// The reference and the current layout side by side as SVG: each recorded
/// view a rectangle, the ones that changed outlined in red, new ones in
/// green, gone ones dashed. No SwiftUI counterpart.
public struct LayoutSnapshotPicture: Sendable {
    public let reference: LayoutSnapshot
    public let current: LayoutSnapshot
    public let differences: [LayoutSnapshotDifference]
    public let windowSize: CGSize
    public let title: String

    public init(reference: LayoutSnapshot, current: LayoutSnapshot, differences: [LayoutSnapshotDifference],
                windowSize: CGSize, title: String) {
        self.reference = reference
        self.current = current
        self.differences = differences
        self.windowSize = windowSize
        self.title = title
    }

    public func svg() -> String {
        // Each panel 320 pt wide at most (a window shrinks to fit), with a
        // caption; a degenerate window draws at its own size.
        let width = max(windowSize.width, 1), height = max(windowSize.height, 1)
        let scale = min(1, 320 / width)
        let panelWidth = width * scale, panelHeight = height * scale
        let margin: CGFloat = 20, caption: CGFloat = 36
        let totalWidth = margin * 3 + panelWidth * 2
        let totalHeight = caption + panelHeight + margin + CGFloat(min(differences.count, 20)) * 14 + 14
        var changed: [String: LayoutSnapshotDifference.Kind] = [:]
        for difference in differences { changed[difference.key] = difference.kind }

        var out = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(totalWidth))" height="\(n(totalHeight))" font-family="Helvetica, Arial, sans-serif" font-size="10">
        <rect width="100%" height="100%" fill="white"/>
        <text x="\(n(margin))" y="14" font-size="12" font-weight="bold">\(escape(title))</text>

        """
        for (index, (label, snapshot)) in [("reference", reference), ("now", current)].enumerated() {
            let x0 = margin + CGFloat(index) * (panelWidth + margin)
            let y0 = caption
            out += "<text x=\"\(n(x0))\" y=\"\(n(y0 - 6))\">\(label)</text>\n"
            out += "<rect x=\"\(n(x0))\" y=\"\(n(y0))\" width=\"\(n(panelWidth))\" height=\"\(n(panelHeight))\" fill=\"#f4f4f4\" stroke=\"#999\"/>\n"
            for entry in snapshot.entries {
                guard let frame = entry.frame, frame.minX.isFinite, frame.minY.isFinite,
                      frame.width.isFinite, frame.height.isFinite else { continue }
                let kind = changed[entry.key]
                let stroke: String, strokeWidth: String, dash: String
                switch kind {
                case .frameChanged?, .safeAreaChanged?: (stroke, strokeWidth, dash) = ("#d00", "2", "")
                case .added?: (stroke, strokeWidth, dash) = ("#080", "2", "")
                case .removed?: (stroke, strokeWidth, dash) = ("#d00", "2", " stroke-dasharray=\"4 3\"")
                default: (stroke, strokeWidth, dash) = ("#57a", "0.75", "")
                }
                let x = x0 + frame.minX * scale, y = y0 + frame.minY * scale
                out += "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(frame.width * scale))\" height=\"\(n(frame.height * scale))\" "
                    + "fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\"\(dash)/>\n"
                if kind != nil || entry.depth == 0 {
                    out += "<text x=\"\(n(x + 2))\" y=\"\(n(y + 10))\" fill=\"\(stroke)\">\(escape(entry.name))</text>\n"
                }
            }
        }
        var y = caption + panelHeight + margin
        for difference in differences.prefix(20) {
            out += "<text x=\"\(n(margin))\" y=\"\(n(y))\">\(escape(difference.description))</text>\n"
            y += 14
        }
        if differences.count > 20 {
            out += "<text x=\"\(n(margin))\" y=\"\(n(y))\">… \(differences.count - 20) more</text>\n"
        }
        return out + "</svg>\n"
    }

    private func n(_ value: CGFloat) -> String { LayoutSnapshot.number(value) }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
