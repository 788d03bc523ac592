import Foundation

/// The files a failed snapshot writes to its artifacts folder.
public struct GtkSnapshotArtifacts: Sendable, Equatable {
    /// The image as rendered: `gallery.dark.actual.png`.
    public var actual: URL?
    /// A copy of the reference: `gallery.dark.reference.png`.
    public var reference: URL?
    /// The difference, differing pixels in red: `gallery.dark.diff.png`.
    public var diff: URL?

    /// Artifacts at the given files.
    public init(actual: URL? = nil, reference: URL? = nil, diff: URL? = nil) {
        self.actual = actual
        self.reference = reference
        self.diff = diff
    }
}
