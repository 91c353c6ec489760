import Foundation

/// An angle, for angular gradients and rotations. iOS 13 / macOS 10.15.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    /// iOS 13 / macOS 10.15.
    public init() { radians = 0 }
    /// iOS 13 / macOS 10.15.
    public init(radians: Double) { self.radians = radians }
    /// iOS 13 / macOS 10.15.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// iOS 13 / macOS 10.15.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// iOS 13 / macOS 10.15.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// iOS 13 / macOS 10.15.
    public static let zero = Angle()
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
