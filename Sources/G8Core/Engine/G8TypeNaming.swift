/// An object that gives the name its type has in diagnostics, when its Swift class does not
/// say it: a wrapper for objects of another type system, such as a GObject whose GType name
/// (`GtkButton`, `MyBadge`) is the type the user knows.
///
/// ```swift
/// final class Node: G8TypeNaming {
///     var g8TypeName: String { gtypeName }      // "GtkButton", not "Node"
/// }
/// ```
///
/// Diagnostics and verbose logs name the object's type with it: `GtkButton has no property
/// 'titel'; did you mean 'title'?`. It is read only when a message is written.
public protocol G8TypeNaming: AnyObject {
    /// The object's type as diagnostics name it.
    var g8TypeName: String { get }
}

extension G8TypeName {
    /// The name of `object`'s type as diagnostics show it: the one it gives when it adopts
    /// ``G8TypeNaming``, else its class's.
    package static func of(object: AnyObject) -> String {
        if let naming = object as? any G8TypeNaming { return naming.g8TypeName }
        return of(type(of: object))
    }
}
