/// Settings that other parts of the library keep on an engine, each under the type that
/// defines it (the theme loader's token types, for one): the engine stores and copies them
/// without knowing what they are.
package struct G8Settings: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// The setting `key` defines, or its default when none was set.
    package subscript<Key: G8SettingKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A setting kept in ``G8Settings``: its type and its value when none was set.
package protocol G8SettingKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}
