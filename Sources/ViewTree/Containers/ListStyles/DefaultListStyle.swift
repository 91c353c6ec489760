import Foundation

/// `.automatic` (iOS 13 / macOS 10.15): `.insetGrouped` on iOS 14 and
/// later, `.plain` on iOS 13 (Docs/LayoutRules.md, "List").
public struct DefaultListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .automatic } }

extension ListStyle where Self == DefaultListStyle {
    /// iOS 13 / macOS 10.15.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
