import Foundation

/// An alert (iOS 13 / macOS 10.15, deprecated). Never shown by the runtime.
public struct Alert {
    /// An alert or action-sheet button (iOS 13 / macOS 10.15).
    public struct Button {
        let label: Text?
        /// iOS 13 / macOS 10.15.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        /// iOS 13 / macOS 10.15.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
        /// iOS 13 / macOS 10.15.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: nil) }
        /// iOS 13 / macOS 10.15.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label) }
    }
    /// iOS 13 / macOS 10.15.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    /// iOS 13 / macOS 10.15.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}
}

extension View {
    /// iOS 13 / macOS 10.15 (deprecated). Not shown by the runtime.
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    /// iOS 13 / macOS 10.15 (deprecated). Not shown by the runtime.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }
}
