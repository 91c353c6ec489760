// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model (see Compat/Platform/). Everything here is checked
// against SwiftUI's declarations by `SharedSourceCheckTests`.
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

/// The edge of a horizontal `compatSafeAreaInset`: SwiftUI's
/// `HorizontalEdge` (iOS 15) for systems that lack it. See `CompatVerticalEdge`.
public enum CompatHorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// The leading edge (`HorizontalEdge.leading`).
    case leading
    /// The trailing edge (`HorizontalEdge.trailing`).
    case trailing
}
