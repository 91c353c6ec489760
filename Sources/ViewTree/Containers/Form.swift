import Foundation

/// A container of grouped controls (iOS 13 / macOS 10.15): laid out as a
/// list (SwiftUI draws a form as an inset-grouped list on iOS).
nonisolated public struct Form<Content: View>: View {
    let content: Content
    /// iOS 13 / macOS 10.15.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { List { content }.listStyle(.insetGrouped) }
}
