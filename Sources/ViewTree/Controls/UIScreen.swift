import Foundation

// A UIKit name that `import SwiftUI` brings into an iOS file and SwiftUI
// screens use for screen metrics: `UIScreen.main.bounds`. Not UIKit: only
// what a view's code reads, as the model's values.

/// UIKit's screen (iOS 2), as far as SwiftUI code reads it.
///
/// `UIScreen.main.bounds` is the window being laid out (the one a view's
/// body runs in), else the last one laid out, else an iPhone 13: the model's
/// screen is its window. `main` is deprecated from iOS 16 in UIKit (a screen
/// found through context instead); the model does not warn.
@MainActor
public final class UIScreen {
    /// The screen of the window being laid out.
    public static var main: UIScreen { UIScreen(window: laidOutWindow.get()) }

    /// The screen's rectangle in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: window.size) }
    /// Pixels per point.
    public var scale: CGFloat { window.scale }
    /// The native scale (the same in the model).
    public var nativeScale: CGFloat { window.scale }

    private let window: Window
    private init(window: Window) { self.window = window }

    /// The window of the layout that last began (`LayoutHost.beginLayout`).
    nonisolated static let laidOutWindow = LaidOutWindow()

    /// One window behind a lock: layouts run on the main actor, the fuzzer's
    /// on threads of their own (`layoutOnCurrentThread`).
    final class LaidOutWindow: @unchecked Sendable {
        private let lock = NSLock()
        private var window = Window.iPhone13
        func set(_ window: Window) { lock.lock(); self.window = window; lock.unlock() }
        func get() -> Window { lock.lock(); defer { lock.unlock() }; return window }
    }
}
