import Foundation

/// iOS 14.
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .insetGrouped } }

extension ListStyle where Self == InsetGroupedListStyle {
    /// iOS 14.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
