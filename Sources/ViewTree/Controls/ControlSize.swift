import Foundation

/// Control sizes (iOS 15 / macOS 10.15).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

extension View {
    /// Sets the size of controls (iOS 15 / macOS 10.15). Not modelled: controls keep their regular size.
    nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
}
