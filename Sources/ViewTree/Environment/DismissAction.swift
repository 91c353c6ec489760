import Foundation

/// Dismisses the current presentation (iOS 15 / macOS 12). Calling it does
/// nothing in the runtime (no presentation is shown).
public struct DismissAction: Sendable {
    /// Dismisses (iOS 15 / macOS 12). No effect in the runtime.
    public func callAsFunction() {}
}
