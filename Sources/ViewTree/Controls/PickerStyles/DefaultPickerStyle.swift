import Foundation

/// iOS 13 / macOS 10.15.
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .menu } }

extension PickerStyle where Self == DefaultPickerStyle {
    /// iOS 13 / macOS 10.15.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
