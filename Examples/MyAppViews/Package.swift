// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "MyAppViews",
    dependencies: [
        // name: lets `package:` below say "SwiftUICompat" whatever the checkout's
        // directory is called (a path dependency's identity is that directory's name).
        .package(name: "SwiftUICompat", path: "../.."),
    ],
    targets: [
        .target(name: "MyAppViews", dependencies: [
            .product(name: "ViewTree", package: "SwiftUICompat"),
            .product(name: "Compat", package: "SwiftUICompat"),
        ]),
        .testTarget(name: "MyAppViewsTests", dependencies: [
            "MyAppViews",
            .product(name: "CompatTesting", package: "SwiftUICompat"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
