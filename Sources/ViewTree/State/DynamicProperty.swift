import Foundation

/// SwiftUI's marker for properties that the runtime updates before `body`.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
