import Foundation

/// A sheet height (iOS 16 / macOS 13). Sheets are not shown by the runtime.
public struct PresentationDetent: Hashable, Sendable {
    let value: String
    /// iOS 16 / macOS 13.
    public static let medium = PresentationDetent(value: "medium")
    /// iOS 16 / macOS 13.
    public static let large = PresentationDetent(value: "large")
    /// iOS 16 / macOS 13.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(value: "fraction \(fraction)") }
    /// iOS 16 / macOS 13.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(value: "height \(height)") }
}

extension View {
    /// iOS 16 / macOS 13. Not shown by the runtime.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        checkingAvailability(.presentationDetents, kind: "presentationDetents")
    }
    /// iOS 16 / macOS 13. Not shown by the runtime.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        checkingAvailability(.presentationDetentsSelection, kind: "presentationDetents")
    }
}
