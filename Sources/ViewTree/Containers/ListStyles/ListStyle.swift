import Foundation

/// A list style (iOS 13 / macOS 10.15); changes row metrics (see ListRowsLayout).
public protocol ListStyle { var _kind: ListStyleKind { get } }

struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.automatic }
extension EnvironmentValues {
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of lists in this view (iOS 13 / macOS 10.15): row
    /// insets and the top margin change (see ListRowsLayout).
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyleKind, style._kind) }
}
