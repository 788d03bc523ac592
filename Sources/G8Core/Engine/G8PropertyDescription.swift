/// What an applier declares about one of its properties: its name, value type, states and
/// the values it refuses. For tools and tests that compare engines or document keys; styling
/// never needs it.
///
/// ```swift
/// let radius = G8.standard.valueAppliers.lazy.compactMap { $0.property(named: "cornerRadius") }.first
/// radius?.valueTypeName             // "Double"
/// radius?.problem(with: -1.0)      // "Layer.cornerRadius cannot be -1: expected 0 or more"
/// ```
public struct G8PropertyDescription: Sendable {
    /// The name a key uses for the property.
    public var name: String { property.name }
    /// The property's value type, as diagnostics write it: `Color?`, `Double`.
    public var valueTypeName: String { property.valueTypeName }
    /// The state modifiers the property takes, or `nil` when it does not vary by state.
    public var modifierNames: [String]? { property.modifierNames }
    /// What setting the property changes, as its definition states it; nil when it does not.
    public var role: G8PropertyRole? { property.role }
    /// The name of the type whose applier declares the property, such as `Layer`.
    public let objectType: String

    let property: G8AnyProperty

    init(property: G8AnyProperty, objectType: String) {
        self.property = property
        self.objectType = objectType
    }

    /// The message the engine reports when a style gives the property `value` on an object of
    /// ``objectType`` (conversion, the property's check, and `modifiers` against its states),
    /// or nil when it would set it. Nothing is set.
    public func problem(with value: (any G8Value)?, modifiers: [String] = []) -> String? {
        if property.modifierNames == nil, !modifiers.isEmpty {
            return G8SetFailure.modifiersNotSupported(modifiers).kind(property: name, objectType: objectType).message
        }
        return property.validate(value, modifiers)?.kind(property: name, objectType: objectType).message
    }
}

extension G8AnyValueApplier {
    /// The property named `name` that this applier declares; nil for a name it does not
    /// declare and for every name of a closure-form applier, which declares no types.
    public func property(named name: String) -> G8PropertyDescription? {
        properties?[name].map { G8PropertyDescription(property: $0, objectType: typeName) }
    }
}
