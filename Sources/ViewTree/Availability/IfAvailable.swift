import Foundation

/// `if #available(iOS 15, *) { A } else { B }` inside a view builder: the
/// first content on a window whose OS (`EnvironmentValues.simulatedOSVersion`,
/// set from `Window.osVersion`) is at least the version, the second before.
///
/// ```swift
/// IfAvailable(iOS: 16) {
///     NavigationStack { content }
/// } else: {
///     NavigationView { content }
/// }
/// ```
///
/// In an app the same branch is `if #available(iOS 16, *) { ... } else { ... }`
/// in the view builder (result builders accept `#available` through
/// `buildLimitedAvailability`, Swift 5.4, on every deployment target).
/// The difference: the compiler decides what the `else` branch
/// may call from the deployment target, and the system picks the branch at
/// run time; here the window's simulated OS picks it, and an API the branch
/// calls that its OS lacks is reported as an `.unavailableAPI` diagnostic.
/// The two branches have distinct identities (state is not shared), as the
/// branches of an `if` have in SwiftUI.
nonisolated public struct IfAvailable<Available: View, Fallback: View>: View {
    /// The version the condition names.
    public let version: OSVersion
    let available: Available
    let fallback: Fallback

    /// `if #available(iOS major.minor, *) { available() } else { fallback() }`.
    public init(iOS major: Int, _ minor: Int = 0, @ViewBuilder _ available: () -> Available,
                @ViewBuilder else fallback: () -> Fallback) {
        self.version = OSVersion(major, minor)
        self.available = available()
        self.fallback = fallback()
    }

    /// `available()` where the OS has `api`, `fallback()` before (the same
    /// as `IfAvailable(iOS:)` with the version from the availability table).
    public init(_ api: APIAvailability, @ViewBuilder _ available: () -> Available,
                @ViewBuilder else fallback: () -> Fallback) {
        self.version = api.iOS
        self.available = available()
        self.fallback = fallback()
    }

    public typealias Body = Never
    /// A primitive: the runtime resolves the branch; never call it.
    public var body: Never { fatalError("IfAvailable has no body") }

    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        // The slots of `_ConditionalContent`'s two branches.
        if inputs.environment.simulatedOSVersion >= view.version {
            Available._makeNodes(view.available, inputs.child(1), &list)
        } else {
            Fallback._makeNodes(view.fallback, inputs.child(2), &list)
        }
    }
}

extension IfAvailable where Fallback == EmptyView {
    /// `if #available(iOS major.minor, *) { available() }` with no `else`.
    public init(iOS major: Int, _ minor: Int = 0, @ViewBuilder _ available: () -> Available) {
        self.init(iOS: major, minor, available, else: { EmptyView() })
    }
}
