/// An object that reported its end through a ``G8Lifetime`` token.
///
/// No longer needed: theme managers and journals refer to every object through an unowned
/// reference, which never keeps the object alive and tells when it has gone, and no longer ask
/// for the token. Kept so that code that adopted it still builds.
@available(*, deprecated, message: "Not needed: G8 refers to every object without keeping it alive, with no token.")
public protocol G8LifetimeReporting: AnyObject {
    /// The object's token.
    var g8Lifetime: G8Lifetime { get }
}
