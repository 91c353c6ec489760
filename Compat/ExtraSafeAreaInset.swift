// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model (see Compat/Platform/).
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif

/// `ExtraBottomSafeAreaInset` for any edge: put it at the start (top,
/// leading) or end (bottom, trailing) of scroll content.
public struct ExtraSafeAreaInset: View {
    let edge: Edge
    @Environment(\.compatSafeAreaInsets) private var insets
    nonisolated public init(_ edge: Edge) { self.edge = edge }
    public var body: some View {
        switch edge {
        case .top: Spacer(minLength: insets.top)
        case .leading: Spacer(minLength: insets.leading)
        case .bottom: Spacer(minLength: insets.bottom)
        case .trailing: Spacer(minLength: insets.trailing)
        }
    }
}
