import Foundation

/// A button role (iOS 15 / macOS 12). Drawing-only.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// iOS 15 / macOS 12.
    public static let destructive = ButtonRole(name: "destructive")
    /// iOS 15 / macOS 12.
    public static let cancel = ButtonRole(name: "cancel")
}
