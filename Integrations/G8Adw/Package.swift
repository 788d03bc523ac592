// swift-tools-version: 6.0
import PackageDescription

// G8 for libadwaita: G8Gtk's styling for Adw's widgets and AdwApplication. A package of its
// own, so that G8Gtk builds and tests where libadwaita is not installed; CI builds and tests it
// only where `pkg-config --exists libadwaita-1`.
let package = Package(
    name: "G8Adw",
    products: [
        .library(name: "G8Adw", targets: ["G8Adw"]),
    ],
    dependencies: [
        .package(name: "G8Gtk", path: "../G8Gtk"),
    ],
    targets: [
        // libadwaita 1.2 or later through pkg-config; Debian and Ubuntu ship it as libadwaita-1-dev.
        .systemLibrary(
            name: "CAdw", pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev"])]),
        .target(name: "G8Adw", dependencies: ["CAdw", .product(name: "G8Gtk", package: "G8Gtk")]),
        .testTarget(name: "G8AdwTests", dependencies: ["G8Adw", "CAdw"]),
    ],
    swiftLanguageModes: [.v6]
)
