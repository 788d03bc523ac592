import Foundation
import G8Core
import G8Themes

/// What a remote theme's update may set: by default the look (``lookOnly``), never the words
/// and links a user reads.
///
/// A server that can restyle an app should not be able to rewrite it: change a button's
/// title, a label's text, a placeholder, a link, markup or a raw style sheet. A policy judges
/// each entry of an update as it is merged, before the result is checked or used (each style
/// key, `superStyle`, style removed whole and token), and an update with any entry it refuses
/// is refused **whole**: one error of code `G8Diagnostic.Code.refusedByPolicy` for each such
/// entry, naming its keypath from the document's root, the key, why, and the update's line and
/// column. The theme in use and the saved update stay as they were.
///
/// ```swift
/// G8RemoteTheme(bundled: bundled, url: url, cacheDirectory: caches, engine: g8)   // .lookOnly
/// G8RemoteTheme(…, policy: .allowingKeys(["title"]))     // look, and buttons' titles too
/// G8RemoteTheme(…, policy: .tokensOnly)                  // token values; styles as shipped
/// G8RemoteTheme(…, policy: .lookOnly.refusing(keys: ["font"]))
/// G8RemoteTheme(…, policy: G8RemotePolicy { $0.role == .look && !$0.keyPath.hasPrefix("styles.checkout.") })
/// ```
///
/// ### What counts as look
///
/// An entry's ``Entry/role`` comes from the definition of what it sets, not from a list here:
///
/// - A style key is the role its property states (`G8Property.marked(_:)`, or its applier's
///   `role:`), the most guarded of the properties of that name. The widgets' appliers mark
///   colours, fonts, metrics, radii, borders, shadows, images and layout `look`; `text`,
///   `title`, `placeholder` `content`; `isHidden`, `isEnabled`, `value` and the like
///   `behavior`. G8Gtk marks its model keys the same way, `css` content, and of the GObject
///   properties only a list of look properties (alignment, margins, wrapping, spacing…) look:
///   `label`, `use-markup`, `uri` and every other stay content.
/// - **A key no applier marks counts as content**: a property of your own applier, and a key
///   no applier declares, are refused by ``lookOnly`` until you mark them `.look`.
/// - `superStyle` counts as content (it chooses which styles apply, and with them their words),
///   as does `null` for a style or a child's style (it removes their words with their look).
/// - A token is look, except a `string` token (content: a style may set it as a label's text), a
///   `boolean` token (behaviour) and a token whose type is not known (content).
///
/// Local themes (files, watchers, the bundled theme) are never judged: only updates from
/// ``G8RemoteTheme``, when fetched and when read back from its cache at launch.
public struct G8RemotePolicy: Sendable {
    /// One thing an update sets, as a policy judges it.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// What kind of entry it is.
        public enum Kind: String, Sendable, Hashable {
            /// A style key naming a property: `label1.text`, `titleColor:disabled`.
            case property
            /// A style's `superStyle`.
            case superStyle
            /// `null` for a style or a child's nested style, which removes it whole.
            case removal
            /// A style key that no applier declares.
            case undeclared
            /// A token's value.
            case token
        }

        /// The keypath from the update's root: `styles.profile.label1.text`, `tokens.color.brand`.
        ///
        /// Made each time it is read, as is ``key``: a policy that judges by ``kind`` and
        /// ``role`` makes no string for the entries it allows.
        public var keyPath: String {
            switch written {
            case .update(let entry): entry.path
            case .strings(let keyPath, _): keyPath
            }
        }
        /// The name judged: the property's name without child path or states (`text`),
        /// `superStyle`, the style or child removed, or the token's path (`color.brand`).
        public var key: String {
            switch written {
            case .update(let entry): entry.name
            case .strings(_, let key): key
            }
        }
        /// What kind of entry it is.
        public let kind: Kind
        /// What the entry changes: the role its definition states, or `G8PropertyRole.content`
        /// when none does (``isRoleStated`` is then false).
        public let role: G8PropertyRole
        /// Whether a definition states ``role``; false for keys no applier marks, undeclared
        /// keys, `superStyle`, removals and tokens of unknown type.
        public let isRoleStated: Bool

