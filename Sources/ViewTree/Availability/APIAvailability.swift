import Foundation

/// When SwiftUI introduced an API, per platform: one entry of the table in
/// `SwiftUIAvailability.swift`.
///
/// The model simulates iOS only (`Window.osVersion`), so only `iOS` is
/// checked at layout time; the other platforms are recorded from the same
/// documentation pages so that a source check (which declarations a file may
/// call when it ships for macOS, tvOS or watchOS) can read them too.
public struct APIAvailability: Hashable, Sendable, CustomStringConvertible {
    /// The declaration as the compiler names it: `overlay(alignment:content:)`,
    /// `NavigationStack`.
    public let name: String
    /// The iOS release that introduced it (iPadOS and Mac Catalyst follow iOS).
    public let iOS: OSVersion
    /// The macOS release that introduced it; nil: unavailable on macOS.
    public let macOS: OSVersion?
    /// The tvOS release that introduced it; nil: unavailable on tvOS.
    public let tvOS: OSVersion?
    /// The watchOS release that introduced it; nil: unavailable on watchOS.
    public let watchOS: OSVersion?
    /// Where the versions come from (the path of Apple's documentation page
    /// under developer.apple.com/documentation/swiftui/, or another source).
    public let source: String

    /// An entry: the compiler's name of the declaration, its introduction
    /// versions (nil: the platform lacks it) and where they come from.
    public init(_ name: String, iOS: OSVersion, macOS: OSVersion?, tvOS: OSVersion?, watchOS: OSVersion?, source: String) {
        self.name = name
        self.iOS = iOS
        self.macOS = macOS
        self.tvOS = tvOS
        self.watchOS = watchOS
        self.source = source
    }

    /// Whether an app running on `version` can call it.
    public func isAvailable(on version: OSVersion) -> Bool { version >= iOS }

    /// The compiler's error for a call on an older deployment target, word
    /// for word: `'overlay(alignment:content:)' is only available in iOS 15.0 or newer`.
    public var unavailableMessage: String {
        "'\(name)' is only available in iOS \(iOS.major).\(iOS.minor) or newer"
    }

    /// "name: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0" ("-": unavailable).
    public var description: String {
        func text(_ version: OSVersion?) -> String { version.map { "\($0.major).\($0.minor)" } ?? "-" }
        return "\(name): iOS \(text(iOS)), macOS \(text(macOS)), tvOS \(text(tvOS)), watchOS \(text(watchOS))"
    }
}

extension OSVersion {
    /// The model's `#available(iOS major.minor, *)`: whether this system is
    /// `major.minor` or newer.
    public func isAtLeast(iOS major: Int, _ minor: Int = 0) -> Bool { self >= OSVersion(major, minor) }

    /// Whether this system has `api` (the `#available` an app writes before
    /// calling it).
    public func supports(_ api: APIAvailability) -> Bool { api.isAvailable(on: self) }
}

extension _ResolveInputs {
    /// The compiler's refusal, at layout time: a view built with `api` under a
    /// window whose OS predates it records an `.unavailableAPI` diagnostic
    /// naming the view. Layout goes on as the newest OS would (the model has
    /// one implementation per API). The graph keeps one diagnostic per API
    /// and view, however many passes resolve it again.
    ///
    /// `kind` is the view's name in the diagnostic (the node is often not
    /// made yet, and a modifier's node is named after its parent path).
    @inline(__always)
    func checkAvailability(_ api: APIAvailability, kind: @autoclosure () -> String) {
        // One comparison of two stored integers on the common (latest) path.
        if environment.packedOSVersion < api.iOS.packed {
            reportUnavailable(api, kind: kind())
        }
    }

    @inline(never)
    func reportUnavailable(_ api: APIAvailability, kind: String) {
        let view = parent.map { "\($0.displayName) > \(kind)" } ?? kind
        graph.diagnose(.unavailableAPI, api.unavailableMessage, view: view)
    }
}

extension View {
    /// This view with `api`'s check where it is resolved: for views and
    /// modifiers the model builds from others (no node, one comparison).
    nonisolated func checkingAvailability(_ api: APIAvailability, kind: String) -> some View {
        modifier(AvailabilityCheck(api: api, kind: kind))
    }

    /// As above, for a view whose public form decides the entry (nil: an
    /// iOS 13 form, nothing to check).
    nonisolated func checkingAvailability(_ api: APIAvailability?, kind: String) -> some View {
        modifier(OptionalAvailabilityCheck(api: api, kind: kind))
    }
}

/// `AvailabilityCheck` with an optional entry.
nonisolated struct OptionalAvailabilityCheck: ViewModifier, PrimitiveModifier {
    let api: APIAvailability?
    let kind: String

    static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        if let api = modifier.api { inputs.checkAvailability(api, kind: modifier.kind) }
        C._makeNodes(content, inputs, &list)
    }
}

/// Checks the availability of a modifier the model builds from other
/// modifiers (`defaultScrollAnchor` is an environment value here): no node,
/// only the check.
nonisolated struct AvailabilityCheck: ViewModifier, PrimitiveModifier {
    let api: APIAvailability
    let kind: String

    static func _makeModifiedNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        inputs.checkAvailability(modifier.api, kind: modifier.kind)
        C._makeNodes(content, inputs, &list)
    }
}
