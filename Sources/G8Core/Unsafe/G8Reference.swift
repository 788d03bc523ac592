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

    /// How objects of one class are referred to, found once for the class (a plan finds it
    /// for each of its slots when recorded): a cast to ``G8LifetimeReporting`` costs a
    /// conformance lookup, several hundred instructions, on every reference made.
    enum Kind: Sendable {
        case weak
        case reporting(any G8LifetimeReporting.Type)

        init(of type: AnyObject.Type) {
            if let reporting = type as? any G8LifetimeReporting.Type { self = .reporting(reporting) } else { self = .weak }
        }
    }

    /// A reference to `object`, whose class `kind` was found for: its exact class or a
    /// superclass of it (G8Unsafe.swift, invariant 1).
    init(_ object: AnyObject, kind: Kind) {
        switch kind {
        case .reporting(let type):
            lifetime = G8Reference.lifetime(of: object, as: type)
            unretained = Unmanaged.passUnretained(object)
        case .weak:
            lifetime = nil
            unretained = nil
            weakObject = object
        }
    }

    private static func lifetime<T: G8LifetimeReporting>(of object: AnyObject, as type: T.Type) -> G8Lifetime {
        G8Unsafe.downcast(object, to: T.self).g8Lifetime
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
