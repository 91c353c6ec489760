// `import SwiftUI` makes Foundation's types visible to an app (SwiftUI
// re-exports it, with CoreGraphics on Apple platforms): `CGFloat`, `CGSize`,
// `CGRect`, `CGPoint`, `UUID`, `Date` resolve in a file that imports only
// SwiftUI. Re-exporting Foundation gives `import ViewTree` the same surface,
// so a view pasted with its import replaced compiles. On Linux the CG
// geometry types live in Foundation itself (swift-corelibs-foundation).
@_exported import Foundation
// `@Observable` (iOS 17): SwiftUI re-exports Observation, so a file that
// imports only SwiftUI can declare an observable model.
@_exported import Observation
