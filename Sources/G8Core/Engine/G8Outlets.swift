
/// Outlets of `Root` by name: key paths (or functions) from the root to each outlet.
public struct G8Outlets<Root: AnyObject>: Sendable {
    private let table: [String: @Sendable (Root) -> AnyObject?]

    /// The outlets' names, sorted.
    public let names: [String]

    /// Outlets from names and key paths to properties holding objects, optionals too:
    /// `["title": \.title, "avatar": \.avatar]`.
    public init(_ outlets: [String: @Sendable (Root) -> AnyObject?]) {
        self.table = outlets
        self.names = outlets.keys.sorted()
    }

    /// A function reading outlet `name` from an object that is a `Root`, if `name` is listed.
    func reader(for name: String) -> (@Sendable (AnyObject) -> G8ChildLookup)? {
        guard let read = table[name] else { return nil }
        return { object in
            guard let root = object as? Root else { return .notFound }
            return read(root).map { .object($0) } ?? .isNil
        }
    }
}

extension G8Children {
    /// The names of the outlets `object`'s class declares.
    static func declaredOutletNames(of object: AnyObject) -> [String] {
        guard let declaring = type(of: object) as? any G8OutletDeclaring.Type else { return [] }
        return names(declaring)
    }

    private static func names<T: G8OutletDeclaring>(_ type: T.Type) -> [String] {
        T.g8Outlets.names
    }
}
