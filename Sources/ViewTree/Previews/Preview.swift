import Foundation

/// Xcode's preview of a view (DeveloperToolsSupport, iOS 17): the type the
/// `#Preview` macros name their traits by. The model shows no previews.
public struct Preview {
    /// Traits that apply to previews of views.
    public enum ViewTraits {}
}

// `#Preview` with SwiftUI's signatures (Apple: `Preview(_:body:)`,
// `Preview(_:traits:_:body:)`, `Preview(_:traits:arguments:body:)`). The
// body is type-checked as SwiftUI's is (a view builder on the main actor);
// the macro expands to nothing: the model shows no canvas, and a preview's
// views are laid out only when a test lays them out.

/// A preview of a view: expands to nothing in the model (its body is
/// type-checked as in SwiftUI).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "ViewTreeMacros", type: "PreviewMacro")

/// A preview of a view with traits: expands to nothing in the model.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "ViewTreeMacros", type: "PreviewMacro")

/// Previews of a view, one for each argument (iOS 26): expands to nothing
/// in the model.
@freestanding(declaration)
public macro Preview<T>(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                        arguments: [T], @ViewBuilder body: @escaping @MainActor (T) -> any View)
    = #externalMacro(module: "ViewTreeMacros", type: "PreviewMacro")

/// Marks a dynamic property declared inside a `#Preview` body
/// (`@Previewable @State var value = 0`): expands to nothing, the property
/// is a local one of the body.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ViewTreeMacros", type: "PreviewableMacro")
