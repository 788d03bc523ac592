import Foundation

/// A value behind a lock.
///
/// Built on `NSLock` (a pthread mutex), not `Synchronization.Mutex`: on Linux `Mutex` is a
/// futex that ThreadSanitizer cannot see, so TSan would report races where there are none,
/// and CI runs the suite under TSan. The class is `@unchecked Sendable` because every access
/// to `value` goes through `lock`.
package final class G8Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
