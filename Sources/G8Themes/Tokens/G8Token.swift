import Foundation
import G8Core

/// A design token as loaded: its path, `$type`, value for the theme's mode and description.
public struct G8Token: Sendable, Equatable {
    /// The dotted path, such as `color.brand`.
    public let path: String
    /// The `$type`, own, inherited from a group, or taken from the token it aliases.
    public let type: String?
    /// The value with aliases resolved, for the theme's mode.
    public let value: G8JSON
    /// The `$description`, if any.
    public let description: String?
    /// The modes with their own value in `$modes`.
    public let modes: [String]
    /// The `$extensions`, kept as written for the tools that read them.
    public var extensions: G8JSON? = nil
    /// Whether the token, or a group of it, is marked `$deprecated`.
    public var isDeprecated = false
    /// The `$deprecated` message, when one is given.
    public var deprecationMessage: String? = nil
}
