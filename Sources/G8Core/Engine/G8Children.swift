

/// Child lookup: explicit first, then reflection over the whole class chain.
package enum G8Children {
    static let lazyPrefix = "$__lazy_storage_$_"

    package static func lookup(_ name: String, in object: AnyObject) -> G8ChildLookup {
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
    package static func names(of object: AnyObject) -> [String] {
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
    /// walk over the class chain.
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
        unwrappedType(of: value) is AnyClass
    }

    /// The type of a stored value with every optional around it unwrapped, even when nil.
    private static func unwrappedType(of value: Any) -> Any.Type {
        var type: Any.Type = Swift.type(of: value)
        while let optional = type as? any G8OptionalAny.Type { type = optional.g8WrappedType }
        return type
    }

    static func classify(_ value: Any) -> G8ChildLookup {
        var current = value
        while let optional = current as? any G8OptionalAny {
            guard let wrapped = optional.g8Wrapped else {
                // A nil of a value type (a font, a color) is a value all the same: no style
                // applies to it whatever it holds. Said so now, a validation predicts what an
                // application reports once an earlier entry has set it.
                let type = unwrappedType(of: current)
                if !(type is AnyClass), type is any G8Value.Type { return .value(type) }
                return .isNil
            }
            current = wrapped
        }
        if type(of: current) is AnyClass { return .object(current as AnyObject) }
        return .value(type(of: current))
    }
}

