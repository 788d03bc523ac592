import G8Core

/// A command line that cannot be run; the message says what is wrong and what to type.
public struct UsageError: Error, Sendable {
    /// What is wrong, and what to type.
    public let message: String

    /// An error saying `message`.
    public init(message: String) { self.message = message }
}
