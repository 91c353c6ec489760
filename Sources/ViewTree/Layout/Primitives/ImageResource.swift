import Foundation

/// An image in an asset catalogue, as Xcode's generated asset symbols name
/// it (`Image(.luxor)`; DeveloperToolsSupport, iOS 17). Laid out as
/// `Image(_:bundle:)` with the resource's name: the model knows no asset's
/// size unless it is registered (a `missingResource` diagnostic otherwise).
public struct ImageResource: Hashable, Sendable {
    let name: String

    /// The image named `name` in `bundle`'s asset catalogue.
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
    /// The image of an asset symbol (iOS 17 / macOS 14).
    public init(_ resource: ImageResource) { self.init(resource.name) }
}
