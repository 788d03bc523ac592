import Synchronization

/// A token that says whether an object still exists, for objects that adopt
/// ``G8LifetimeReporting``.
///
/// Not needed: theme managers and journals never keep an object alive, and know when it has
/// gone without a token. It exists so that code written for it builds; the engine never asks
/// for it.
@available(*, deprecated, message: "Not needed: G8 refers to every object without keeping it alive, with no token.")
public final class G8Lifetime: Sendable {
    private let ended = Atomic<Bool>(false)

    /// A token for an object that exists.
    public init() {}

    /// Whether the object has gone: its `deinit` has called ``end()``.
    public var hasEnded: Bool { ended.load(ordering: .acquiring) }

    /// Marks the object as gone.
    public func end() { ended.store(true, ordering: .releasing) }
}
