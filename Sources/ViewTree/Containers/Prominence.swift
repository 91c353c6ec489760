import Foundation

/// How prominent a section header is (iOS 15 / macOS 12).
public enum Prominence: Hashable, Sendable {
    /// The standard header, or a larger one.
    case standard, increased
}

extension View {
    /// The prominence of section headers (iOS 15 / macOS 12). Not modelled:
    /// headers keep the standard metrics (SwiftUI draws an increased header
    /// in a larger font, which makes it taller).
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View {
        checkingAvailability(.headerProminence, kind: "headerProminence")
    }
}
