// One import for a test of your own views: `import CompatTesting` brings the
// runtime (ViewTree: `View`, `Window`, `LayoutResult`, ...), the compat
// modifiers and backends (Compat) and the scene comparison (CompatVerification:
// `CompatScene`, `CompatVerifier`, `ScenePicture`) with it. They are
// re-exported rather than left to separate imports because every use of
// `expectShimMatchesNative` needs all three (a view, a backend, a window), and
// because CompatVerification is not a product of its own: without the
// re-export `CompatScene` could not be named from another package.
//
// Foundation comes with ViewTree, which re-exports it as SwiftUI does.
@_exported import ViewTree
@_exported import Compat
@_exported import CompatVerification
