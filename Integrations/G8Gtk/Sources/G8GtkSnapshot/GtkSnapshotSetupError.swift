/// A snapshot that cannot be taken at all, whatever the pixels: a bad `G8_RECORD`, modes
/// without a theme manager.
public struct GtkSnapshotSetupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One sentence: what is wrong and what to do.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
