import Foundation

/// What comparing an image with its reference came to.
public enum GtkSnapshotOutcome: Sendable, Equatable {
    /// The image matches its reference within the tolerance; `difference` says by how much it
    /// strays.
    case matched(reference: URL, difference: GtkPixelDifference)
    /// It does not, or the reference was recorded; the failure says which and why.
    case failed(GtkSnapshotFailure)

    /// The failure; nil for a match.
    public var failure: GtkSnapshotFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}
