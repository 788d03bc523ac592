// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "G8",
    products: [
        .library(name: "G8Core", targets: ["G8Core"]),
        .library(name: "G8Widgets", targets: ["G8Widgets"]),
        .library(name: "G8Tool", targets: ["G8Tool"]),
        .executable(name: "g8", targets: ["g8"]),
        // Type-safe themes: `<Name>.theme.json` in a target becomes `<Name>Theme` with checked names.
        .plugin(name: "G8ThemePlugin", targets: ["G8ThemePlugin"]),
        .library(name: "G8ThemeGenerator", targets: ["G8ThemeGenerator"]),
    ],
    targets: [
        // The Swift runtime's test of whether an object has begun deinitializing, declared in C.
        .target(name: "G8Runtime"),
        .target(name: "G8Core", dependencies: ["G8Runtime"]),
        .target(name: "G8Widgets", dependencies: ["G8Core"]),
        // The g8 commands for any engine: a team's own tool is `G8Tool.main(engine:screens:)`.
        .target(name: "G8Tool", dependencies: ["G8Core", "G8Widgets", "G8ThemeGenerator"]),
        // `swift run g8 --help`: lint a theme, preview it as SVG or HTML, dump the styled demo screen.
        .executableTarget(name: "g8", dependencies: ["G8Tool", "G8Widgets"]),
        // `swift run -c release g8-bench`: the engine measured against the code it replaces.
        .executableTarget(name: "g8-bench", dependencies: ["G8Widgets"], path: "Benchmarks/G8Bench"),
        .executableTarget(name: "G8Demo", dependencies: ["G8Widgets"], path: "Examples/G8Demo"),
        .executableTarget(name: "CustomApplier", dependencies: ["G8Widgets"], path: "Examples/CustomApplier"),
        // A team's own g8: G8Tool with the app's widget applier, linting the app's theme under --strict.
        .executableTarget(
            name: "TeamTool", dependencies: ["G8Tool", "G8Widgets"], path: "Examples/TeamTool",
            exclude: ["team-theme.json"]),
        .executableTarget(
            name: "ThemeSwitch", dependencies: ["G8Widgets"], path: "Examples/ThemeSwitch",
            resources: [.copy("Resources/app-theme.json")]),
        // Appliers that call the theme manager back while it restyles; the live tests run it.
        .executableTarget(name: "ManagerReentry", dependencies: ["G8Widgets"], path: "Examples/ManagerReentry"),
        .executableTarget(
            name: "RemoteTheme", dependencies: ["G8Widgets"], path: "Examples/RemoteTheme",
            resources: [.copy("Resources/theme.json"), .copy("Resources/brand-refresh.json"),
                        .copy("Resources/broken-update.json")]),
        // The theme → Swift generator, the tool the build plugin runs, and the plugin.
        .target(name: "G8ThemeGenerator", dependencies: ["G8Core", "G8Widgets"]),
        .executableTarget(name: "g8-theme-gen", dependencies: ["G8ThemeGenerator"]),
        .plugin(name: "G8ThemePlugin", capability: .buildTool(), dependencies: ["g8-theme-gen"]),
        .testTarget(name: "G8ThemePluginTests", dependencies: ["G8ThemeGenerator", "g8-theme-gen"], exclude: ["Golden"]),
        // Reads ../shared/design-tokens at run time (never copied in): see its header.
        .executableTarget(name: "PrimerTheme", dependencies: ["G8Widgets"], path: "Examples/PrimerTheme"),
        .testTarget(name: "G8CoreTests", dependencies: ["G8Core"]),
        .testTarget(name: "G8ThemeTests", dependencies: ["G8Widgets"]),
        .testTarget(name: "G8LiveTests", dependencies: ["G8Widgets", "ManagerReentry"]),
        // Remote themes and the theme watcher, against scripts/theme-server.py on 127.0.0.1.
        .testTarget(name: "G8RemoteTests", dependencies: ["G8Widgets"]),
        // The fuzz targets' checks, also run by the tests over the saved corpus.
        .target(name: "G8FuzzHarness", dependencies: ["G8Widgets"], path: "Fuzz/Harness"),
        .testTarget(name: "G8RobustnessTests", dependencies: ["G8Widgets", "G8FuzzHarness"]),
        // The examples are dependencies so that they are built before the tests that run them.
        .testTarget(
            name: "G8WidgetsTests",
            dependencies: ["G8Widgets", "G8Demo", "CustomApplier", "RemoteTheme", "ThemeSwitch", "PrimerTheme", "g8", "TeamTool"],
            exclude: ["Golden", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
