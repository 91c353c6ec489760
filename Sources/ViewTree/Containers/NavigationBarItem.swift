import Foundation

/// Namespace for navigation-bar options, as in SwiftUI.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}
