/// What looking up a child by name found.
public enum G8ChildLookup {
    /// The child object.
    case object(AnyObject)
    /// The name is a child, but it is `nil` now.
    case isNil
    /// The name is a stored value, not an object: a style cannot be applied to it.
    case value(Any.Type)
    /// No child has that name.
    case notFound
}

/// An object that names its children without reflection.
///
/// The engine finds a keypath component such as `layer` in `"innerView.layer"` by asking the
/// object first, then, when the object does not know the name, by reflecting over the stored
/// properties of its class and every superclass. Widgets adopt this protocol so that lookups
/// are fast and so that computed children (a view's `layer`, a button's `titleLabel`) are found.
///
/// ```swift
/// final class Card: View {
///     let title = Label()
///     override func g8Child(named name: String) -> G8ChildLookup {
///         name == "title" ? .object(title) : super.g8Child(named: name)
///     }
/// }
/// ```
public protocol G8ChildProviding: AnyObject, SendableMetatype {
    /// The child named `name`, or ``G8ChildLookup/notFound`` to let reflection look.
    func g8Child(named name: String) -> G8ChildLookup
    /// The names this object provides, for suggestions and dumps.
    var g8ChildNames: [String] { get }
    /// Children without names, such as a view's subviews, in order: dumps list them.
    var g8Subnodes: [AnyObject] { get }
}

extension G8ChildProviding {
    /// No unnamed children.
    public var g8Subnodes: [AnyObject] { [] }
}

/// A class whose instances can be made without arguments: dumps compare an object with a new
/// instance of its class to show only the properties that differ from the defaults.
public protocol G8DefaultConstructible: AnyObject {
    /// A new instance with every property at its default.
    init()
}

/// Child lookup: explicit first, then reflection over the whole class chain.
enum G8Children {
    static let lazyPrefix = "$__lazy_storage_$_"

    static func lookup(_ name: String, in object: AnyObject) -> G8ChildLookup {
        find(name, hash: G8NameHash.of(name), in: object, kind: G8ChildClass.of(object), access: false).found
    }

    /// How `name` is found on objects of `object`'s class: how a plan reaches the child again.
    enum Access {
        /// A strong reference stored at this byte offset in objects of that exact class.
        case offset(Int)
        /// A function to call: the object's own provider, a declared outlet, or reflection.
        case function(@Sendable (AnyObject) -> G8ChildLookup)
    }

    /// The child `name` of `object`, and when `access` is true, how to find it again on objects
    /// of the same class: asked of the object's own provider, its class's declared outlets, or
    /// reflection; a stored property holding the child is read at its offset.
    /// `hash` is the name's ``G8NameHash/of(_:)``, and `kind` ``G8ChildClass/of(_:)`` for
    /// the object.
    static func find(
        _ name: String, hash: UInt64, in object: AnyObject, kind: G8ChildClass, access: Bool
    ) -> (found: G8ChildLookup, access: Access?) {
        if let provider = kind.provider {
            let found = provider.child(object, name)
            if !found.isNotFound { return (found, access ? .function(provider.accessor(name)) : nil) }
        }
        if kind.outlets != nil {
            switch kind.declaredOutlet(name, hash: hash, in: object) {
            case .offset(let offset):
                return (G8Fields.read(object, at: offset), access ? .offset(offset) : nil)
            case .reader(let outlet):
                return (outlet(object), access ? .function(outlet) : nil)
            case .undeclared:
                break
            }
        }
        if let offset = kind.offset(of: name, hash: hash) {
            return (G8Fields.read(object, at: offset), access ? .offset(offset) : nil)
        }
        let found = reflected(name, in: object)
        guard access else { return (found, nil) }
        if case .object(let child) = found, let offset = G8Fields.learn(name, in: object, holding: child) {
            return (found, .offset(offset))
        }
        return (found, .function(reflectedAccessor(for: name, in: object)))
    }

    /// Reflection that remembers where the stored property is when no offset can be trusted
    /// for it (a nil or weak property): which class in the chain and which field, so it reads
    /// that one field instead of scanning them all; when the field there is not the one named,
    /// it scans as usual.
    private static func reflectedAccessor(for name: String, in object: AnyObject) -> @Sendable (AnyObject) -> G8ChildLookup {
        var mirror: Mirror? = Mirror(reflecting: object)
        var level = 0
        while let current = mirror {
            for (offset, child) in current.children.enumerated() {
                guard let label = child.label, label == name || label == lazyPrefix + name else { continue }
                let level = level
                return { object in
                    var mirror = Mirror(reflecting: object)
                    for _ in 0..<level {
                        guard let parent = mirror.superclassMirror else { return reflected(name, in: object) }
                        mirror = parent
                    }
                    let children = mirror.children
                    guard offset < children.count else { return reflected(name, in: object) }
                    let child = children[children.index(children.startIndex, offsetBy: offset)]
                    guard child.label == label else { return reflected(name, in: object) }
                    return classify(child.value)
                }
            }
            mirror = current.superclassMirror
            level += 1
        }
        return { reflected(name, in: $0) }
    }

