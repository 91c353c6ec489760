import Foundation

/// How a presentation adapts in compact size classes (iOS 16.4 / macOS 13.3).
public struct PresentationAdaptation: Sendable {
    let name: String
    /// iOS 16.4 / macOS 13.3.
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// iOS 16.4 / macOS 13.3.
    public static let none = PresentationAdaptation(name: "none")
    /// iOS 16.4 / macOS 13.3.
    public static let popover = PresentationAdaptation(name: "popover")
    /// iOS 16.4 / macOS 13.3.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// iOS 16.4 / macOS 13.3.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

extension View {
    /// iOS 16.4 / macOS 13.3. Presentations are not shown by the runtime.
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
}
