// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model (see Compat/Platform/).
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

/// Seed 003's spacer for the end of scroll content: as long as the bottom
/// insets the environment shims added (zero under the native and `.shim`
/// backends, where the scroll view insets its content itself).
public struct ExtraBottomSafeAreaInset: View {
    @Environment(\.bottomSafeAreaInset) private var bottomSafeAreaInset: CGFloat
    nonisolated public init() {}
    public var body: some View {
        Spacer(minLength: bottomSafeAreaInset)
    }
}
