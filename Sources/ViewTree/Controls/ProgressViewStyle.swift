import Foundation

/// A progress-view style (iOS 14 / macOS 11). Drawing-only: `ProgressView`
/// decides spinner or bar from whether it has a value.
public protocol ProgressViewStyle {}
/// iOS 14 / macOS 11.
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {}; public init(tint: Color) {} }
/// iOS 14 / macOS 11.
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {}; public init(tint: Color) {} }
/// iOS 14 / macOS 11.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// iOS 14 / macOS 11.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// iOS 14 / macOS 11.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// iOS 14 / macOS 11.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
