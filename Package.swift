// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftUICompat",
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "Compat", targets: ["Compat"]),
        // Native-against-shim checks for a user's own tests (Swift Testing or XCTest).
        .library(name: "CompatTesting", targets: ["CompatTesting"]),
        .executable(name: "compat-report", targets: ["compat-report"]),
        .executable(name: "viewtree-benchmark", targets: ["viewtree-benchmark"]),
        .executable(name: "viewtree-fuzz", targets: ["viewtree-fuzz"]),
    ],
    targets: [
        // The view-tree runtime: SwiftUI's declarative model and layout, in pure Swift.
        .target(name: "ViewTree"),
        // The fallback shims, written only against ViewTree's public API.
        .target(name: "Compat", dependencies: ["ViewTree"], path: "Compat",
                exclude: ["COMPATIBILITY.md"]),
        // The runtime fuzzer: random scenes (valid and invalid input), the invariants every
        // layout must keep, the crash reporter; run by viewtree-fuzz and the tests.
        .target(name: "ViewTreeFuzzing", dependencies: ["ViewTree", "Compat"]),
        // The scene catalogue, the native-vs-shim comparison, the matrix, the scene generator
        // (seeded by the fuzzer's generator) and the report's options and pictures.
        .target(name: "CompatVerification", dependencies: ["ViewTree", "Compat", "ViewTreeFuzzing"]),
        // expectShimMatchesNative and friends; re-exports ViewTree, Compat and CompatVerification.
        .target(name: "CompatTesting", dependencies: ["ViewTree", "Compat", "CompatVerification"]),
        .executableTarget(name: "compat-report", dependencies: ["ViewTree", "Compat", "CompatVerification"]),
        .executableTarget(name: "viewtree-benchmark", dependencies: ["ViewTree", "Compat", "CompatVerification"]),
        .executableTarget(name: "viewtree-fuzz", dependencies: ["ViewTree", "ViewTreeFuzzing"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree"]),
        .testTarget(name: "CompatTests", dependencies: ["ViewTree", "Compat", "CompatVerification", "CompatTesting",
                                                      "ViewTreeFuzzing"]),
        .testTarget(name: "CompatTestingTests", dependencies: ["CompatTesting"]),
        // SwiftUI code as people write it, compiled with only `import ViewTree`
        // (+ Compat) in place of `import SwiftUI`: no file here imports Foundation.
        .testTarget(name: "SurfaceTests", dependencies: ["ViewTree", "Compat"]),
    ],
    swiftLanguageModes: [.v6]
)
