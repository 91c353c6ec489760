import Foundation

/// iOS 14 / macOS 10.15.
public struct SidebarListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .sidebar } }

extension ListStyle where Self == SidebarListStyle {
    /// iOS 14 / macOS 10.15.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}
