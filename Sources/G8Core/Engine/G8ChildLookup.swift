/// What looking up a child by name found.
public enum G8ChildLookup {
    /// The child object.
    case object(AnyObject)
    /// The name is a child, but it is `nil` now.
    case isNil
    /// The name is a stored value, not an object: a style cannot be applied to it.
    case value(Any.Type)
    /// No child has that name.
    case notFound
}

extension G8ChildLookup {
    var isNotFound: Bool {
        if case .notFound = self { return true }
        return false
    }

    var object: AnyObject? {
        if case .object(let object) = self { return object }
        return nil
    }
}
