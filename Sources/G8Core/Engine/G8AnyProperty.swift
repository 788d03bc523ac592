/// A property with its object type erased. A class: the engine passes properties around on
/// every value it sets, and passing one then copies one reference rather than each closure.
package final class G8AnyProperty: Sendable {
    let name: String
    /// `name`'s hash (`hashValue`), made once: journals key the values they keep by it.
    let nameHash: Int
    package let valueTypeName: String
    package let modifierNames: [String]?
    /// What setting the property changes, as its definition states it; nil when it does not.
    package let role: G8PropertyRole?
    let set: @Sendable (AnyObject, (any G8Value)?, [String]) -> G8SetFailure?
    let get: @Sendable (AnyObject, String?) -> Any?
    /// What a journal keeps before the property is set: `get`, or the property's `keep`.
    let keep: @Sendable (AnyObject, String?) -> Any?
    /// Whether the property keeps more than its value (it has a `keep`): its setter changes
    /// other properties too.
    let keepsMore: Bool
    /// See ``G8Property/check``: conversion and `validate`, what a theme's load checks.
    package let check: @Sendable ((any G8Value)?) -> Result<(any G8Value)?, G8SetFailure>
    /// See ``G8Property/checkingWhenApplied(_:)``: run on a converted value when it is applied.
    package let appliedCheck: (@Sendable (any G8Value) -> String?)?
    let restore: @Sendable (AnyObject, Any, String?) -> Void
    let prepare: @Sendable ((any G8Value)?, [String]) -> G8PreparedSetter?
    let valueSchema: @Sendable () -> G8JSON

    /// The property's value on `object` for the state named (or the default), as the journal
    /// keeps it: the value itself, not wrapped in an optional, so that putting it back casts
    /// it straight to the property's type; an empty optional when `object` has not the
    /// property's object type.
    func read(_ object: AnyObject, _ modifier: String?) -> Any {
        if let value = keep(object, modifier) { return value }
        return Any?.none as Any
    }

    /// What setting the value would report, without setting it: conversion, checks and modifiers.
    func validate(_ value: (any G8Value)?, _ modifiers: [String]) -> G8SetFailure? {
        if let names = modifierNames {
            for modifier in modifiers where !names.contains(modifier) {
                return .unknownModifier(modifier, suggestion: G8Suggestion.nearest(to: modifier, in: names))
            }
        }
        if case .failure(let failure) = checkAsApplied(value) { return failure }
        return nil
    }

    /// ``check``, then ``appliedCheck``: what applying the value would find, without applying
    /// it (a lint's check, and a strict engine's validation).
    package func checkAsApplied(_ value: (any G8Value)?) -> Result<(any G8Value)?, G8SetFailure> {
        let result = check(value)
        if let appliedCheck, let refusal = G8Property<AnyObject>.appliedRefusal(of: value, converted: result, check: appliedCheck) {
            return .failure(refusal)
        }
        return result
    }

    init<T>(_ property: G8Property<T>) {
        name = property.name
        nameHash = property.name.hashValue
        valueTypeName = property.valueTypeName
        modifierNames = property.modifierNames
        role = property.role
        check = property.check
        appliedCheck = property.appliedCheck
        // A first application sets every value through `set`, and journals read and put back
        // values on every registration and switch. When `T` is a class, its instances are
        // found by comparing the object's class and superclasses with it
        // (`G8Unsafe.withInstance`): `as? T` in this generic context builds `Optional<T>`'s
        // metadata at run time on every call.
        if let cls = T.self as? AnyClass {
            let id = ObjectIdentifier(cls)
            set = { object, value, modifiers in
                G8Unsafe.withInstance(object, of: id, as: T.self) { property.set($0, value, modifiers) } otherwise: {
                    G8AnyProperty.mismatch(T.self, object)
                }
            }
            get = { object, modifier in
                G8Unsafe.withInstance(object, of: id, as: T.self) { property.get($0, modifier) } otherwise: { nil }
            }
            restore = { object, previous, modifier in
                G8Unsafe.withInstance(object, of: id, as: T.self) { property.restore($0, previous, modifier) } otherwise: {}
            }
            let kept = property.keep ?? property.get
            keep = { object, modifier in
                G8Unsafe.withInstance(object, of: id, as: T.self) { kept($0, modifier) } otherwise: { nil }
            }
        } else {
            set = { object, value, modifiers in
                guard let typed = object as? T else { return G8AnyProperty.mismatch(T.self, object) }
                return property.set(typed, value, modifiers)
            }
            get = { object, modifier in (object as? T).map { property.get($0, modifier) } }
            restore = { object, previous, modifier in
                if let typed = object as? T { property.restore(typed, previous, modifier) }
            }
            let kept = property.keep ?? property.get
            keep = { object, modifier in (object as? T).map { kept($0, modifier) } }
        }
        prepare = property.prepare
        valueSchema = property.valueSchema
        keepsMore = property.keep != nil
    }

    /// The failure for `object`, which has not the property's object type `type`.
    private static func mismatch(_ type: Any.Type, _ object: AnyObject) -> G8SetFailure {
        .typeMismatch(expected: G8TypeName.of(type), actual: G8TypeName.of(Swift.type(of: object)))
    }
}
