// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model (see Compat/Platform/). Everything here is checked
// against SwiftUI's declarations by `SharedSourceCheckTests`.
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

/// The edge of a vertical `compatSafeAreaInset`: SwiftUI's `VerticalEdge`
/// for systems that lack it.
///
/// SwiftUI introduced `VerticalEdge` in iOS 15 (macOS 12, tvOS 15,
/// watchOS 8), with `safeAreaInset` itself, so a backport whose signature
/// took it could not be called where it is needed. `.top` and `.bottom`
/// resolve to this type (the `VerticalEdge` overloads are disfavoured), so
/// `compatSafeAreaInset(edge: .bottom)` reads as the native call on every OS.
public enum CompatVerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge (`VerticalEdge.top`).
    case top
    /// The bottom edge (`VerticalEdge.bottom`).
    case bottom
}
