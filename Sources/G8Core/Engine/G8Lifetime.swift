import Synchronization

/// Says whether an object still exists, so that theme managers and journals can refer to the
/// object without a weak reference.
///
/// A weak reference moves its object's reference counts into a side table for good, and every
/// retain and release of the object takes the runtime's slow path from then on. An object that
/// adopts ``G8LifetimeReporting`` instead hands out a token that its `deinit` ends; a manager
/// holds the token and an unretained reference, and uses the reference only while the token
/// has not ended. The built-in widgets adopt it; other objects are referenced weakly.
public final class G8Lifetime: Sendable {
    private let ended = Atomic<Bool>(false)

    /// A token for an object that exists.
    public init() {}

    /// Whether the object has gone: its `deinit` has called ``end()``.
    public var hasEnded: Bool { ended.load(ordering: .acquiring) }

    /// Marks the object as gone. Call it from the object's `deinit`.
    public func end() { ended.store(true, ordering: .releasing) }
}

