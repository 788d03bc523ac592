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

/// An object that reports its end through a ``G8Lifetime`` token, so that the engine's
/// long-lived references to it need not be weak.
///
/// ```swift
/// final class Canvas: G8LifetimeReporting {
///     let g8Lifetime = G8Lifetime()
///     deinit { g8Lifetime.end() }
/// }
/// ```
public protocol G8LifetimeReporting: AnyObject {
    /// The object's token; the same one every time, ended by the object's `deinit`.
    var g8Lifetime: G8Lifetime { get }
}

/// A reference that never keeps its object alive: the object's lifetime token and an unretained
/// reference when it reports its lifetime, else a weak reference.
struct G8Reference {
    private let lifetime: G8Lifetime?
    private let unretained: Unmanaged<AnyObject>?
    private weak var weakObject: AnyObject?

    init(_ object: AnyObject) {
        if let reporting = object as? any G8LifetimeReporting {
            lifetime = reporting.g8Lifetime
            unretained = Unmanaged.passUnretained(object)
        } else {
            lifetime = nil
            unretained = nil
            weakObject = object
        }
    }

    /// The object, while it exists.
    var object: AnyObject? {
        if let lifetime, let unretained { return lifetime.hasEnded ? nil : unretained.takeUnretainedValue() }
        return weakObject
    }

    /// Whether the object still exists, found without retaining it when it reports its lifetime.
    var isAlive: Bool {
        if let lifetime { return !lifetime.hasEnded }
        return weakObject != nil
    }

    /// Whether this refers to `object`, found without retaining anything.
    func refers(to object: AnyObject) -> Bool {
        if let lifetime, let unretained { return !lifetime.hasEnded && unretained.toOpaque() == Unmanaged.passUnretained(object).toOpaque() }
        return weakObject === object
    }
}
