/// An object that reports its end through a ``G8Lifetime`` token.
///
/// Not needed: theme managers and journals refer to every object through an unowned
/// reference, which never keeps the object alive and tells when it has gone, and never ask
/// for the token. It exists so that code that adopts it builds.
@available(*, deprecated, message: "Not needed: G8 refers to every object without keeping it alive, with no token.")
public protocol G8LifetimeReporting: AnyObject {
    /// The object's token.
    var g8Lifetime: G8Lifetime { get }
}
