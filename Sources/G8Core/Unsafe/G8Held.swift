/// A weak reference kept in place, in a buffer's memory: nil once its object is gone.
///
/// A plan's values buffer holds one for its root alone: the other objects a style sets values
/// on are found again from the root when their values go back (``G8PlanValues``), since a weak
/// reference moves its object's reference counts to a side table for good.
package struct G8WeakObject {
    package weak var object: AnyObject?

    package init(_ object: AnyObject?) { self.object = object }
}

/// Keeps an object's memory, never the object: an unowned reference that is never read.
///
/// When the last strong reference to an object goes, the object is deinitialized at once, but
/// its memory is freed only once no unowned reference to it is left. While an anchor exists no
/// other object can be made at that address, so the `ObjectIdentifier` noted beside it stays
/// the identity of that one object, gone or not: an object found later with that identity is
/// the very object the anchor was made for, and alive (it was found). Plain safe Swift: the
/// reference is never read, so it can never trap; copying an anchor copies the reference.
package struct G8Anchor {
    /// Held, never read.
    private unowned(safe) let held: AnyObject

    package init(_ object: AnyObject) { held = object }
}
