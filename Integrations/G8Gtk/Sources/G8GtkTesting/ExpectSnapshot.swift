import Foundation
import G8Gtk
import G8GtkSnapshot
import Testing

/// Expects the widget `id` of `ui` to look as its reference PNGs do, in each of `modes`.
///
/// The references are beside the test file: `__Snapshots__/<TestFile>/<name>.<mode>.png`
/// (`<name>.png` without modes). A missing one is recorded and the test fails, saying so;
/// `record` or the environment variable `G8_RECORD` (`missing`, `all`, `never`) choose
/// otherwise. Each mode that does not match records an issue at the caller, naming the
/// image as rendered, the reference and a picture of the difference, written to
/// `$G8_SNAPSHOT_ARTIFACTS` (by default `.build/snapshot-artifacts` of the package).
///
/// ```swift
/// @MainActor @Test func galleryLooksRight() throws {
///     let manager = G8ThemeManager(engine: .gtk, theme: theme)
///     manager.style(ui, with: "gallery")
///     try expectSnapshot(of: ui, "window", named: "gallery", modes: ["light", "dark"], manager: manager)
/// }
/// ```
///
/// Render with `GSK_RENDERER=cairo` and `GDK_SCALE=1`: the cairo renderer draws the same
/// pixels from run to run, and on machines with the same GTK and fonts.
///
/// - Parameters:
///   - modes: the theme modes to switch `manager` to, one snapshot each; `light` is the
///     theme's default values unless it has a mode of that name. The manager is switched
///     back to its mode afterwards.
///   - tolerance: how far each picture may stray from its reference.
/// - Throws: ``GtkSnapshotSetupError`` when no snapshot can be taken: `G8_RECORD` has an
///   unknown value, or `modes` are given without a manager.
@MainActor
public func expectSnapshot(
    of ui: GtkInterface, _ id: String, named name: String, modes: [String] = [], manager: G8ThemeManager? = nil,
    record: GtkRecordMode? = nil, tolerance: GtkSnapshotTolerance = .default,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) throws(GtkSnapshotSetupError) {
    if !modes.isEmpty && manager == nil {
        throw GtkSnapshotSetupError("snapshot '\(name)' has modes (\(modes.joined(separator: ", "))) but no theme manager to switch them; pass manager:")
    }
    let snapshotter = try GtkSnapshotter(testFile: filePath, record: record, tolerance: tolerance)
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for outcome in snapshotter.verify(ui, id, named: name, modes: modes, manager: manager) {
        if let failure = outcome.failure { Issue.record(Comment(rawValue: failure.description), sourceLocation: location) }
    }
}
