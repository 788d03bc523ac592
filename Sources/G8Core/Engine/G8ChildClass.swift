/// How children are found on objects of one class: whether the class provides children itself
/// and declares outlets, worked out once per class instead of with two protocol casts on every
/// lookup. Like field offsets, these are facts about the class, shared by every engine.
final class G8ChildClass: Sendable {
    /// Asking objects of the class for their children, without a protocol cast.
    struct Provider: Sendable {
        /// The object's `g8Child(named:)`, for objects of exactly the class.
        let child: @Sendable (AnyObject, String) -> G8ChildLookup
        /// A function asking for one name, that checks the class first: what plans keep.
        let accessor: @Sendable (String) -> @Sendable (AnyObject) -> G8ChildLookup
    }

    let provider: Provider?
    /// The reader of a declared outlet, when the class declares one of that name.
    let outlets: (@Sendable (String) -> (@Sendable (AnyObject) -> G8ChildLookup)?)?
    /// Where stored properties holding objects are, by name, as ``G8Fields`` learns them.
    private let offsets = G8Locked(G8NameTable<Int>())
    /// How each declared outlet looked up so far is read, by name.
    private let declared = G8Locked(G8NameTable<DeclaredOutlet>())

    /// How a declared outlet is read.
    enum DeclaredOutlet: Sendable {
        /// At this offset: the outlet is the stored property of its name (one load, not a
        /// key path), confirmed when it was first read.
        case offset(Int)
        /// Through the declared key path.
        case reader(@Sendable (AnyObject) -> G8ChildLookup)
        /// The class declares no outlet of that name.
        case undeclared
    }

    /// How the declared outlet `name` (hash `hash`) is read on objects of the class, worked out
    /// on `object` the first time: an outlet that is the stored property of the same name
    /// holding the same object is read at its offset. An outlet that is nil then is read
    /// through its key path and looked at again next time.
    func declaredOutlet(_ name: String, hash: UInt64, in object: AnyObject) -> DeclaredOutlet {
        if let known = declared.withLock({ $0.value(for: name, hash: hash) }) { return known }
        guard let reader = outlets?(name) else {
            declared.withLock { $0.set(.undeclared, for: name, hash: hash) }
            return .undeclared
        }
        guard case .object(let child) = reader(object) else { return .reader(reader) }
        let outlet: DeclaredOutlet = G8Fields.learn(name, in: object, holding: child).map { .offset($0) } ?? .reader(reader)
        declared.withLock { $0.set(outlet, for: name, hash: hash) }
        return outlet
    }

    /// The learned offset of the stored property `name`, if any.
    func offset(of name: String) -> Int? {
        offset(of: name, hash: G8NameHash.of(name))
    }

    /// The learned offset of the stored property `name`, whose hash is `hash`, if any.
    func offset(of name: String, hash: UInt64) -> Int? {
        offsets.withLock { $0.value(for: name, hash: hash) }
    }

    /// Records where the stored property `name` is; see ``G8Fields/learn(_:in:holding:)``.
    func learn(_ name: String, offset: Int) {
        let hash = G8NameHash.of(name)
        offsets.withLock { $0.set(offset, for: name, hash: hash) }
    }

    private static let known = G8Locked<[ObjectIdentifier: G8ChildClass]>([:])

    private init(_ object: AnyObject) {
        if let providing = object as? any G8ChildProviding {
            provider = G8ChildClass.provider(for: providing)
        } else {
            provider = nil
        }
        if let declaring = type(of: object) as? any G8OutletDeclaring.Type {
            outlets = G8ChildClass.outlets(of: declaring)
        } else {
            outlets = nil
        }
    }

    /// What is known of `object`'s class.
    static func of(_ object: AnyObject) -> G8ChildClass {
        let id = ObjectIdentifier(type(of: object))
        if let kind = known.withLock({ $0[id] }) { return kind }
        let kind = G8ChildClass(object)
        known.withLock { $0[id] = kind }
        return kind
    }

    private static func outlets<T: G8OutletDeclaring>(of type: T.Type) -> @Sendable (String) -> (@Sendable (AnyObject) -> G8ChildLookup)? {
        let outlets = T.g8Outlets
        return { name in outlets.reader(for: name) }
    }

    private static func provider<P: G8ChildProviding>(for provider: P) -> Provider {
        Provider(
            child: { object, name in (object as? P)?.g8Child(named: name) ?? .notFound },
            accessor: { name in
                { object in
                    guard type(of: object) == P.self else {
                        return (object as? any G8ChildProviding)?.g8Child(named: name) ?? .notFound
                    }
                    return (object as? P)?.g8Child(named: name) ?? .notFound
                }
            })
    }
}
