import Foundation

/// Insets on the four edges of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets on each edge. As in SwiftUI, every edge is named: there are no
    /// defaults (`EdgeInsets(top: 8)` does not compile against SwiftUI, so it
    /// must not here: code the model accepts must build in an app).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets (SwiftUI's `EdgeInsets()`).
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// The same length on every edge in `edges`, zero elsewhere.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }

    subscript(edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    var horizontal: CGFloat { leading + trailing }
    var vertical: CGFloat { top + bottom }

    public var description: String {
        "(top: \(top.shortDescription), leading: \(leading.shortDescription), bottom: \(bottom.shortDescription), trailing: \(trailing.shortDescription))"
    }
}
