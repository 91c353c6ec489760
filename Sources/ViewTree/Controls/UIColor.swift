import Foundation

// A UIKit name that `import SwiftUI` brings into an iOS file and SwiftUI
// screens use for colours: `UIColor`'s system colours with
// `Color(uiColor:)` / `Color(_:)`. Not UIKit: only what a view's code
// reads, as the model's values.

/// UIKit's colour (iOS 2), as far as SwiftUI code reads it: a name the model
/// keeps (colours do not change layout).
public struct UIColor: Hashable, Sendable {
    let name: String
    let alpha: Double

    init(_ name: String, alpha: Double = 1) {
        self.name = name
        self.alpha = alpha
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue)).name, alpha: Double(alpha))
    }
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white)).name, alpha: Double(alpha))
    }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness)).name, alpha: Double(alpha))
    }
    /// An asset catalogue colour (nil in UIKit when missing; always found here).
    public init?(named name: String) { self.init(name) }

    /// The colour at `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name, alpha: Double(alpha)) }

    public static let black = UIColor("black"), white = UIColor("white"), clear = UIColor("clear", alpha: 0)
    public static let gray = UIColor("gray"), lightGray = UIColor("lightGray"), darkGray = UIColor("darkGray")
    public static let red = UIColor("red"), green = UIColor("green"), blue = UIColor("blue")
    public static let cyan = UIColor("cyan"), yellow = UIColor("yellow"), magenta = UIColor("magenta")
    public static let orange = UIColor("orange"), purple = UIColor("purple"), brown = UIColor("brown")

    public static let systemRed = UIColor("systemRed"), systemOrange = UIColor("systemOrange")
    public static let systemYellow = UIColor("systemYellow"), systemGreen = UIColor("systemGreen")
    public static let systemMint = UIColor("systemMint"), systemTeal = UIColor("systemTeal")
    public static let systemCyan = UIColor("systemCyan"), systemBlue = UIColor("systemBlue")
    public static let systemIndigo = UIColor("systemIndigo"), systemPurple = UIColor("systemPurple")
    public static let systemPink = UIColor("systemPink"), systemBrown = UIColor("systemBrown")
    public static let systemGray = UIColor("systemGray"), systemGray2 = UIColor("systemGray2")
    public static let systemGray3 = UIColor("systemGray3"), systemGray4 = UIColor("systemGray4")
    public static let systemGray5 = UIColor("systemGray5"), systemGray6 = UIColor("systemGray6")

    public static let label = UIColor("label"), secondaryLabel = UIColor("secondaryLabel")
    public static let tertiaryLabel = UIColor("tertiaryLabel"), quaternaryLabel = UIColor("quaternaryLabel")
    public static let link = UIColor("link"), placeholderText = UIColor("placeholderText")
    public static let separator = UIColor("separator"), opaqueSeparator = UIColor("opaqueSeparator")
    public static let systemBackground = UIColor("systemBackground")
    public static let secondarySystemBackground = UIColor("secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor("tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor("systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor("secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor("tertiarySystemGroupedBackground")
    public static let systemFill = UIColor("systemFill"), secondarySystemFill = UIColor("secondarySystemFill")
    public static let tertiarySystemFill = UIColor("tertiarySystemFill"), quaternarySystemFill = UIColor("quaternarySystemFill")
    public static let tintColor = UIColor("tintColor")
}

extension Color {
    /// A colour from a UIKit colour (iOS 13: `Color(_:)`).
    public init(_ color: UIColor) {
        self.init(color.name)
        opacityValue = color.alpha
    }

    /// A colour from a UIKit colour (iOS 15).
    public init(uiColor color: UIColor) { self.init(color) }
}
