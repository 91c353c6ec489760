import Foundation

/// iOS 13.
public struct GroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .grouped } }

extension ListStyle where Self == GroupedListStyle {
    /// iOS 13.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
