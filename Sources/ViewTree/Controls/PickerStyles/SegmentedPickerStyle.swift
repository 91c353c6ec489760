import Foundation

/// iOS 13 / macOS 10.15.
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _kind: PickerStyleKind { .segmented } }

extension PickerStyle where Self == SegmentedPickerStyle {
    /// iOS 13 / macOS 10.15.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
