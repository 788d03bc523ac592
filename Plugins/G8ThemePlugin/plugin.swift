import Foundation
import PackagePlugin

/// For every `<Name>.theme.json` among a target's source files, generates `<Name>Theme.swift`:
/// the theme's styles and tokens as Swift names the compiler checks. An invalid theme fails the
/// build with its errors at their line and column.
///
/// ```swift
/// .executableTarget(
///     name: "App",
///     dependencies: [.product(name: "G8Widgets", package: "G8")],
///     plugins: [.plugin(name: "G8ThemePlugin", package: "G8")])
/// ```
@main
struct G8ThemePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let generator = try context.tool(named: "g8-theme-gen")
        let suffix = ".theme.json"
        return target.sourceFiles(withSuffix: suffix)
            .sorted { $0.url.path < $1.url.path }
            .map { file in
                let themeName = String(file.url.lastPathComponent.dropLast(suffix.count))
                let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(themeName)Theme.swift")
                return .buildCommand(
                    displayName: "Generating \(output.lastPathComponent) from \(file.url.lastPathComponent)",
                    executable: generator.url,
                    arguments: [file.url.path, output.path],
                    inputFiles: [file.url],
                    outputFiles: [output])
            }
    }
}
