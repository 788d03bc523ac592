import Foundation

/// Paths in the package's own checkout, for the tests that read its files.
public enum Repository {
    /// The package's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The demo theme, `Examples/Themes/demo.json`.
    public static let demoTheme = root.appendingPathComponent("Examples/Themes/demo.json").path
}
