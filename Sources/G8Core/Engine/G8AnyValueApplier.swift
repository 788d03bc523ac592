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
