// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "G8",
    products: [
        .library(name: "G8Core", targets: ["G8Core"]),
        .library(name: "G8Widgets", targets: ["G8Widgets"]),
        .executable(name: "g8", targets: ["g8"]),
    ],
    targets: [
        .target(name: "G8Core"),
        .target(name: "G8Widgets", dependencies: ["G8Core"]),
        // `swift run g8 --help`: lint a theme, preview it as SVG or HTML, dump the styled demo screen.
        .executableTarget(name: "g8", dependencies: ["G8Core", "G8Widgets"]),
        // `swift run -c release g8-bench`: the engine measured against the code it replaces.
        .executableTarget(name: "g8-bench", dependencies: ["G8Widgets"], path: "Benchmarks/G8Bench"),
        .executableTarget(name: "G8Demo", dependencies: ["G8Widgets"], path: "Examples/G8Demo"),
        .executableTarget(name: "CustomApplier", dependencies: ["G8Widgets"], path: "Examples/CustomApplier"),
        .executableTarget(
            name: "ThemeSwitch", dependencies: ["G8Widgets"], path: "Examples/ThemeSwitch",
            resources: [.copy("Resources/app-theme.json")]),
        .executableTarget(
            name: "RemoteTheme", dependencies: ["G8Widgets"], path: "Examples/RemoteTheme",
            resources: [.copy("Resources/theme.json"), .copy("Resources/brand-refresh.json"),
                        .copy("Resources/broken-update.json")]),
        // Reads ../shared/design-tokens at run time (never copied in): see its header.
        .executableTarget(name: "PrimerTheme", dependencies: ["G8Widgets"], path: "Examples/PrimerTheme"),
        .testTarget(name: "G8CoreTests", dependencies: ["G8Core"]),
        .testTarget(name: "G8ThemeTests", dependencies: ["G8Widgets"]),
        .testTarget(name: "G8LiveTests", dependencies: ["G8Widgets"]),
        // The fuzz targets' checks, also run by the tests over the saved corpus.
        .target(name: "G8FuzzHarness", dependencies: ["G8Widgets"], path: "Fuzz/Harness"),
        .testTarget(name: "G8RobustnessTests", dependencies: ["G8Widgets", "G8FuzzHarness"]),
        // The examples are dependencies so that they are built before the tests that run them.
        .testTarget(
            name: "G8WidgetsTests", dependencies: ["G8Widgets", "G8Demo", "CustomApplier", "RemoteTheme", "ThemeSwitch", "PrimerTheme", "g8"],
            exclude: ["Golden", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
