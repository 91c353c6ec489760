import Foundation

/// Xcode's preview declaration (iOS 13 / macOS 10.15). The runtime never
/// shows previews; the type exists so files that declare one compile.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

extension View {
    /// Preview-only (iOS 13 / macOS 10.15).
    nonisolated public func previewDisplayName(_ value: String?) -> some View { self }
}
