import Foundation

/// A preview size (iOS 13 / macOS 10.15). Preview-only.
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    /// Preview-only (iOS 13 / macOS 10.15).
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }
}
