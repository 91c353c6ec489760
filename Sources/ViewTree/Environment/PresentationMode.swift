import Foundation

/// The presentation state of a view (iOS 13 / macOS 10.15, deprecated).
public struct PresentationMode: Sendable {
    /// Whether the view is presented: false in the runtime.
    public var isPresented: Bool { false }
    /// Dismisses (iOS 13 / macOS 10.15). No effect in the runtime.
    public mutating func dismiss() {}
}
