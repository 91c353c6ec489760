import Foundation

/// A view whose content can scroll its scroll views to identified children
/// (iOS 14 / macOS 11). Laid out as its content.
nonisolated public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    /// iOS 14 / macOS 11.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public var body: some View { content(ScrollViewProxy()).checkingAvailability(.scrollViewReader, kind: "ScrollViewReader") }
}
