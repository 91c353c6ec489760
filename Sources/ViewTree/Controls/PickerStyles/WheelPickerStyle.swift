import Foundation

/// iOS 13.
public struct WheelPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .wheel } }

extension PickerStyle where Self == WheelPickerStyle {
    /// iOS 13.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
