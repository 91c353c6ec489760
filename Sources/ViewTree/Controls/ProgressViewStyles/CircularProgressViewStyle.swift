import Foundation

/// iOS 14 / macOS 11.
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {}; public init(tint: Color) {} }

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// iOS 14 / macOS 11.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
