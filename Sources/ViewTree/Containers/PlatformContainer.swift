import Foundation

/// A container as UIKit shows it to code that walks the responder chain
/// from a hosted view (seed 002's `findRelevantContainer`): its kind, its
/// view's frame and safe-area insets, its bar, and a scroll view's adjusted
/// content insets. The runtime records one for each container it places.
///
/// UIKit frames differ from SwiftUI layout frames: a container touching the
/// safe area extends its view into it (a scroll view scrolls under the bars;
/// a navigation controller's view fills the screen) and reports the band as
/// `safeAreaInsets` / `contentInsets` instead.
public struct PlatformContainer: Hashable, Sendable {
    /// UIKit's classes for the containers SwiftUI hosts.
    public enum Kind: String, Hashable, Sendable {
        /// `UIWindow`.
        case window
        /// `UINavigationController`: a `NavigationStack`, and also each
        /// column of a `NavigationSplitView` (UIKit wraps every column in one).
        case navigationController
        /// `UITabBarController`: a `TabView`.
        case tabBarController
        /// `UIScrollView`: a `ScrollView` or a `List` (a collection view).
        case scrollView
    }

    public let kind: Kind
    /// The container's view frame in window coordinates.
    public let frame: CGRect
    /// The view's safe-area insets (device insets it extends into; for a
    /// controller, not including its own bar).
    public let safeAreaInsets: EdgeInsets
    /// The height of the controller's navigation bar or tab bar (0: none).
    public let barHeight: CGFloat
    /// A scroll view's adjusted content insets (safe area + safeAreaPadding).
    public let contentInsets: EdgeInsets
    /// A scroll view's scrollable axes.
    public let scrollAxes: Axis.Set
    /// A navigation controller that is a column of a `UISplitViewController`
    /// (a `NavigationSplitView` column): UIKit's
    /// `navigationController.splitViewController != nil`.
    public let isSplitViewColumn: Bool

    public init(kind: Kind, frame: CGRect, safeAreaInsets: EdgeInsets, barHeight: CGFloat, contentInsets: EdgeInsets, scrollAxes: Axis.Set,
                isSplitViewColumn: Bool = false) {
        self.isSplitViewColumn = isSplitViewColumn
        self.kind = kind
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.barHeight = barHeight
        self.contentInsets = contentInsets
        self.scrollAxes = scrollAxes
    }

    /// The record for a UIKit-hosted container (navigation or tab bar
    /// controller) laid out at `frame`: its view grows into the safe area it
    /// touches, and its safe-area insets are how far the hosted safe rect
    /// (`PlacementContext.hostedBase`: the window's, less the bars of the
    /// controllers above) lies inside that view, as UIKit's
    /// `safeAreaInsets` are, whatever SwiftUI ignored around it.
    static func hosted(_ kind: Kind, layoutFrame frame: CGRect, context: PlacementContext, pixelLength: CGFloat,
                       barHeight: CGFloat, isSplitViewColumn: Bool = false) -> PlatformContainer {
        let base = context.hostedBase
        let view = base.grow(frame, edges: .all, regions: .container, pixelLength: pixelLength).rect.union(frame)
        let safe = base.levels.last?.inner ?? view
        let insets = EdgeInsets(top: Swift.min(view.height, Swift.max(0, safe.minY - view.minY)),
                                leading: Swift.min(view.width, Swift.max(0, safe.minX - view.minX)),
                                bottom: Swift.min(view.height, Swift.max(0, view.maxY - safe.maxY)),
                                trailing: Swift.min(view.width, Swift.max(0, view.maxX - safe.maxX)))
        return PlatformContainer(kind: kind, frame: view, safeAreaInsets: insets, barHeight: barHeight, contentInsets: insets,
                                 scrollAxes: [], isSplitViewColumn: isSplitViewColumn)
    }

    /// The record for a container laid out at `frame`: the UIKit view grows
    /// into the container safe area it touches.
    static func make(_ kind: Kind, layoutFrame frame: CGRect, context: PlacementContext, pixelLength: CGFloat,
                     barHeight: CGFloat = 0, extraInsets: EdgeInsets = EdgeInsets(), scrollAxes: Axis.Set = [],
                     isSplitViewColumn: Bool = false) -> PlatformContainer {
        let grown = context.safeArea.grow(frame, edges: .all, regions: .container, pixelLength: pixelLength).rect
        let insets = EdgeInsets(top: frame.minY - grown.minY, leading: frame.minX - grown.minX,
                                bottom: grown.maxY - frame.maxY, trailing: grown.maxX - frame.maxX)
        return PlatformContainer(kind: kind, frame: grown, safeAreaInsets: insets, barHeight: barHeight,
                                 contentInsets: EdgeInsets(top: insets.top + extraInsets.top, leading: insets.leading + extraInsets.leading,
                                                           bottom: insets.bottom + extraInsets.bottom, trailing: insets.trailing + extraInsets.trailing),
                                 scrollAxes: scrollAxes, isSplitViewColumn: isSplitViewColumn)
    }
}
