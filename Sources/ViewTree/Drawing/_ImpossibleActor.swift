import Foundation

/// A global actor nothing runs on: a protocol isolated to it, beside a
/// main-actor one, leaves a conforming type with no inferred isolation
/// (two global actors conflict), as SwiftUI's marker of the same name does
/// for `Shape`.
@globalActor public actor _ImpossibleActor {
    public static let shared = _ImpossibleActor()
}
