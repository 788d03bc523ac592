// swift-tools-version: 6.0
import PackageDescription

// G8 for GTK 4: the engine styling real GTK widgets. A package of its own, so that the root
// package builds and tests on machines without GTK.
let package = Package(
    name: "G8Gtk",
    products: [
        .library(name: "G8Gtk", targets: ["G8Gtk"]),
        .executable(name: "GtkGallery", targets: ["GtkGallery"]),
        .executable(name: "GtkFirstWindow", targets: ["GtkFirstWindow"]),
        .executable(name: "GtkCodeWindow", targets: ["GtkCodeWindow"]),
        .executable(name: "ThemeStudio", targets: ["ThemeStudio"]),
        .executable(name: "g8-gtk-bench", targets: ["GtkBench"]),
        .library(name: "G8GtkTesting", targets: ["G8GtkTesting"]),
        .executable(name: "g8-gtk", targets: ["g8-gtk"]),
    ],
    dependencies: [
        .package(name: "G8", path: "../.."),
    ],
    targets: [
        // GTK 4 through pkg-config; Debian and Ubuntu ship it as libgtk-4-dev.
        .systemLibrary(
            name: "CGtk4", pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]),
        .target(
            name: "G8Gtk",
            dependencies: ["CGtk4", .product(name: "G8Widgets", package: "G8"), .product(name: "G8Core", package: "G8")]),
        // Comparing rendered windows with reference PNGs, without Swift Testing: what
        // G8GtkTesting and `g8-gtk snapshot` share.
        .target(name: "G8GtkSnapshot", dependencies: ["G8Gtk", "CGtk4"]),
        // `expectSnapshot(of:_:named:modes:manager:)` for Swift Testing.
        .target(name: "G8GtkTesting", dependencies: ["G8Gtk", "G8GtkSnapshot"]),
        // `g8-gtk snapshot theme.json --ui window.ui --style NAME --out DIR`: the same from the command line.
        .executableTarget(name: "g8-gtk", dependencies: ["G8Gtk", "G8GtkSnapshot", .product(name: "G8Tool", package: "G8")]),
        // `swift run GtkGallery`: a GNOME app, a .ui window and widgets made in code styled by a
        // JSON theme that follows the desktop (light, dark, high contrast) and reloads on save.
        .executableTarget(
            name: "GtkGallery", dependencies: ["G8Gtk", "CGtk4", .product(name: "G8Tool", package: "G8")], path: "Examples/GtkGallery",
            resources: [
                .copy("Resources/gallery.ui"), .copy("Resources/gallery-theme.json"), .copy("Resources/gallery.resolver.json"),
                .copy("Resources/gallery-high-contrast.tokens.json"),
            ]),
        // `swift run GtkFirstWindow`: a first window of your own, as the README walks through it.
        .executableTarget(
            name: "GtkFirstWindow", dependencies: ["G8Gtk"], path: "Examples/GtkFirstWindow",
            resources: [.copy("Resources/first-window.ui"), .copy("Resources/first-window.theme.json")]),
        // `swift run GtkCodeWindow`: an app whose window is made in code.
        .executableTarget(name: "GtkCodeWindow", dependencies: ["G8Gtk", "CGtk4"], path: "Examples/GtkCodeWindow"),
        // `swift run ThemeStudio theme.json`: a theme's tokens, problems and GtkGallery's window
        // styled by it, live; the gallery's .ui is read from GtkGallery's folder, not copied.
        .executableTarget(
            name: "ThemeStudio", dependencies: ["G8Gtk", "CGtk4", .product(name: "G8Live", package: "G8"), .product(name: "G8Tool", package: "G8")], path: "Examples/ThemeStudio",
            resources: [.copy("Resources/studio.ui"), .copy("Resources/studio-theme.json")]),
        // `swift run -c release g8-gtk-bench`: the first application, theme switches, a desktop
        // change and the css check's cost, against hand-written GTK code.
        .executableTarget(
            name: "GtkBench", dependencies: ["G8Gtk", "CGtk4", "G8GtkSnapshot", .product(name: "G8Remote", package: "G8")], path: "Benchmarks/GtkBench"),
        // FuzzCorpus: the fuzzer's saved cases, read from the source tree.
        .testTarget(name: "G8GtkTests", dependencies: ["G8Gtk", "CGtk4", "GtkFirstWindow", "GtkCodeWindow", "GtkGallery", "ThemeStudio", .product(name: "G8Remote", package: "G8")], exclude: ["FuzzCorpus", "Golden"]),
        // Tests of G8GtkTesting and g8-gtk; __Snapshots__ holds their reference PNGs.
        .testTarget(name: "G8GtkTestingTests", dependencies: ["G8GtkTesting", "CGtk4", "g8-gtk"], exclude: ["__Snapshots__", "Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
