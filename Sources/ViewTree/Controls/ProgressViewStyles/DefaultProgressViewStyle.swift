import Foundation

/// iOS 14 / macOS 11.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// iOS 14 / macOS 11.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
