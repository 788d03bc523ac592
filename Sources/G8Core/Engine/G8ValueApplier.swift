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
        case closure(Apply, keys: [String], roles: [String: G8PropertyRole])
        case properties([G8Property<T>])
    }

    let form: Form

    /// An applier from a G8-style closure.
    ///
    /// - Parameters:
    ///   - keys: the property names the closure handles, if you list them: the engine then
    ///     suggests them for misspelt keys ("did you mean 'badgeColor'?").
    ///   - roles: what setting each listed key changes (``G8PropertyRole``); a key without a
    ///     role here counts as ``G8PropertyRole/content``.
    ///   - apply: called with each value, object and key; returns whether it handled the key.
    public init(keys: [String] = [], roles: [String: G8PropertyRole] = [:], _ apply: @escaping Apply) {
        form = .closure(apply, keys: keys, roles: roles)
    }

    /// An applier from a list of properties. Where two have the same name, the last one counts.
    ///
    /// - Parameters:
    ///   - properties: the properties, each with its name, type and accessors.
    ///   - role: the role of each property that does not state its own with
    ///     ``G8Property/marked(_:)``; nil leaves them unstated, which counts as
    ///     ``G8PropertyRole/content``.
    public init(properties: [G8Property<T>], role: G8PropertyRole? = nil) {
        form = .properties(role.map { role in properties.map { $0.role == nil ? $0.marked(role) : $0 } } ?? properties)
    }

    /// The names of the properties this applier declares; for the closure form, its `keys`.
    public var propertyNames: [String] {
        switch form {
        case .properties(let list): list.map(\.name)
        case .closure(_, let keys, _): keys
        }
    }

    /// The applier in the form the engine stores.
    public func erased() -> G8AnyValueApplier {
        G8AnyValueApplier(self)
    }
}

