// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "G8",
    products: [
        // `import G8Widgets` brings the engine, themes and live restyling: one import for an app.
        .library(name: "G8Widgets", targets: ["G8Widgets"]),
        .library(name: "G8Core", targets: ["G8Core"]),
        .library(name: "G8Themes", targets: ["G8Themes"]),
        .library(name: "G8Live", targets: ["G8Live"]),
        // The only module that links FoundationNetworking (libcurl, OpenSSL): imported on its own.
        .library(name: "G8Remote", targets: ["G8Remote"]),
        .library(name: "G8Preview", targets: ["G8Preview"]),
        .library(name: "G8Tool", targets: ["G8Tool"]),
        .executable(name: "g8", targets: ["g8"]),
        // Type-safe themes: `<Name>.theme.json` in a target becomes `<Name>Theme` with checked names.
        .plugin(name: "G8ThemePlugin", targets: ["G8ThemePlugin"]),
        .library(name: "G8ThemeGenerator", targets: ["G8ThemeGenerator"]),
    ],
    targets: [
        // The engine: styles, keys, appliers, the run path, plans, journals, diagnostics.
        .target(name: "G8Core"),
        // Themes: the JSON reader, theme documents, design tokens in every format, resolver
        // documents, merges, providers and the theme schema.
        .target(name: "G8Themes", dependencies: ["G8Core"]),
        // Live restyling: the theme manager, its object table and the theme file watcher.
        .target(name: "G8Live", dependencies: ["G8Core", "G8Themes"]),
        // Remote themes: download, cache, and a manager following a remote theme.
        .target(name: "G8Remote", dependencies: ["G8Core", "G8Themes", "G8Live"]),
        // Model widgets, their values, appliers and keys; re-exports G8Core, G8Themes and G8Live.
        .target(name: "G8Widgets", dependencies: ["G8Core", "G8Themes", "G8Live"]),
        // The SVG and HTML preview renderer of widget trees, and the demo screens it draws.
        .target(name: "G8Preview", dependencies: ["G8Widgets"]),
        // The g8 commands for any engine: a team's own tool is `G8Tool.main(engine:screens:)`.
        .target(name: "G8Tool", dependencies: ["G8Core", "G8Widgets", "G8Preview", "G8ThemeGenerator"]),
        // `swift run g8 --help`: lint a theme, preview it as SVG or HTML, dump the styled demo screen.
        .executableTarget(name: "g8", dependencies: ["G8Tool", "G8Widgets", "G8Preview"]),
        // `swift run -c release g8-bench`: the engine measured against the code it replaces.
        .executableTarget(name: "g8-bench", dependencies: ["G8Widgets", "G8Remote"], path: "Benchmarks/G8Bench"),
        .executableTarget(name: "G8Demo", dependencies: ["G8Widgets"], path: "Examples/G8Demo"),
        .executableTarget(name: "CustomApplier", dependencies: ["G8Widgets"], path: "Examples/CustomApplier"),
        // A team's own g8: G8Tool with the app's widget applier, linting the app's theme under --strict.
        .executableTarget(
            name: "TeamTool", dependencies: ["G8Tool", "G8Widgets"], path: "Examples/TeamTool",
            exclude: ["team-theme.json"]),
        // A first screen of one's own from top to bottom: the guide "Your First Screen" shows it.
        .executableTarget(
            name: "FirstScreen", dependencies: ["G8Widgets"], path: "Examples/FirstScreen",
            resources: [.copy("Resources/first-theme.json")]),
        .executableTarget(
            name: "ThemeSwitch", dependencies: ["G8Widgets"], path: "Examples/ThemeSwitch",
            resources: [.copy("Resources/app-theme.json")]),
        // Appliers that call the theme manager back while it restyles; the live tests run it.
        .executableTarget(name: "ManagerReentry", dependencies: ["G8Widgets"], path: "Examples/ManagerReentry"),
        .executableTarget(
            name: "RemoteTheme", dependencies: ["G8Widgets", "G8Remote"], path: "Examples/RemoteTheme",
            resources: [.copy("Resources/theme.json"), .copy("Resources/brand-refresh.json"),
                        .copy("Resources/broken-update.json"), .copy("Resources/words-update.json")]),
        // The theme → Swift generator, the tool the build plugin runs, and the plugin.
        .target(name: "G8ThemeGenerator", dependencies: ["G8Core", "G8Widgets"]),
        .executableTarget(name: "g8-theme-gen", dependencies: ["G8ThemeGenerator"]),
        .plugin(name: "G8ThemePlugin", capability: .buildTool(), dependencies: ["g8-theme-gen"]),
        // The generator, g8-theme-gen, and builds of packages that use the plugin (with G8_PACKAGE_BUILDS=1).
        .testTarget(name: "G8ThemePluginTests", dependencies: ["G8ThemeGenerator", "g8-theme-gen"], exclude: ["Golden"]),
        // Reads ../shared/design-tokens at run time (never copied in): see its header.
        .executableTarget(name: "PrimerTheme", dependencies: ["G8Widgets"], path: "Examples/PrimerTheme"),
        // What the test targets share: a seeded generator, the runner of built products, paths, waits and a small theme.
        .target(name: "G8TestSupport", dependencies: ["G8Widgets"], path: "Tests/G8TestSupport"),
        // The engine, on model objects of its own.
        .testTarget(name: "G8CoreTests", dependencies: ["G8Core", "G8TestSupport"]),
        // Themes and design tokens, and the deepest inputs, linted by g8 in a child process on a small stack.
        .testTarget(name: "G8ThemeTests", dependencies: ["G8Themes", "G8Widgets", "g8", "G8TestSupport"]),
        // The theme manager, its object table and the theme file watcher (real files in temporary folders).
        .testTarget(name: "G8LiveTests", dependencies: ["G8Live", "G8Widgets", "ManagerReentry", "G8TestSupport"]),
        // Remote themes, against scripts/theme-server.py on 127.0.0.1.
        .testTarget(name: "G8RemoteTests", dependencies: ["G8Widgets", "G8Remote", "G8TestSupport"]),
        // The fuzz targets' checks, also run by the tests over the saved corpus.
        .target(name: "G8FuzzHarness", dependencies: ["G8Widgets", "G8Preview"], path: "Fuzz/Harness"),
        // Hostile themes, updates and styles, and a replay of the fuzz corpus and regressions.
        .testTarget(name: "G8RobustnessTests", dependencies: ["G8Widgets", "G8FuzzHarness"]),
        // Widgets, values, appearance, decorators; the examples run end to end, so they are built before these tests.
        .testTarget(
            name: "G8WidgetsTests",
            dependencies: ["G8Widgets", "G8Preview", "G8Demo", "CustomApplier", "RemoteTheme", "ThemeSwitch", "FirstScreen", "PrimerTheme", "G8TestSupport"],
            exclude: ["Golden", "Fixtures"]),
        // The SVG the preview renderer writes, and the pictures g8 preview draws, checked pixel by pixel.
        .testTarget(name: "G8PreviewTests", dependencies: ["G8Preview", "G8Widgets", "g8", "G8TestSupport"]),
        // The g8 commands and a team's own tool (TeamTool), run as processes; they are built before these tests.
        .testTarget(name: "G8ToolTests", dependencies: ["G8Tool", "G8Widgets", "g8", "TeamTool", "G8TestSupport"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
