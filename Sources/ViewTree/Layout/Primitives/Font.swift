import Foundation

/// A text style. The runtime keeps the point size and line height of the
/// iOS default Dynamic Type size ("Large"), from Apple's Human Interface
/// Guidelines typography table.
public struct Font: Hashable, Sendable {
    public let pointSize: CGFloat
    public let lineHeight: CGFloat
    public init(pointSize: CGFloat, lineHeight: CGFloat) {
        self.pointSize = pointSize
        self.lineHeight = lineHeight
    }
    public static let largeTitle = Font(pointSize: 34, lineHeight: 41)
    public static let title = Font(pointSize: 28, lineHeight: 34)
    public static let title2 = Font(pointSize: 22, lineHeight: 28)
    public static let title3 = Font(pointSize: 20, lineHeight: 25)
    public static let headline = Font(pointSize: 17, lineHeight: 22)
    public static let body = Font(pointSize: 17, lineHeight: 22)
    public static let callout = Font(pointSize: 16, lineHeight: 21)
    public static let subheadline = Font(pointSize: 15, lineHeight: 20)
    public static let footnote = Font(pointSize: 13, lineHeight: 18)
    public static let caption = Font(pointSize: 12, lineHeight: 16)
    public static let caption2 = Font(pointSize: 11, lineHeight: 13)
}
