import Foundation

/// What a `LabelStyle` is given (iOS 14 / macOS 11).
public struct LabelStyleConfiguration {
    /// The label's title (iOS 14 / macOS 11).
    nonisolated public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    /// The label's icon (iOS 14 / macOS 11).
    nonisolated public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let title: Title
    public let icon: Icon
}
