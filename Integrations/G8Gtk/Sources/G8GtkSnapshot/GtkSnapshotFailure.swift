import Foundation

/// Why a snapshot did not match its reference, and the files written to show it.
public struct GtkSnapshotFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// The reference was written, because it was missing (record mode `missing`) or
        /// because every reference is (record mode `all`).
        case recorded(GtkRecordMode)
        /// There is no reference and record mode `never` writes none.
        case missingReference
        /// The reference could not be read or is not a PNG; the text says why.
        case unreadableReference(String)
        /// The reference could not be written; the text says why.
        case cannotRecord(String)
        /// The image and its reference differ in size.
        case sizeMismatch(actual: Size, reference: Size)
        /// The image differs from its reference by more than the tolerance.
        case different(GtkPixelDifference, GtkSnapshotTolerance)
        /// The mode could not be switched to or the widget not rendered; the text says why.
        case cannotRender(String)
        /// The name cannot name a file: it is empty, contains `/` or begins with a dot.
        case invalidName
    }

    /// An image's width and height in pixels.
    public struct Size: Sendable, Equatable, CustomStringConvertible {
        /// The width.
        public let width: Int
        /// The height.
        public let height: Int

        /// A size of `width × height`.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// `360×320`.
        public var description: String { "\(width)×\(height)" }
    }

    /// The snapshot's name: `gallery.dark`.
    public let name: String
    /// The reference image's file.
    public let reference: URL
    /// What went wrong.
    public let reason: Reason
    /// The files written to show it: the image as rendered, a copy of the reference, the
    /// difference; those not written are nil.
    public let artifacts: GtkSnapshotArtifacts
    /// Why the artifacts could not be written, when they could not.
    public let artifactProblem: String?

    /// A failure of the snapshot `name`.
    public init(name: String, reference: URL, reason: Reason, artifacts: GtkSnapshotArtifacts = GtkSnapshotArtifacts(),
                artifactProblem: String? = nil) {
        self.name = name
        self.reference = reference
        self.reason = reason
        self.artifacts = artifacts
        self.artifactProblem = artifactProblem
    }

    /// One sentence saying what went wrong, then a line for each file written:
    ///
    ///     snapshot 'gallery.dark' differs from its reference in 1200 of 115200 pixels (1.04%, allowed 0.10%), by up to 255 in a channel (allowed 2), within x 20..<340, y 40..<80
    ///       reference: /…/__Snapshots__/GalleryTests/gallery.dark.png
    ///       actual: /…/.build/snapshot-artifacts/GalleryTests/gallery.dark.actual.png
    ///       diff: /…/.build/snapshot-artifacts/GalleryTests/gallery.dark.diff.png
    public var description: String {
        var lines = [sentence]
        if case .recorded = reason {} else { lines.append("  reference: \(reference.path)") }
        if let actual = artifacts.actual { lines.append("  actual: \(actual.path)") }
        if let copy = artifacts.reference { lines.append("  reference copy: \(copy.path)") }
        if let diff = artifacts.diff { lines.append("  diff: \(diff.path)") }
        if let artifactProblem { lines.append("  \(artifactProblem)") }
        return lines.joined(separator: "\n")
    }

    var sentence: String {
        switch reason {
        case .recorded(.all):
            return "recorded snapshot '\(name)' at \(reference.path) (record mode 'all'); run again without G8_RECORD=all to compare against it"
        case .recorded:
            return "no reference for snapshot '\(name)'; recorded it at \(reference.path): check that it looks right and run again to compare against it"
        case .missingReference:
            return "no reference for snapshot '\(name)', and record mode 'never' writes none; run with G8_RECORD=missing to record it"
        case .unreadableReference(let why):
            return "cannot read the reference of snapshot '\(name)': \(why)"
        case .cannotRecord(let why):
            return "cannot record snapshot '\(name)': \(why)"
        case .sizeMismatch(let actual, let reference):
            return "snapshot '\(name)' is \(actual), its reference \(reference)"
        case .different(let difference, let tolerance):
            let where_ = difference.bounds.map { ", within \($0)" } ?? ""
            return "snapshot '\(name)' differs from its reference in \(difference.differing) of \(difference.width * difference.height) pixels"
                + " (\(Self.percent(difference.share)), allowed \(Self.percent(tolerance.pixels))), by up to \(difference.largest) in a channel"
                + " (allowed \(tolerance.channel))\(where_)"
        case .cannotRender(let why):
            return "cannot render snapshot '\(name)': \(why)"
        case .invalidName:
            return "snapshot name '\(name)' cannot name a file: it must not be empty, contain '/' or begin with '.'"
        }
    }

    /// `1.04%`: two decimals, rounded.
    static func percent(_ share: Double) -> String {
        let hundredths = Int((share * 10_000).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)%"
    }
}
