import Foundation

/// How a view fills the space an aspect ratio gives it.
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}
