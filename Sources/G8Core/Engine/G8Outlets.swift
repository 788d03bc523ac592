/// A class that lists its outlets as key paths, so that styles reach them without reflection.
///
/// Outlets are otherwise found by reflecting over the class's stored properties, which is
/// correct but slow; a screen styled often (cells, repeated screens) can declare them instead:
///
/// ```swift
/// final class ProfileScreen: ViewController, G8OutletDeclaring {
///     let name = Label(), avatar = ImageView()
///     static let g8Outlets = G8Outlets<ProfileScreen>(["name": \.name, "avatar": \.avatar])
/// }
/// ```
///
/// Names not listed are still found by reflection.
public protocol G8OutletDeclaring: AnyObject {
    /// The class the key paths start from: the conforming class.
    associatedtype G8OutletRoot: AnyObject
    /// The outlets by name.
    static var g8Outlets: G8Outlets<G8OutletRoot> { get }
}

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
