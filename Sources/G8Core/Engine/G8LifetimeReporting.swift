import Synchronization

/// An object that reports its end through a ``G8Lifetime`` token, so that the engine's
/// long-lived references to it need not be weak.
///
/// ```swift
/// final class Canvas: G8LifetimeReporting {
///     let g8Lifetime = G8Lifetime()
///     deinit { g8Lifetime.end() }
/// }
/// ```
public protocol G8LifetimeReporting: AnyObject {
    /// The object's token; the same one every time, ended by the object's `deinit`.
    var g8Lifetime: G8Lifetime { get }
}
