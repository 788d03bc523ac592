import Synchronization

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
