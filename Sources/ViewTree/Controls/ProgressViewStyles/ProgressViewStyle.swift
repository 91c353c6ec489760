import Foundation

/// A progress-view style (iOS 14 / macOS 11). Drawing-only: `ProgressView`
/// decides spinner or bar from whether it has a value.
public protocol ProgressViewStyle {}

extension View {
    /// Sets the style of progress views (iOS 14 / macOS 11). Drawing-only.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}
