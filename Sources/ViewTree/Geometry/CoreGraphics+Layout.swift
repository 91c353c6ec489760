import Foundation

// The runtime's helpers on CoreGraphics' geometry: compact descriptions
// for dumps, a rectangle's edges and insetting, a size's axes.

extension CGFloat {
    /// A compact rendering for dumps and messages: "390", "46.667".
    var shortDescription: String {
        if self.isNaN { return "nan" }
        if self.isInfinite { return self > 0 ? "inf" : "-inf" }
        // Int cannot hold every finite CGFloat: huge values in %g form.
        if Swift.abs(self) >= 1e15 { return String(format: "%g", Double(self)) }
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.3f", Double(rounded)).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }
}

extension CGRect {
    subscript(edge: Edge) -> CGFloat {
        switch edge {
        case .top: return minY
        case .leading: return minX
        case .bottom: return maxY
        case .trailing: return maxX
        }
    }

    /// Moves one edge to a coordinate, keeping the opposite edge.
    func settingEdge(_ edge: Edge, to value: CGFloat) -> CGRect {
        var (x0, y0, x1, y1) = (minX, minY, maxX, maxY)
        switch edge {
        case .top: y0 = value
        case .leading: x0 = value
        case .bottom: y1 = value
        case .trailing: x1 = value
        }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: Swift.max(0, width - insets.horizontal), height: Swift.max(0, height - insets.vertical))
    }

    var shortDescription: String {
        "(\(origin.x.shortDescription), \(origin.y.shortDescription), \(size.width.shortDescription), \(size.height.shortDescription))"
    }
}

extension CGSize {
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, main: CGFloat, cross: CGFloat) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
