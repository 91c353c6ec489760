import Foundation

/// A zoom from a source view (`matchedTransitionSource(id:in:)`).
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Zooms from the view marked with `sourceID` in `namespace` (iOS 18).
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}
