import Foundation

/// iOS 14 / macOS 11.
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {}; public init(tint: Color) {} }

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// iOS 14 / macOS 11.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
