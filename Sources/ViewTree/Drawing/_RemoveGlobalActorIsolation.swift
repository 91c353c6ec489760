import Foundation

/// SwiftUI's marker that keeps a `Shape` from inheriting `View`'s main
/// actor.
@_ImpossibleActor @_marker public protocol _RemoveGlobalActorIsolation {}
