import Foundation

/// An image (iOS 13 / macOS 10.15).
///
/// Size model (the runtime has no image files):
/// - a named image (`Image(_:bundle:)`, `Image(decorative:bundle:)`) has the
///   intrinsic size registered for its name in `ImageRegistry` (a test or a
///   tool fills it, as an asset catalogue would); an unregistered name is
///   0 x 0 with a `missingResource` diagnostic, as SwiftUI draws nothing and
///   logs "No image named ... found" for a missing asset;
/// - `Image(_:intrinsicSize:)` (not SwiftUI API) gives the size at creation;
/// - an SF Symbol (`Image(systemName:)`) is sized from the font as Text is
///   (Text.swift's metric): one em wide (the font's point size) and one line
///   tall (its line height): a symbol sits on a text line like a wide glyph.
///   Assumed; SwiftUI's symbols vary per glyph around that size.
///
/// Layout: an image is fixed at its intrinsic size whatever it is offered
/// (Apple: "by default, an image is displayed at its intrinsic size");
/// `resizable()` makes it take the proposed size, with its intrinsic size for
/// an unspecified dimension, so `scaledToFit()` / `aspectRatio` (which ask the
/// child's ideal size for a nil ratio) keep the image's own ratio.
nonisolated public struct Image: View, PrimitiveView, Equatable {
    enum Source: Equatable {
        case named(String)
        case system(String)
        case sized(String, CGSize)
    }
    let source: Source
    var isResizable = false

    /// The image named `name` in the asset catalogue (iOS 13 / macOS 10.15);
    /// sized by `ImageRegistry`.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }

    /// A named image that accessibility ignores (iOS 13 / macOS 10.15); sized as `init(_:bundle:)`.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }

    /// An SF Symbol (iOS 13 / macOS 11), sized from the font (see the type's comment).
    public init(systemName: String) { source = .system(systemName) }

    /// An image of a given intrinsic size. Not SwiftUI API: it stands for an
    /// image whose pixel size a test knows (a `UIImage`, a drawn image).
    public init(_ name: String, intrinsicSize: CGSize) { source = .sized(name, intrinsicSize) }

    /// The modes of `resizable(capInsets:resizingMode:)` (iOS 13 / macOS 10.15).
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// How an image is drawn (iOS 13 / macOS 10.15). Drawing-only.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// Interpolation quality (iOS 13 / macOS 10.15). Drawing-only.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// The scale of SF Symbols relative to the font (iOS 14 / macOS 11).
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    /// An image that takes the size it is offered (iOS 13 / macOS 10.15).
    /// Cap insets and the tiling mode only change how pixels fill it.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// Drawing-only (iOS 13 / macOS 10.15).
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
    /// Drawing-only (iOS 13 / macOS 10.15).
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
    /// Drawing-only (iOS 13 / macOS 10.15).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    /// Drawing-only (iOS 15 / macOS 12).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public static func _makeNodes(_ view: Self, _ inputs: _ResolveInputs, _ list: inout _NodeList) {
        let size: CGSize
        let name: String
        switch view.source {
        case .system(let symbol):
            name = symbol
            let font = inputs.environment.font ?? .body
            let valid = font.pointSize.isFinite && font.pointSize > 0 && font.lineHeight.isFinite && font.lineHeight > 0
            size = valid ? CGSize(width: font.pointSize, height: font.lineHeight)
                : CGSize(width: Font.body.pointSize, height: Font.body.lineHeight)
        case .named(let named):
            name = named
            if let registered = ImageRegistry.size(of: named) {
                size = registered
            } else {
                inputs.graph.diagnose(.missingResource,
                                      "No image named \"\(named)\" in ImageRegistry; sized 0 x 0, as SwiftUI draws nothing for a missing asset",
                                      node: inputs.parent)
                size = .zero
            }
        case .sized(let named, let given):
            name = named
            size = given
        }
        var checked = size
        if !(size.width.isFinite && size.width >= 0 && size.height.isFinite && size.height >= 0) {
            inputs.graph.diagnose(.invalidDimension,
                                  "Invalid image size \(size.width.shortDescription) x \(size.height.shortDescription) for \"\(name)\" (negative or non-finite); used 0 x 0",
                                  node: inputs.parent)
            checked = .zero
        }
        inputs.makeLeaf(Image.self, kind: "Image", layout: ImageLayout(name: name, intrinsicSize: checked, isResizable: view.isResizable), &list)
    }
}

struct ImageLayout: LeafLayout, CustomStringConvertible {
    let name: String
    let intrinsicSize: CGSize
    let isResizable: Bool
    var description: String { "Image(\"\(name.prefix(20))\")" }
    var constantSize: CGSize? { isResizable ? nil : intrinsicSize }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return intrinsicSize }
        return CGSize(width: proposal.width ?? intrinsicSize.width, height: proposal.height ?? intrinsicSize.height)
    }
}

extension View {
    /// Sets the scale of SF Symbols (iOS 14 / macOS 11). Not modelled: a
    /// symbol keeps its font-derived size (a difference).
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
}
