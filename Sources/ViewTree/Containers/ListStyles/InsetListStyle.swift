import Foundation

/// iOS 14 / macOS 11.
public struct InsetListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .inset } }

extension ListStyle where Self == InsetListStyle {
    /// iOS 14 / macOS 11.
    public static var inset: InsetListStyle { InsetListStyle() }
}
