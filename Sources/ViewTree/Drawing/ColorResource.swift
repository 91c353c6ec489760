import Foundation

/// A colour in an asset catalogue, as Xcode's generated asset symbols name
/// it (`Color(.brand)`; DeveloperToolsSupport, iOS 17). Drawing only.
public struct ColorResource: Hashable, Sendable {
    let name: String

    /// The colour named `name` in `bundle`'s asset catalogue.
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
    /// The colour of an asset symbol (iOS 17 / macOS 14).
    public init(_ resource: ColorResource) { self.init(resource.name) }
}
