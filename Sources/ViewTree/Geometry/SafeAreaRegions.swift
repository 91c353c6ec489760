import Foundation

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The device's insets, bars, `safeAreaInset` and `safeAreaPadding`.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
