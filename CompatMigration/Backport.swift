// Shared shim source: compiled against SwiftUI in an app and against
// ViewTree in the model, as Compat's files are.
import Foundation
#if canImport(SwiftUI) && !COMPAT_MODEL
import SwiftUI
#else
import ViewTree
#endif
import Compat

/// The namespace of shaps80/SwiftUIBackports (`view.backport.…`), for code
/// migrating from that package: the methods it backports that this package
/// shims, each laid out by Compat's shim (see `Backport+Layout.swift`).
///
/// A module of its own (`import CompatMigration`), not part of `Compat`:
/// apps often declare a `Backport` type and a `backport` property of their
/// own (the pattern the package follows), and two would be ambiguous.
public struct Backport<Wrapped> {
    public let wrapped: Wrapped

    public init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
    }
}

@MainActor
extension View {
    /// The backported modifiers (shaps80/SwiftUIBackports' spelling).
    public var backport: Backport<Self> { Backport(self) }
}
