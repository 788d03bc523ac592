/// What setting a property changes: how an object looks, what it says, or how it behaves.
///
/// A property's role is part of its definition, stated where its applier declares it, and
/// read by whoever must tell a change of look from a change of words: a remote theme update,
/// which by default may change the look and nothing else (`G8RemotePolicy`).
///
/// ```swift
/// G8ValueApplier<Badge>(properties: [
///     G8Property("badgeColor", \.badgeColor),          // look: the applier's role below
///     G8Property("caption", \.caption).marked(.content), // the words a user reads
/// ], role: .look)
/// ```
///
/// A property that states no role, and a key no applier declares, count as ``content``: a key
/// is trusted as look only when its definition says so. The role of a key name is the most
/// guarded role any applier gives a property of that name (``content`` over ``behavior`` over
/// ``look``), since a theme's keys are checked before the objects they reach are known.
public enum G8PropertyRole: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// How the object looks: colours, fonts, metrics, radii, borders, shadows, images, layout.
    case look
    /// What the object says or leads to: text, titles, placeholders, markup, links, raw
    /// style sheets that can generate text.
    case content
    /// How the object behaves: whether it is hidden, enabled, editable, its value or tag.
    case behavior

    /// `look`, `content` or `behavior`.
    public var description: String { rawValue }

    /// How guarded the role is: a name declared with several roles takes the most guarded.
    package var rank: Int {
        switch self {
        case .look: 0
        case .behavior: 1
        case .content: 2
        }
    }
}
