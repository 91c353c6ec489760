import Foundation

/// Xcode's preview declaration (iOS 13 / macOS 10.15). The runtime never
/// shows previews; the type exists so files that declare one compile.
/// Main-actor isolated, as SwiftUI's is: `previews` may make views whose
/// state has main-actor defaults.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
}

extension View {
    /// Preview-only (iOS 13 / macOS 10.15).
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
}
