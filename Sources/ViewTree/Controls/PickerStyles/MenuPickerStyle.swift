import Foundation

/// iOS 14 / macOS 11.
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .menu } }

extension PickerStyle where Self == MenuPickerStyle {
    /// iOS 14 / macOS 11.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
