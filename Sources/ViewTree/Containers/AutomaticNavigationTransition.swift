import Foundation

/// The platform's push transition.
public struct AutomaticNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// iOS 18 / macOS 15.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}
