/// An object that has another styled in its place at times: a wrapper for a toolkit's object
/// whose properties may be set only on the toolkit's thread hands the engine, on any other
/// thread, an object that refuses every value with an error saying why.
///
/// ```swift
/// final class Node: G8StandInProviding {
///     var g8StandIn: AnyObject? { isToolkitThread ? nil : Refusing(standingFor: self) }
/// }
/// ```
///
/// The engine asks the object given to an application (``G8/applyStyle(_:to:)`` and every
/// other way in, a theme manager's included) and styles the stand-in instead, as a root of
/// its own: the plans it replays are the stand-in's class's, never the object's. It asks
/// only when one of its appliers is for a class that adopts this protocol, so that an engine
/// for other objects does not pay for the question on every application. A child is not
/// asked: an object whose children may stand in for themselves hands them out from
/// ``G8ChildProviding/g8Child(named:)``.
public protocol G8StandInProviding: AnyObject {
    /// The object to style in this one's place now, or nil to style this one.
    var g8StandIn: AnyObject? { get }
}

extension G8 {
    /// The object to style in `object`'s place, when the engine has an applier for a class
    /// that adopts ``G8StandInProviding`` and `object` names one now; nil to style `object`.
    @inline(__always)
    func standIn(for object: AnyObject) -> AnyObject? {
        guard registry.usesStandIns else { return nil }
        return (object as? any G8StandInProviding)?.g8StandIn
    }
}

/// The class of a stand-in (``G8StandInProviding``) whose appliers refuse every value: they
/// declare the keys it refuses, not properties of the objects a theme is written for, so a
/// theme is not checked against them: a theme's `"ellipsize": "ned"` is told what the
/// widgets' own `ellipsize` expects, not that a stand-in refuses it.
///
/// ```swift
/// final class Refusing: G8StandIn { … }
/// g8.add(valueAppliers: [G8ValueApplier<Refusing>(properties: everyKeyRefused)])
/// ```
public protocol G8StandIn: AnyObject {}
