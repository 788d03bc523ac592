import G8Core

/// A command line that cannot be run; the message says what is wrong and what to type.
struct UsageError: Error {
    let message: String
}
