import Foundation

/// iOS 13 / macOS 10.15.
public struct PlainListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .plain } }

extension ListStyle where Self == PlainListStyle {
    /// iOS 13 / macOS 10.15.
    public static var plain: PlainListStyle { PlainListStyle() }
}
