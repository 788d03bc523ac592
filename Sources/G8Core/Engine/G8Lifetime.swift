import Synchronization

/// A token that said whether an object still existed, for objects that adopted
/// ``G8LifetimeReporting``.
///
/// No longer needed: theme managers and journals refer to every object through an unowned
/// reference, which never keeps the object alive and tells when it has gone, without a token
/// or a weak reference. Kept so that code written for it still builds; the engine never asks
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
