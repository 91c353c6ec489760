import Foundation

/// iOS 14 / macOS 11.
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .wheel } }

extension PickerStyle where Self == InlinePickerStyle {
    /// iOS 14 / macOS 11 (laid out as a wheel on iOS).
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