        /// Where ``keyPath`` and ``key`` are made from.
        private enum Written: Sendable {
            case update(G8UpdateEntry)
            case strings(keyPath: String, key: String)
        }
        private let written: Written

        /// Makes an entry, for testing a policy of your own.
        public init(keyPath: String, key: String, kind: Kind, role: G8PropertyRole, isRoleStated: Bool = true) {
            written = .strings(keyPath: keyPath, key: key)
            self.kind = kind
            self.role = role
            self.isRoleStated = isRoleStated
        }

        init(_ entry: G8UpdateEntry) {
            written = .update(entry)
            kind = Kind(entry.kind)
            role = entry.role ?? .content
            isRoleStated = entry.role != nil
        }

        /// Whether two entries have the same keypath, key, kind and role.
        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.kind == rhs.kind && lhs.role == rhs.role && lhs.isRoleStated == rhs.isRoleStated
                && lhs.keyPath == rhs.keyPath && lhs.key == rhs.key
        }

        /// Hashes the keypath, key, kind and role.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(keyPath)
            hasher.combine(key)
            hasher.combine(kind)
            hasher.combine(role)
            hasher.combine(isRoleStated)
        }

        /// `styles.profile.label1.text (property text, content)`.
        public var description: String {
            "\(keyPath) (\(kind) \(key), \(role)\(isRoleStated ? "" : ", unstated"))"
        }
    }

    private let decide: @Sendable (Entry) -> Bool
    /// The decision from an entry's kind and role alone, for the policies that can make it
    /// (true allows, false refuses, nil needs the entry): an update is judged without making
    /// any string for what such a policy allows.
    private let quick: (@Sendable (Entry.Kind, G8PropertyRole) -> Bool?)?

    private init(decide: @escaping @Sendable (Entry) -> Bool, quick: (@Sendable (Entry.Kind, G8PropertyRole) -> Bool?)?) {
        self.decide = decide
        self.quick = quick
    }

    /// A policy that allows an entry when `allows` returns true.
    ///
    /// ```swift
    /// let policy = G8RemotePolicy { entry in
    ///     entry.role == .look || (entry.kind == .token && entry.key.hasPrefix("copy.promo."))
    /// }
    /// ```
    public init(_ allows: @escaping @Sendable (Entry) -> Bool) {
        decide = allows
        quick = nil
    }

    /// Whether an update may set `entry`.
    public func allows(_ entry: Entry) -> Bool { decide(entry) }

    /// The default: look and nothing else. Colours, fonts, metrics, radii, borders, shadows,
    /// images, layout and their states, and the values of look tokens; no words, links, markup,
    /// raw CSS, behaviour, `superStyle`, removals or keys no applier marks look.
    public static let lookOnly = G8RemotePolicy.allowing(roles: [.look])

    /// Only the values of look tokens: every style stays as the app ships it.
    public static let tokensOnly = G8RemotePolicy(
        decide: { $0.kind == .token && $0.role == .look }, quick: { kind, role in kind == .token && role == .look })

    /// Everything the theme check accepts, words and links included: for a server you trust
    /// as much as the app's own code.
    public static let any = G8RemotePolicy(decide: { _ in true }, quick: { _, _ in true })

    /// Entries whose ``Entry/role`` is one of `roles`; `[.look, .behavior]` also lets an update
    /// hide, show, enable and disable.
    public static func allowing(roles: Set<G8PropertyRole>) -> G8RemotePolicy {
        // One bit a role: tested for every entry of an update, without hashing.
        let mask = roles.reduce(0) { $0 | 1 << $1.rank }
        return G8RemotePolicy(decide: { mask & 1 << $0.role.rank != 0 }, quick: { _, role in mask & 1 << role.rank != 0 })
    }

    /// ``lookOnly`` and the entries whose ``Entry/key`` is one of `keys`, whatever their role:
    /// `.allowingKeys(["title"])` lets the server change buttons' titles too.
    public static func allowingKeys(_ keys: Set<String>) -> G8RemotePolicy {
        lookOnly.allowing(keys: keys)
    }

    /// ``lookOnly`` without the entries whose ``Entry/key`` is one of `keys`:
    /// `.refusingKeys(["textColor"])` keeps text colours as shipped.
    public static func refusingKeys(_ keys: Set<String>) -> G8RemotePolicy {
        lookOnly.refusing(keys: keys)
    }

    /// This policy, also allowing the entries whose ``Entry/key`` is one of `keys`.
    public func allowing(keys: Set<String>) -> G8RemotePolicy {
        let decide = decide
        // What the policy allows from kind and role alone stays allowed; the rest needs the key.
        var allowed: (@Sendable (Entry.Kind, G8PropertyRole) -> Bool?)?
        if let quick = self.quick {
            allowed = { kind, role in quick(kind, role) == true ? true : nil }
        }
        return G8RemotePolicy(decide: { keys.contains($0.key) || decide($0) }, quick: allowed)
    }

    /// This policy, refusing the entries whose ``Entry/key`` is one of `keys`.
    public func refusing(keys: Set<String>) -> G8RemotePolicy {
        let decide = decide
        // What the policy refuses from kind and role alone stays refused; the rest needs the key.
        var refused: (@Sendable (Entry.Kind, G8PropertyRole) -> Bool?)?
        if let quick = self.quick {
            refused = { kind, role in quick(kind, role) == false ? false : nil }
        }
        return G8RemotePolicy(decide: { !keys.contains($0.key) && decide($0) }, quick: refused)
    }

    /// Why an entry this policy refuses is refused, for its diagnostic.
    static func reason(for entry: Entry) -> String {
        switch entry.kind {
        case .superStyle:
            return "it chooses which styles apply, and with them their words and links; it counts as content"
        case .removal:
            return "it removes the style whole, its words and links with its look; it counts as content"
        case .undeclared:
            return "no applier declares it, so it counts as content"
        case .token where !entry.isRoleStated:
            return "the token's type is not known, so it counts as content"
        case .token where entry.role == .content:
            return "it is a string token, words a style can set as text: content, not look"
        case .token where entry.role == .behavior:
            return "it is a boolean token, which a style can set as behaviour: behaviour, not look"
        case .property where !entry.isRoleStated:
            return "its definition does not mark it look, so it counts as content"
        case .property, .token:
            switch entry.role {
            case .content: return "it sets content (words, links or markup a user reads), not look"
            case .behavior: return "it sets behaviour (whether an object shows, is enabled, its value), not look"
            case .look: return "it is look, but the remote theme's policy refuses it"
            }
        }
    }
}

