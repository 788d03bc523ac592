import Synchronization

/// A reference that never keeps its object alive: the object's lifetime token and an unretained
/// reference when it reports its lifetime, else a weak reference in a box of its own.
///
/// An enum of two references, 16 bytes: journals hold one for every value they note, and a
/// struct with a `weak` field in it would be copied and destroyed through the runtime's weak
/// reference functions every time, for objects that report their lifetime too.
enum G8Reference {
    case reporting(G8Lifetime, Unmanaged<AnyObject>)
    case weak(G8WeakBox)

    init(_ object: AnyObject) {
        if let reporting = object as? any G8LifetimeReporting {
            self = .reporting(reporting.g8Lifetime, Unmanaged.passUnretained(object))
        } else {
            self = .weak(G8WeakBox(object))
        }
    }

    /// How objects of one class are referred to, found once for the class (a plan finds it
    /// for each of its slots when recorded): a cast to ``G8LifetimeReporting`` costs a
    /// conformance lookup, several hundred instructions, on every reference made. Sendable:
    /// a metatype is immutable, and the protocol's requirement is only read from the object.
    enum Kind: @unchecked Sendable {
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
        case .reporting(let type): self = .reporting(G8Reference.lifetime(of: object, as: type), Unmanaged.passUnretained(object))
        case .weak: self = .weak(G8WeakBox(object))
        }
    }

    private static func lifetime<T: G8LifetimeReporting>(of object: AnyObject, as type: T.Type) -> G8Lifetime {
        G8Unsafe.downcast(object, to: T.self).g8Lifetime
    }

    /// The object, while it exists.
    var object: AnyObject? {
        switch self {
        case .reporting(let lifetime, let unretained): lifetime.hasEnded ? nil : unretained.takeUnretainedValue()
        case .weak(let box): box.object
        }
    }

    /// Whether the object still exists, found without retaining it when it reports its lifetime.
    var isAlive: Bool {
        switch self {
        case .reporting(let lifetime, _): !lifetime.hasEnded
        case .weak(let box): box.object != nil
        }
    }

    /// Whether this refers to `object`, found without retaining anything.
    func refers(to object: AnyObject) -> Bool {
        switch self {
        case .reporting(let lifetime, let unretained):
            !lifetime.hasEnded && unretained.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
        case .weak(let box): box.object === object
        }
    }
}

/// A weak reference to an object that does not report its lifetime.
final class G8WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
