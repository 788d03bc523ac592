import Foundation
import G8GtkSnapshot

extension GtkSnapshotter {
    /// The name of the environment variable that names the artifacts folder.
    public static let artifactsVariable = "G8_SNAPSHOT_ARTIFACTS"

    /// The snapshotter of the test file at `filePath`: references in `__Snapshots__/<File>/`
    /// beside it; artifacts in `$G8_SNAPSHOT_ARTIFACTS/<File>/`, or else in
    /// `.build/snapshot-artifacts/<File>/` of the package holding the file.
    ///
    /// - Parameters:
    ///   - record: the record mode; nil takes `G8_RECORD` from `environment`, `missing` when
    ///     it is unset.
    /// - Throws: ``GtkSnapshotSetupError`` when `G8_RECORD` has another value than `missing`,
    ///   `all` or `never`.
    public init(testFile filePath: String, record: GtkRecordMode? = nil, tolerance: GtkSnapshotTolerance = .default,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws(GtkSnapshotSetupError) {
        let file = URL(fileURLWithPath: filePath)
        let testName = file.deletingPathExtension().lastPathComponent
        let references = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testName)
        let artifactsRoot: URL
        if let folder = environment[Self.artifactsVariable], !folder.isEmpty {
            artifactsRoot = URL(fileURLWithPath: folder)
        } else {
            artifactsRoot = Self.packageRoot(of: file).appendingPathComponent(".build/snapshot-artifacts")
        }
        let mode: GtkRecordMode
        if let record { mode = record } else { mode = try GtkRecordMode(environment: environment) }
        self.init(references: references, artifacts: artifactsRoot.appendingPathComponent(testName), record: mode, tolerance: tolerance)
    }

    /// The nearest folder above `file` holding a `Package.swift`; the temporary folder when
    /// none does.
    static func packageRoot(of file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return FileManager.default.temporaryDirectory
    }
}