extension G8RemotePolicy {
    /// The judge of a theme merge: a diagnostic for each entry this policy refuses.
    /// How G8Themes judges an update's entries under this policy.
    var vetting: G8UpdateVetting {
        var allows: ((G8UpdateEntry.Kind, G8PropertyRole?) -> Bool?)?
        if let quick {
            allows = { kind, role in quick(Entry.Kind(kind), role ?? .content) }
        }
        return G8UpdateVetting(allows: allows, judge: vet)
    }

    func vet(_ update: G8UpdateEntry) -> G8Diagnostic? {
        let entry = Entry(update)
        if allows(entry) { return nil }
        return G8Diagnostic(level: .error, path: update.path, kind: .refusedByPolicy(key: update.name, reason: G8RemotePolicy.reason(for: entry)),
                            location: update.location)
    }
}

extension G8RemotePolicy.Entry.Kind {
    init(_ kind: G8UpdateEntry.Kind) {
        self = switch kind {
        case .property: .property
        case .superStyle: .superStyle
        case .removal: .removal
        case .undeclared: .undeclared
        case .token: .token
        }
    }
}

extension G8Theme {
    /// The theme with `json` merged into it as a remote update under `policy`: what
    /// ``G8RemoteTheme`` does with each update it fetches. For checking an update before it is
    /// published, in a test or a deploy script.
    ///
    /// ```swift
    /// let checked = try bundled.merging(json: update, file: "update.json", policy: .lookOnly)
    /// ```
    ///
    /// - Throws: one error of code `refusedByPolicy` for each entry `policy` refuses, before
    ///   anything is merged; else the errors of ``merging(json:file:replacingWhole:)``.
    public func merging(json: Data, file: String? = nil, policy: G8RemotePolicy) throws(G8ThemeError) -> G8Theme {
        try merging(json: json, file: file, vetting: policy.vetting)
    }
}
