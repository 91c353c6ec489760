import Foundation

/// The return key's label (iOS 15 / macOS 12). Input-only.
public struct SubmitLabel: Sendable {
    let name: String
    /// iOS 15 / macOS 12.
    public static let done = SubmitLabel(name: "done")
    /// iOS 15 / macOS 12.
    public static let go = SubmitLabel(name: "go")
    /// iOS 15 / macOS 12.
    public static let next = SubmitLabel(name: "next")
    /// iOS 15 / macOS 12.
    public static let search = SubmitLabel(name: "search")
    /// iOS 15 / macOS 12.
    public static let send = SubmitLabel(name: "send")
    /// iOS 15 / macOS 12.
    public static let `return` = SubmitLabel(name: "return")
}

extension View {
    /// Sets the return key's label (iOS 15 / macOS 12). Input-only.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
