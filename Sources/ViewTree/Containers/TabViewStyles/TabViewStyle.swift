import Foundation

/// A tab-view style (iOS 14 / macOS 11). `.page` shows the selected page
/// without a tab bar (the page fills the TabView; the index dots only draw).
public protocol TabViewStyle { var _isPaged: Bool { get } }

struct TabViewPagedKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    var tabViewIsPaged: Bool {
        get { self[TabViewPagedKey.self] }
        set { self[TabViewPagedKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of tab views (iOS 14 / macOS 11): `.page` removes the tab bar.
    nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewIsPaged, style._isPaged).checkingAvailability(.tabViewStyle, kind: "tabViewStyle")
    }
}
