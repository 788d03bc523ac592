// swift-tools-version: 6.0
// ThemePluginApp: an app whose theme's styles and tokens are Swift names the compiler checks.
//
//     swift run --package-path Examples/ThemePluginApp
//
// `App.theme.json` sits among the target's sources; the G8ThemePlugin turns it into
// `AppTheme` (AppTheme.Style, AppTheme.Token, AppTheme.load) at every build.
import PackageDescription

let package = Package(
    name: "ThemePluginApp",
    dependencies: [.package(name: "G8", path: "../..")],
    targets: [
        .executableTarget(
            name: "ThemePluginApp",
            dependencies: [.product(name: "G8Widgets", package: "G8")],
            plugins: [.plugin(name: "G8ThemePlugin", package: "G8")]),
    ],
    swiftLanguageModes: [.v6]
)