    /// The stored property `name` of `object`: read at its offset when one was learned for the
    /// object's class, else found with `Mirror` (and its offset learned, when it holds an object).
    static func reflected(_ name: String, in object: AnyObject) -> G8ChildLookup {
        if let known = G8Fields.read(name, in: object) { return known }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label else { continue }
                if label == name || label == lazyPrefix + name {
                    let found = classify(child.value)
                    if case .object(let value) = found { G8Fields.learn(name, in: object, holding: value) }
                    return found
                }
            }
            mirror = current.superclassMirror
        }
        return .notFound
    }

    /// Child names for suggestions: explicit ones, then stored properties by reflection,
    /// superclass first, leaving out private storage (`_name`) and lazy storage markers.
    static func names(of object: AnyObject) -> [String] {
        var names: [String] = []
        if let provider = object as? any G8ChildProviding { names += provider.g8ChildNames }
        names += declaredOutletNames(of: object).filter { !names.contains($0) }
        var levels: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            levels.append(current)
            mirror = current.superclassMirror
        }
        for level in levels.reversed() {
            for child in level.children {
                guard var label = child.label else { continue }
                if label.hasPrefix(lazyPrefix) { label.removeFirst(lazyPrefix.count) }
                if label.hasPrefix("_") || label.hasPrefix("$") || names.contains(label) { continue }
                guard holdsObject(child.value) else { continue }
                names.append(label)
            }
        }
        return names
    }

    /// Outlets: stored object properties found by reflection, in declaration order (superclass
    /// first), leaving out the children the object provides itself (such as `layer`), in one
    /// pass over the class chain.
    static func outlets(of object: AnyObject) -> [(name: String, object: AnyObject)] {
        let explicit = Set((object as? any G8ChildProviding)?.g8ChildNames ?? [])
        var levels: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            levels.append(current)
            mirror = current.superclassMirror
        }
        var result: [(String, AnyObject)] = []
        var seen: Set<String> = []
        for level in levels.reversed() {
            for child in level.children {
                guard var label = child.label else { continue }
                if label.hasPrefix(lazyPrefix) { label.removeFirst(lazyPrefix.count) }
                if label.hasPrefix("_") || label.hasPrefix("$") || explicit.contains(label) { continue }
                guard seen.insert(label).inserted, case .object(let value) = classify(child.value) else { continue }
                result.append((label, value))
            }
        }
        return result
    }

    /// Whether a stored value is an object or an optional of an object type, even when nil.
    private static func holdsObject(_ value: Any) -> Bool {
        var type: Any.Type = Swift.type(of: value)
        while let optional = type as? any G8OptionalAny.Type { type = optional.g8WrappedType }
        return type is AnyClass
    }

    static func classify(_ value: Any) -> G8ChildLookup {
        var current = value
        while let optional = current as? any G8OptionalAny {
            guard let wrapped = optional.g8Wrapped else { return .isNil }
            current = wrapped
        }
        if type(of: current) is AnyClass { return .object(current as AnyObject) }
        return .value(type(of: current))
    }
}

/// Unwraps an optional held in an `Any`.
protocol G8OptionalAny {
    var g8Wrapped: Any? { get }
    static var g8WrappedType: Any.Type { get }
    static var g8None: Any { get }
    static func g8Wrapping(_ value: any G8Value, target: G8ConversionTarget) -> Result<Any, G8SetFailure>
}

extension Optional: G8OptionalAny {
    var g8Wrapped: Any? { self.map { $0 as Any } }
    static var g8WrappedType: Any.Type { Wrapped.self }
    static var g8None: Any { Optional<Wrapped>.none as Any }
    /// `value` converted to `Wrapped`, as an optional.
    static func g8Wrapping(_ value: any G8Value, target: G8ConversionTarget) -> Result<Any, G8SetFailure> {
        G8Conversion.convert(value, to: Wrapped.self, target: target).map { Optional($0) as Any }
    }
}

extension G8ChildLookup {
    var isNotFound: Bool {
        if case .notFound = self { return true }
        return false
    }

    var object: AnyObject? {
        if case .object(let object) = self { return object }
        return nil
    }
}

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
            child: { object, name in unsafeDowncast(object, to: P.self).g8Child(named: name) },
            accessor: { name in
                { object in
                    guard type(of: object) == P.self else {
                        return (object as? any G8ChildProviding)?.g8Child(named: name) ?? .notFound
                    }
                    return unsafeDowncast(object, to: P.self).g8Child(named: name)
                }
            })
    }
}
