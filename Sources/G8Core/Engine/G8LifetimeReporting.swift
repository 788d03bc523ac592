/// An object that reports its end through a ``G8Lifetime`` token.
///
/// Not needed: theme managers and journals never keep an object alive, know when it has gone
/// without a token, and never ask for one. It exists so that code that adopts it builds.
@available(*, deprecated, message: "Not needed: G8 refers to every object without keeping it alive, with no token.")
public protocol G8LifetimeReporting: AnyObject {
    /// The object's token.
    var g8Lifetime: G8Lifetime { get }
}
