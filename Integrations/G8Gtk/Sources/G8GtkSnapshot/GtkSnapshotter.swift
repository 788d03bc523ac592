import Foundation
import G8Gtk

/// Compares rendered images with reference PNGs in a folder, records references, and writes
/// what a failure needs looked at to an artifacts folder.
///
/// `expectSnapshot` (in G8GtkTesting) is this with the folders of a test file; `g8-gtk
/// snapshot --compare` is this with folders of the command line. A snapshot named
/// `gallery.dark` has its reference at `references/gallery.dark.png`; when it fails, the
/// artifacts folder gets `gallery.dark.actual.png`, `gallery.dark.reference.png` and
/// `gallery.dark.diff.png`.
///
/// ```swift
/// let snapshotter = GtkSnapshotter(references: folder, artifacts: artifactsFolder, record: .never)
/// let outcome = snapshotter.verify(try ui.renderPixels(of: "window"), named: "gallery.light")
/// if let failure = outcome.failure { print(failure) }
/// ```
public struct GtkSnapshotter: Sendable {
    /// The folder of reference PNGs.
    public var references: URL
    /// The folder a failure writes its images to; made when first needed.
    public var artifacts: URL
    /// When references are written instead of compared against.
    public var record: GtkRecordMode
    /// How far an image may stray from its reference.
    public var tolerance: GtkSnapshotTolerance

    /// A snapshotter with references in `references` and artifacts in `artifacts`.
    public init(references: URL, artifacts: URL, record: GtkRecordMode = .missing, tolerance: GtkSnapshotTolerance = .default) {
        self.references = references
        self.artifacts = artifacts
        self.record = record
        self.tolerance = tolerance
    }

    /// The reference file of the snapshot `name`.
    public func referenceURL(named name: String) -> URL {
        references.appendingPathComponent("\(name).png")
    }

    /// Compares `pixels` with the reference of the snapshot `name`, or records them as it,
    /// as ``record`` says.
    ///
    /// Never throws and never passes without comparing: each thing that can go wrong (a
    /// name that cannot name a file, a missing, unreadable or corrupt reference, a size
    /// mismatch, a folder that cannot be written) is a ``GtkSnapshotOutcome/failed(_:)`` whose message says so.
    ///
    /// - Complexity: O(*n*) in the number of pixels; a match reads and decodes the reference
    ///   and writes nothing.
    @MainActor
    public func verify(_ pixels: GtkPixels, named name: String) -> GtkSnapshotOutcome {
        let file = referenceURL(named: name)
        guard Self.isFileName(name) else { return .failed(GtkSnapshotFailure(name: name, reference: file, reason: .invalidName)) }
        let exists = FileManager.default.fileExists(atPath: file.path)
        if record == .all || (record == .missing && !exists) {
            do {
                try SnapshotFile.makeFolder(references)
                try SnapshotFile.write(try pixels.pngData(), to: file)
            } catch {
                return .failed(GtkSnapshotFailure(name: name, reference: file, reason: .cannotRecord(Self.describe(error))))
            }
            return .failed(GtkSnapshotFailure(name: name, reference: file, reason: .recorded(record)))
        }
        guard exists else { return failure(name, file, .missingReference, actual: pixels, reference: nil) }
        let data: Data
        do {
            data = try SnapshotFile.read(file)
        } catch {
            return failure(name, file, .unreadableReference(Self.describe(error)), actual: pixels, reference: nil)
        }
        guard let reference = GtkPixels(png: data) else {
            return failure(name, file, .unreadableReference("it is not a PNG (\(data.count) bytes)"), actual: pixels, reference: nil)
        }
        guard let difference = GtkPixelDifference(pixels, reference, threshold: tolerance.channel) else {
            let reason = GtkSnapshotFailure.Reason.sizeMismatch(
                actual: .init(width: pixels.width, height: pixels.height), reference: .init(width: reference.width, height: reference.height))
            return failure(name, file, reason, actual: pixels, reference: data)
        }
        guard difference.isWithin(tolerance) else {
            return failure(name, file, .different(difference, tolerance), actual: pixels, reference: data, decoded: reference)
        }
        return .matched(reference: file, difference: difference)
    }

    /// A failure with the artifacts written: the actual image, the reference's bytes as they
    /// were read, and, for a difference, a picture of it made from `decoded`, the reference's
    /// pixels.
    @MainActor
    func failure(_ name: String, _ file: URL, _ reason: GtkSnapshotFailure.Reason, actual: GtkPixels, reference: Data?,
                 decoded: GtkPixels? = nil) -> GtkSnapshotOutcome {
        var written = GtkSnapshotArtifacts()
        let base = artifacts.appendingPathComponent(name)
        do {
            try SnapshotFile.makeFolder(artifacts)
            let actualURL = URL(fileURLWithPath: base.path + ".actual.png")
            try SnapshotFile.write(try actual.pngData(), to: actualURL)
            written.actual = actualURL
            if let reference {
                let copy = URL(fileURLWithPath: base.path + ".reference.png")
                try SnapshotFile.write(reference, to: copy)
                written.reference = copy
                if let decoded, let diff = GtkPixelDifference.image(actual, decoded, threshold: tolerance.channel) {
                    let diffURL = URL(fileURLWithPath: base.path + ".diff.png")
                    try SnapshotFile.write(try diff.pngData(), to: diffURL)
                    written.diff = diffURL
                }
            }
        } catch {
            return .failed(GtkSnapshotFailure(name: name, reference: file, reason: reason, artifacts: written,
                                              artifactProblem: "cannot write the artifacts to \(artifacts.path): \(Self.describe(error))"))
        }
        return .failed(GtkSnapshotFailure(name: name, reference: file, reason: reason, artifacts: written))
    }

    /// Whether `name` can name files in one folder: not empty, without `/` or NUL, not
    /// beginning with a dot (which would hide it, or climb out of the folder).
    public static func isFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
    }

    /// An error of a file operation or of GDK's encoding, as the message says it.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let problem as SnapshotFile.Problem: problem.message
        case let error as G8GtkError: error.description
        default: "\(error)"
        }
    }
}
