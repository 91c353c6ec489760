import Foundation

/// An image loaded from a URL (iOS 15 / macOS 12). The runtime loads
/// nothing: it lays out the placeholder (or the `.empty` phase), as SwiftUI
/// does until the image arrives. Without a placeholder the view takes the
/// proposal like a colour (SwiftUI's default placeholder is a grey fill).
nonisolated public struct AsyncImage<Content: View>: View {
    let content: Content
    public var body: some View { content.checkingAvailability(.asyncImage, kind: "AsyncImage") }
}

extension AsyncImage where Content == Color {
    /// iOS 15 / macOS 12.
    public init(url: URL?, scale: CGFloat = 1) { self.content = Color.clear }
}

extension AsyncImage {
    /// iOS 15 / macOS 12: the placeholder is laid out.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.content = ViewBuilder.buildEither(second: placeholder())
    }
    /// iOS 15 / macOS 12: the `.empty` phase is laid out.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
}
