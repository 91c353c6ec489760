import Foundation

/// What submits (iOS 15 / macOS 12). Input-only.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// iOS 15 / macOS 12.
    public static let text = SubmitTriggers(rawValue: 1)
    /// iOS 15 / macOS 12.
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// Runs `action` on submit (iOS 15 / macOS 12). Not run by the runtime.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}
