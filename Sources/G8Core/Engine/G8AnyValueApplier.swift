/// A value applier with its object type erased, as the engine stores it.
public struct G8AnyValueApplier: G8ValueApplierProtocol {
    /// The name of the type the applier handles, such as `Label` or `Themeable`.
    public var typeName: String { storage.fields.typeName }
    /// The names of the properties it declares; for the closure form, the keys it lists.
    public var propertyNames: [String] { storage.fields.propertyNames }

    package var classID: ObjectIdentifier? { storage.fields.classID }
    /// The class and its superclasses, most specific first; empty for a protocol applier.
    package var classChain: [ObjectIdentifier] { storage.fields.classChain }
    var matches: @Sendable (AnyObject) -> Bool { storage.fields.matches }
    /// Whether its objects may have another styled in their place (``G8StandInProviding``).
    var standsIn: Bool { storage.fields.standsIn }
    /// Whether it is for a stand-in's class (``G8StandIn``), whose properties no theme is checked against.
    package var isForStandIn: Bool { storage.fields.isForStandIn }
    package var properties: [String: G8AnyProperty]? { storage.fields.properties }
    /// The properties' names ready for each class's table (property form only).
    var declarations: G8Declarations? { storage.fields.declarations }
    var closure: (@Sendable ((any G8Value)?, AnyObject, String, G8Key) -> Bool)? { storage.fields.closure }

    /// Everything the applier holds, in one object (``Storage``): a resolved class copies each
    /// of its appliers into its chain, and a copy then copies one reference rather than every
    /// field.
    private struct Fields: Sendable {
        let typeName: String
        let propertyNames: [String]
        let classID: ObjectIdentifier?
        let classChain: [ObjectIdentifier]
        let matches: @Sendable (AnyObject) -> Bool
        let standsIn: Bool
        let isForStandIn: Bool
        let properties: [String: G8AnyProperty]?
        let declarations: G8Declarations?
        let closure: (@Sendable ((any G8Value)?, AnyObject, String, G8Key) -> Bool)?
    }

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private let storage: Storage

    /// Erases `applier`'s object type.
    public init<T>(_ applier: G8ValueApplier<T>) {
        var chain: [ObjectIdentifier] = []
        var level: AnyClass? = T.self as? AnyClass
        while let cls = level {
            chain.append(ObjectIdentifier(cls))
            level = _getSuperclass(cls)
        }
        let typeName = G8TypeName.of(T.self)
        let classID = (T.self as? AnyClass).map(ObjectIdentifier.init)
        let matches: @Sendable (AnyObject) -> Bool = { $0 is T }
        let standsIn = T.self is any G8StandInProviding.Type
        let isForStandIn = T.self is any G8StandIn.Type
        switch applier.form {
        case .closure(let apply, let keys):
            storage = Storage(Fields(
                typeName: typeName, propertyNames: keys, classID: classID, classChain: chain, matches: matches, standsIn: standsIn, isForStandIn: isForStandIn,
                properties: nil, declarations: nil,
                closure: { value, object, keyString, key in
                    guard let typed = object as? T else { return false }
                    return apply(value, typed, keyString, key)
                }))
        case .properties(let list):
            var table: [String: G8AnyProperty] = [:]
            var names: [String] = []
            for property in list {
                if table[property.name] == nil { names.append(property.name) }
                table[property.name] = G8AnyProperty(property)
            }
            storage = Storage(Fields(
                typeName: typeName, propertyNames: names, classID: classID, classChain: chain, matches: matches, standsIn: standsIn, isForStandIn: isForStandIn,
                properties: table, declarations: G8Declarations(names: names, properties: table), closure: nil))
        }
    }

    /// Itself.
    public func erased() -> G8AnyValueApplier { self }
}
