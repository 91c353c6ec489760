// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model, as Compat's files are.
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif
import Compat

/// The spelling of stalkermv/SwiftUIBackports'
/// `SafeAreaPaddingBackportModifier(insets:)`, laid out by
/// `compatSafeAreaPadding(_:)`: native from iOS 17; before, Compat's
/// safe-area path (`_safeAreaInsets` from iOS 14), so views inside that read
/// the safe area (a scroll view's content, `safeAreaInset`) see the padding
/// as iOS 17 gives it.
///
/// Differs from that package before iOS 17, where it is plain `padding`
/// (the view shrinks; nothing inside sees safe area).
public struct SafeAreaPaddingBackportModifier: ViewModifier {
    let insets: EdgeInsets

    nonisolated public init(insets: EdgeInsets = .init()) {
        self.insets = insets
    }

    public func body(content: Content) -> some View {
        content.compatSafeAreaPadding(insets)
    }
}
