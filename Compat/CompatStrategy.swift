// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model (see Compat/Platform/).
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

/// What actually runs for a compat modifier: a backend and an OS decide it.
public enum CompatStrategy: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The native modifier.
    case native
    /// `safeAreaInset` on `_safeAreaInsets(_:)` plus an overlay (iOS 14+).
    case safeAreaInsets = "_safeAreaInsets"
    /// `safeAreaInset` on plain padding plus an overlay (iOS 13).
    case padding
    /// Seed 003's environment + overlay `safeAreaInset`.
    case environment
    /// Seed 002's responder-chain detector for `containerRelativeFrame`.
    case detector

    /// The raw value ("_safeAreaInsets", "padding", ...).
    public var description: String { rawValue }
}
