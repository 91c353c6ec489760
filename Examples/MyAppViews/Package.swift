// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "MyAppViews",
    // The model tests run on Linux and on macOS 14 or later (the model's runtime).
    platforms: [.macOS(.v14)],
    dependencies: [
        // name: lets `package:` below say "SwiftUICompat" whatever the checkout's
        // directory is called (a path dependency's identity is that directory's name).
        // traits: Compat built on the model on a Mac too (no effect on Linux).
        .package(name: "SwiftUICompat", path: "../..", traits: ["CompatModel"]),
    ],
    targets: [
        // Views.swift is the file the app compiles too: COMPAT_MODEL makes it
        // import ViewTree here, SwiftUI in the app.
        .target(name: "MyAppViews", dependencies: [
            .product(name: "ViewTree", package: "SwiftUICompat"),
            .product(name: "Compat", package: "SwiftUICompat"),
        ], swiftSettings: [.define("COMPAT_MODEL")]),
        .testTarget(name: "MyAppViewsTests", dependencies: [
            "MyAppViews",
            .product(name: "CompatTesting", package: "SwiftUICompat"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
