// A stand-in for UIKit, for SharedSourceCheckTests only: the members the
// app's container detector uses, with UIKit's names and types (see
// developer.apple.com/documentation/uikit). Not main-actor isolated, unlike
// UIKit: this checks names and types, not isolation.
@_exported import Foundation

public struct UIEdgeInsets: Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
}

open class UIResponder: NSObject, @unchecked Sendable {
    open var next: UIResponder? { nil }
}

open class UIView: UIResponder {
    open var bounds: CGRect = .zero
    open var frame: CGRect = .zero
    open var safeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    open var isHidden = false
    open var isUserInteractionEnabled = true
    open var window: UIWindow? { nil }
    public override init() {}
    open func didMoveToWindow() {}
    open func layoutSubviews() {}
    open func safeAreaInsetsDidChange() {}
}

open class UIWindow: UIView {}

open class UIScrollView: UIView {
    open var adjustedContentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

open class UIViewController: UIResponder {
    open var view: UIView! = UIView()
    open var splitViewController: UISplitViewController? { nil }
}

open class UISplitViewController: UIViewController {}
open class UINavigationBar: UIView {}

open class UINavigationController: UIViewController {
    open var navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false
}

open class UITabBar: UIView {}

open class UITabBarController: UIViewController {
    open var tabBar = UITabBar()
}

// Foundation's key-value observing, as the Swift overlay spells it.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
}

public struct NSKeyValueObservedChange<Value> {}

public final class NSKeyValueObservation: @unchecked Sendable {}

extension UIView {
    public func observe<Value>(_ keyPath: KeyPath<UIView, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (UIView, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        NSKeyValueObservation()
    }
}
