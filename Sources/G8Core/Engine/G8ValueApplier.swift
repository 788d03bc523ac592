/// Sets style values on objects of type `T`: a class, or a protocol that classes adopt.
///
/// An applier comes in two forms. The **property form** lists each property with its name and
/// key path, so the engine knows names and types, converts values and reports mismatches:
///
/// ```swift
/// let avatar = G8ValueApplier<AvatarView>(properties: [
///     G8Property("badgeColor", \.badgeColor),
/// ])
/// ```
///
/// The **closure form** is G8's: a closure that switches on the key and returns whether it
/// handled it. Use ``G8/applyValue(_:to:at:)`` inside it
/// so that a value of the wrong type is reported as an error, not as handled:
///
/// ```swift
/// let avatar = G8ValueApplier<AvatarView> { value, object, keyString, key in
///     switch keyString {
///     case "badgeColor": G8.applyValue(value, to: object, at: \.badgeColor)
///     default: return false
///     }
///     return true
/// }
/// ```
///
/// Register appliers with ``G8/add(valueApplier:)``. For an object, the engine tries the
/// appliers for its own class first, then those for protocols it conforms to, then those for
/// each superclass in turn; among appliers for the same type, the one added last comes first.
/// The first applier that handles a key wins.
public struct G8ValueApplier<T>: G8ValueApplierProtocol {
    /// The closure form's signature: the value, the object, the property name (the key's last
    /// component without state modifiers) and the whole key. Returns whether it handled the key.
    public typealias Apply = @Sendable (
        _ value: (any G8Value)?, _ object: T, _ keyString: String, _ key: G8Key
    ) -> Bool

    enum Form: Sendable {
        case closure(Apply, keys: [String])
        case properties([G8Property<T>])
    }

    let form: Form

    /// An applier from a G8-style closure.
    ///
    /// - Parameters:
    ///   - keys: the property names the closure handles, if you list them: the engine then
    ///     suggests them for misspelt keys ("did you mean 'badgeColor'?").
    ///   - apply: called with each value, object and key; returns whether it handled the key.
    public init(keys: [String] = [], _ apply: @escaping Apply) {
        form = .closure(apply, keys: keys)
    }

    /// An applier from a list of properties. Where two have the same name, the last one counts.
    public init(properties: [G8Property<T>]) {
        form = .properties(properties)
    }

    /// The names of the properties this applier declares; for the closure form, its `keys`.
    public var propertyNames: [String] {
        switch form {
        case .properties(let list): list.map(\.name)
        case .closure(_, let keys): keys
        }
    }

    /// The applier in the form the engine stores.
    public func erased() -> G8AnyValueApplier {
        G8AnyValueApplier(self)
    }
}

/// A value applier of any object type: what ``G8/add(valueAppliers:)`` takes.
public protocol G8ValueApplierProtocol: Sendable {
    /// The applier in the form the engine stores.
    func erased() -> G8AnyValueApplier
}

/// A value applier with its object type erased, as the engine stores it.
public struct G8AnyValueApplier: G8ValueApplierProtocol {
    /// The name of the type the applier handles, such as `Label` or `Themeable`.
    public let typeName: String
    /// The names of the properties it declares; for the closure form, the keys it lists.
    public let propertyNames: [String]

    let classID: ObjectIdentifier?
    /// The class and its superclasses, most specific first; empty for a protocol applier.
    let classChain: [ObjectIdentifier]
    let matches: @Sendable (AnyObject) -> Bool
    let properties: [String: G8AnyProperty]?
    /// The properties' names ready for each class's table (property form only).
    let declarations: G8Declarations?
    let closure: (@Sendable ((any G8Value)?, AnyObject, String, G8Key) -> Bool)?

    /// Erases `applier`'s object type.
    public init<T>(_ applier: G8ValueApplier<T>) {
        typeName = G8TypeName.of(T.self)
        classID = (T.self as? AnyClass).map(ObjectIdentifier.init)
        var chain: [ObjectIdentifier] = []
        var level: AnyClass? = T.self as? AnyClass
        while let cls = level {
            chain.append(ObjectIdentifier(cls))
            level = _getSuperclass(cls)
        }
        classChain = chain
        matches = { $0 is T }
        switch applier.form {
        case .closure(let apply, let keys):
            propertyNames = keys
            properties = nil
            declarations = nil
            closure = { value, object, keyString, key in
                guard let typed = object as? T else { return false }
                return apply(value, typed, keyString, key)
            }
        case .properties(let list):
            var table: [String: G8AnyProperty] = [:]
            var names: [String] = []
            for property in list {
                if table[property.name] == nil { names.append(property.name) }
                table[property.name] = G8AnyProperty(property)
            }
            propertyNames = names
            properties = table
            declarations = G8Declarations(names: names, properties: table)
            closure = nil
        }
    }

    /// Itself.
    public func erased() -> G8AnyValueApplier { self }
}

/// A property with its object type erased. A class: the engine passes properties around on
/// every value it sets, and a reference is one retain where a struct of closures is six.
final class G8AnyProperty: Sendable {
    let name: String
    let valueTypeName: String
    let modifierNames: [String]?
    let set: @Sendable (AnyObject, (any G8Value)?, [String]) -> G8SetFailure?
    let get: @Sendable (AnyObject, String?) -> Any?
    let check: @Sendable ((any G8Value)?) -> Result<Any, G8SetFailure>
    let restore: @Sendable (AnyObject, Any, String?) -> Void
    let prepare: @Sendable ((any G8Value)?, [String]) -> G8PreparedSetter?
    let valueSchema: @Sendable () -> G8JSON

    /// What setting the value would report, without setting it: conversion, checks and modifiers.
    func validate(_ value: (any G8Value)?, _ modifiers: [String]) -> G8SetFailure? {
        if let names = modifierNames {
            for modifier in modifiers where !names.contains(modifier) {
                return .unknownModifier(modifier, suggestion: G8Suggestion.nearest(to: modifier, in: names))
            }
        }
        if case .failure(let failure) = check(value) { return failure }
        return nil
    }

    init<T>(_ property: G8Property<T>) {
        name = property.name
        valueTypeName = property.valueTypeName
        modifierNames = property.modifierNames
        check = property.check
        set = { object, value, modifiers in
            guard let typed = object as? T else {
                return .typeMismatch(expected: G8TypeName.of(T.self), actual: G8TypeName.of(type(of: object)))
            }
            return property.set(typed, value, modifiers)
        }
        get = { object, modifier in (object as? T).map { property.get($0, modifier) } }
        restore = { object, previous, modifier in
            if let typed = object as? T { property.restore(typed, previous, modifier) }
        }
        prepare = property.prepare
        valueSchema = property.valueSchema
    }
}
