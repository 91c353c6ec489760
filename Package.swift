// swift-tools-version: 6.1
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "SwiftUICompat",
    // Where the backports deploy: the releases that shipped SwiftUI, except
    // macOS 14. ViewTree's view builder uses a variadic generic type, which
    // needs the Swift 5.9 runtime (macOS 14), and the model must build on a
    // Mac for its tests to run there; on macOS 14 all three modifiers are
    // native, so on macOS Compat is the native path. ViewTree is not built
    // for iOS, tvOS or watchOS (see Compat's dependency): the app's Compat
    // does not use it. DocC article "Use it in an app".
    platforms: [.iOS(.v13), .macOS(.v14), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "Compat", targets: ["Compat"]),
        // The spellings of the backport packages users migrate from, on Compat's shims.
        .library(name: "CompatMigration", targets: ["CompatMigration"]),
        // Native-against-shim checks for a user's own tests (Swift Testing or XCTest).
        .library(name: "CompatTesting", targets: ["CompatTesting"]),
        .executable(name: "compat-report", targets: ["compat-report"]),
        .executable(name: "viewtree-benchmark", targets: ["viewtree-benchmark"]),
        .executable(name: "viewtree-fuzz", targets: ["viewtree-fuzz"]),
    ],
    // CompatModel: on macOS, build Compat against the ViewTree model instead
    // of SwiftUI (defines COMPAT_MODEL), so the model's tests run on a Mac: `swift test --traits CompatModel`, or a test package
    // that depends on this one with `traits: ["CompatModel"]`. Without
    // SwiftUI (Linux) Compat is the model whatever the trait.
    traits: [
        .trait(name: "CompatModel", description: "Compat extends ViewTree's View (the model) instead of SwiftUI's on macOS too."),
    ],
    targets: [
        // The view-tree runtime: SwiftUI's declarative model and layout, in pure Swift.
        .target(name: "ViewTree", dependencies: ["ViewTreeMacros"]),
        // The compiler plugin of `#Preview` and `@Previewable` (they expand to
        // nothing), written against the plugin protocol without swift-syntax.
        .macro(name: "ViewTreeMacros"),
        // The fallback shims, written only against ViewTree's public API.
        // One shim source for both flavours: SwiftUI in an app, ViewTree in the
        // model; only Compat/Platform/ differs.
        // ViewTree only where the model runs (it needs iOS 17's runtime, so an
        // app's Compat for iOS 13 must not build it).
        .target(name: "Compat",
                dependencies: [.target(name: "ViewTree", condition: .when(platforms: [.macOS, .linux, .windows, .android, .wasi]))],
                path: "Compat",
                exclude: ["COMPATIBILITY.md"],
                swiftSettings: [.define("COMPAT_MODEL", .when(traits: ["CompatModel"]))]),
        // stalkermv/SwiftUIBackports' modifier types and shaps80/SwiftUIBackports'
        // `.backport` namespace, laid out by Compat's shims; shared source as Compat's.
        .target(name: "CompatMigration",
                dependencies: ["Compat",
                               .target(name: "ViewTree", condition: .when(platforms: [.macOS, .linux, .windows, .android, .wasi]))],
                path: "CompatMigration",
                swiftSettings: [.define("COMPAT_MODEL", .when(traits: ["CompatModel"]))]),
        // The runtime fuzzer: random scenes (valid and invalid input), the invariants every
        // layout must keep, the crash reporter; run by viewtree-fuzz and the tests.
        .target(name: "ViewTreeFuzzing", dependencies: ["ViewTree", "Compat"]),
        // The scene catalogue, the native-vs-shim comparison, the matrix, the scene generator
        // (seeded by the fuzzer's generator), the shared-source check and the report's options and pictures.
        .target(name: "CompatVerification", dependencies: ["ViewTree", "Compat", "ViewTreeFuzzing"]),
        // expectShimMatchesNative and friends; re-exports ViewTree, Compat and CompatVerification.
        .target(name: "CompatTesting", dependencies: ["ViewTree", "Compat", "CompatVerification"]),
        .executableTarget(name: "compat-report", dependencies: ["ViewTree", "Compat", "CompatVerification"]),
        .executableTarget(name: "viewtree-benchmark", dependencies: ["ViewTree", "Compat", "CompatVerification"]),
        .executableTarget(name: "viewtree-fuzz", dependencies: ["ViewTree", "ViewTreeFuzzing"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree"]),
        .testTarget(name: "CompatTests", dependencies: ["ViewTree", "Compat", "CompatVerification", "CompatTesting",
                                                      "ViewTreeFuzzing", "CompatMigration"],
                    // Planted sources the shared-source check compiles on its own.
                    exclude: ["Fixtures"]),
        .testTarget(name: "CompatTestingTests", dependencies: ["CompatTesting"]),
        // SwiftUI code as people write it, compiled with only `import ViewTree`
        // (+ Compat) in place of `import SwiftUI`: no file here imports Foundation.
        .testTarget(name: "SurfaceTests", dependencies: ["ViewTree", "Compat"]),
    ],
    swiftLanguageModes: [.v6]
)
