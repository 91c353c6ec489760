import Foundation

/// The shape of a bordered button (iOS 15 / macOS 12). Drawing-only.
public struct ButtonBorderShape: Hashable, Sendable {
    let name: String
    /// iOS 15 / macOS 12.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// iOS 15 / macOS 12.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// iOS 15 / macOS 12.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// iOS 17 / macOS 14.
    public static let circle = ButtonBorderShape(name: "circle")
}

extension ButtonBorderShape {
    /// A rounded rectangle of a radius (iOS 16 / macOS 13). Drawing-only.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle(\(radius))") }
}

extension View {
    /// Sets the shape of bordered buttons (iOS 17 / macOS 14). Drawing-only.
    nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
}

/// A button border is a shape (iOS 17 / macOS 14): a capsule, a circle or
/// a rounded rectangle (the automatic and unspecified ones 8-pt rounded,
/// an **assumption**; drawing only).
extension ButtonBorderShape: Shape {
    public nonisolated func path(in rect: CGRect) -> Path {
        switch name {
        case "capsule": return Capsule().path(in: rect)
        case "circle": return Circle().path(in: rect)
        default: return RoundedRectangle(cornerRadius: 8).path(in: rect)
        }
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The border of the button the view is in (iOS 17 / macOS 14).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
