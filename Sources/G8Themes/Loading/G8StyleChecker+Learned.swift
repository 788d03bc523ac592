@_spi(G8Engine) import G8Core

/// What the style checker learns as it goes: the conversions, keys and styles a loaded theme
/// keeps for making its styles.
extension G8StyleChecker {
    /// What checking styles has learned for the styles after it: a loaded theme keeps it and
    /// hands it to the making of each style, moved, not copied.
    struct Learned: Sendable {
        /// Each named style by index: nil until built, `.some(nil)` for one that failed.
        var builtStyles: [G8Style??] = []
        /// For each named style built, by index, how many levels of superStyles it has, and the
        /// superStyle through which it has that many: the chain a refusal names.
        var superHeights: [(height: Int, through: String?)] = []
        /// What each style value that converted cleanly converted to, for the properties of its
        /// name: the conversions this check made.
        var checkedValues: G8Conversions = [:]
        /// The style keys read so far, each with its text: styles repeat their keys.
        var parsedKeys: [(text: String, read: ReadKey)] = []
        /// The place in ``parsedKeys`` of each key's, by its text's ``G8Table/fingerprint(of:)``:
        /// a document cannot choose keys whose fingerprints meet (`G8Table`).
        var keyPlaces = G8Table()
        /// The style keys read last, found by the `String` (``G8StringCache``) in front of
        /// ``keyPlaces``: the parser gives a repeated key the same one (``G8JSONParser``), so a
        /// key met again is found without hashing its text.
        var recentKeys = G8StringCache<ReadKey>()
        /// Style values that are exactly a token reference, with the token's index, the same
        /// way: the parser shares a repeated reference's `String` too.
        var recentReferences = G8StringCache<Int>()
        /// The classes whose properties include each set of names a style set, as worked out.
        var classesSetting: [Set<String>: [G8ClassProperties]] = [:]
        /// The slot of each key name met, for ``ReadKey/nameSlot``.
        var nameSlots: [String: Int] = [:]
        /// For each key name no applier declares, the property name of the engine nearest to it:
        /// a theme written for other widgets misspells the same names in every style.
        var undeclaredSuggestions: [String: String?] = [:]
        /// What each such value that converted cleanly converted to, for a key name's slot, by
        /// the check's ``G8QuickCheck/key``.
        var quickChecks = G8QuickCheckTable()
        /// The composite literals ``Learned/quickChecks`` holds conversions of, by fingerprint, with their
        /// JSON: a literal of the same fingerprint is compared with the one kept, and the
        /// conversion used only when they are the same.
        var compositeLiterals: [UInt64: (node: G8JSONNode, json: G8JSON)] = [:]
        /// The suggestion for each name a superStyle gives that names no style: a theme repeats
        /// a broken one wherever it uses it.
        var unknownStyleSuggestions = G8SuggestionMemo()
    }
}
