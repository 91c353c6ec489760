// A stand-in for SwiftUI, for SharedSourceCheckTests only: ViewTree (which
// spells SwiftUI's API) plus the few declarations the app's platform layer
// uses that the model lacks, declared as Apple documents them. It lets CI
// type-check Compat/ with `canImport(SwiftUI)` true; it proves no more than
// these declarations are right (concurrency isolation is not modelled).
@_exported import ViewTree
@_exported import Foundation

extension View {
    // accessibilityIdentifier(_:) (iOS 14) comes from ViewTree, which accepts it
    // as a drawing-only modifier.
    /// iOS 13 (deprecated): developer.apple.com/documentation/swiftui/view/accessibility(identifier:)
    public func accessibility(identifier: String) -> some View { self }
}

/// developer.apple.com/documentation/swiftui/uiviewrepresentable
// Main-actor isolated, as SwiftUI declares it.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
}

public struct UIViewRepresentableContext<Representable> {}

extension UIViewRepresentable {
    public var body: Never { fatalError("a stand-in") }
    nonisolated public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {}
}
