import Foundation

// Reference-type models as SwiftUI code declares them: `ObservableObject`
// with `@Published` (Combine's, re-exported by SwiftUI), `@StateObject`,
// `@ObservedObject`, `@EnvironmentObject`, `@AppStorage`, and `@Bindable`
// for `@Observable` classes (Observation is re-exported, as SwiftUI does).
//
// Difference from SwiftUI: the runtime has no Combine, so a change to an
// object's property does not invalidate the views that read it; a body reads
// the values the objects hold when it is evaluated (the first layout, its
// own or an ancestor's state changing), and a view its parent keeps as the
// same input (`sameViewInputs`: an object is not an input) does not read
// them again. `@StateObject` and
// `@AppStorage` keep their value for the life of the view's node, as
// `@State` does (AppStorage is not persisted).

/// A class whose changes SwiftUI observes (Combine, iOS 13 / macOS 10.15).
/// In the runtime a marker: changes are not observed (see above).
public protocol ObservableObject: AnyObject {}
