import Foundation
@_spi(Threads) import ViewTree
import Compat

/// What a scene claims about a shim against native.
public enum Expectation: Sendable, Equatable {
    /// Same frames as native, within one pixel, for every tagged view.
    case match
    /// Different frames; the reason, in one line, for the matrix.
    case diverges(String)

    public var claimsMatch: Bool { self == .match }
}

/// A named scene of the catalogue: a view built with the compat modifiers
/// and tagged views, the window it is laid out in, and what each shim
/// strategy is claimed to do against native.
public struct CompatScene: Sendable {
    public let name: String
    public let title: String
    /// Where the scene comes from ("seed 003: 累积视图修饰符 (stacked insets)").
    public let source: String
    public let window: Window
    /// The oldest system the scene can be written for: it needs an API
    /// outside the compat modifiers that older systems lack (and has no
    /// iOS 13 spelling, as `NavigationView` is for `NavigationStack`).
    /// Per-OS results start here.
    public let minimumOS: OSVersion
    /// The claim for each shim strategy (`.shim`, `.environmentShim`).
    public let expectations: [CompatBackend: Expectation]
    let makeView: @MainActor @Sendable () -> AnyView

    public init(name: String, title: String, source: String, window: Window = .iPhone13, minimumOS: OSVersion = .oldest,
                shim: Expectation, environmentShim: Expectation, @ViewBuilder view: @escaping @MainActor @Sendable () -> some View) {
        self.name = name
        self.title = title
        self.source = source
        self.window = window
        self.minimumOS = minimumOS
        self.expectations = [.shim: shim, .environmentShim: environmentShim]
        self.makeView = { AnyView(view()) }
    }

    /// The scene's view with the backend forced for the whole tree.
    @MainActor @preconcurrency
    public func view(backend: CompatBackend) -> some View {
        makeView().environment(\.compatBackend, backend)
    }

    /// Lays the scene out under `backend` (in `window`, or the scene's own).
    @MainActor @preconcurrency
    public func layout(backend: CompatBackend, in window: Window? = nil) -> LayoutResult {
        // On the main queue before the scene's view is made (its builder
        // is main-actor isolated), then laid out there: `Window.layout(_:)`
        // would ask for the main queue a second time.
        MainThread.run { (window ?? self.window).layoutOnCurrentThread(view(backend: backend)) }
    }
}

/// The shim strategies the verification compares with native.
public let shimBackends: [CompatBackend] = [.shim, .environmentShim]
