@_spi(G8Engine) import G8Core

/// Style keys as the checker reads them: each parsed once, with the properties of its name,
/// the classes that set a style's names, and what applying a key's state modifiers would report.
extension G8StyleChecker {
    /// A style key as the checker reads it: parsed, with the properties of its name. A class:
    /// it is looked up for every entry of every style, and a lookup then copies one reference
    /// rather than the key's strings and arrays.
    final class ReadKey: Sendable {
        let key: G8Key
        /// The key's name, whether it is malformed, has state modifiers and names a property
        /// of the object itself (one component): read for every value, and kept here so that
        /// reading one copies nothing of the key's arrays.
        let name: String
        let malformation: String?
        let hasModifiers: Bool
        let isDirect: Bool
        /// Whether some applier declares a property of the key's name (``candidates`` is not
        /// nil): asked of every value, and kept apart so that asking does not copy the list.
        let isDeclared: Bool
        /// The engine's properties of the key's name; nil when no applier declares it.
        let candidates: [G8AnyProperty]?
        /// A number for the key's name, the same for every key of that name: with a token's
        /// index, the key of ``Learned/quickChecks``.
        let nameSlot: Int
        /// What applying the key's state modifiers would report whatever the object
        /// (``modifierProblem(_:)``): worked out once for the key, not for every style that
        /// repeats it. Nil when it has no modifiers or is malformed.
        let stateProblem: String?

        init(key: G8Key, candidates: [G8AnyProperty]?, nameSlot: Int, stateProblem: String?) {
            self.key = key
            self.name = key.name
            self.malformation = key.malformation
            self.hasModifiers = !key.modifiers.isEmpty
            self.isDirect = key.components.count == 1
            self.isDeclared = candidates != nil
            self.candidates = candidates
            self.nameSlot = nameSlot
            self.stateProblem = stateProblem
        }
    }

    /// Whether `node` is an object whose keys are all a style's: `superStyle`, keys whose
    /// property some applier declares. A composite value's members (`value` and `unit`) are not
    /// all property names.
    mutating func looksLikeStyle(_ node: G8JSONNode) -> Bool {
        guard let members = node.members, !members.isEmpty else { return false }
        for member in members where member.key != G8Style.superStyleKey.stringValue {
            let read = readKey(member.key)
            guard read.malformation == nil, read.isDeclared else { return false }
        }
        return true
    }

    /// The index of the token `text` names, when it is exactly one reference (`"{a.b}"`) to a
    /// token; found without hashing when this string was met a moment before (``Learned/recentReferences``).
    mutating func referencedToken(_ text: String) -> Int? {
        if let known = learned.recentReferences.value(for: text) { return known }
        guard case .token(let index) = G8AliasResolver.referencedIndex(in: text, paths: tokens.read.tokenPaths) else { return nil }
        learned.recentReferences.insert(index, for: text)
        return index
    }

    /// `text` as a key, parsed once for the theme with the properties of its name: styles
    /// repeat their keys. Found by the fingerprint of its bytes (``Learned/keyPlaces``), its
    /// bytes then compared with the key kept.
    mutating func readKey(_ text: String) -> ReadKey {
        if let known = learned.recentKeys.value(for: text) { return known }
        let fingerprint = G8Table.fingerprint(of: text)
        let place = learned.keyPlaces[fingerprint]
        if let place, learned.parsedKeys[place].text == text {
            learned.recentKeys.insert(learned.parsedKeys[place].read, for: text)
            return learned.parsedKeys[place].read
        }
        let key = G8Key(text)
        let slot: Int
        if let known = learned.nameSlots[key.name] {
            slot = known
        } else {
            slot = learned.nameSlots.count
            learned.nameSlots[key.name] = slot
        }
        let stateProblem = key.modifiers.isEmpty || key.malformation != nil ? nil : modifierProblem(key)
        let read = ReadKey(key: key, candidates: engine.registry.propertiesByName[key.name], nameSlot: slot,
                           stateProblem: stateProblem)
        // A key whose fingerprint another key has (one pair in 2^64) is read again each time.
        if place == nil {
            _ = learned.keyPlaces.value(for: fingerprint, inserting: learned.parsedKeys.count)
            learned.parsedKeys.append((text, read))
        }
        learned.recentKeys.insert(read, for: text)
        return read
    }

    /// The property names a style sets on the object it is applied to itself: its keys
    /// without a keypath, other than `superStyle` and children's nested styles.
    mutating func directNames(of members: [G8JSONMember]) -> Set<String> {
        var names: Set<String> = []
        for member in members where member.key != G8Style.superStyleKey.stringValue {
            let key = readKey(member.key).key
            guard key.malformation == nil, key.components.count == 1 else { continue }
            names.insert(key.name)
        }
        return names
    }

    /// ``G8ClassProperties/classes(setting:in:)``, worked out once per set of names: styles
    /// for the same kind of object set the same names, and each working-out walks every applier.
    mutating func classes(setting names: Set<String>) -> [G8ClassProperties] {
        if let known = learned.classesSetting[names] { return known }
        let classes = G8ClassProperties.classes(setting: names, in: engine.registry)
        learned.classesSetting[names] = classes
        return classes
    }

    /// What applying `key`'s state modifiers would report, or nil when some property of the
    /// key's name takes them all (or none is declared: the undeclared name is reported with
    /// the value). The engine reports an unknown state, or modifiers on a property that does not
    /// vary by state, as errors when the style is applied; the loader reports them first.
    func modifierProblem(_ key: G8Key) -> String? {
        guard let candidates = engine.registry.propertiesByName[key.name] else { return nil }
        let stateful = candidates.compactMap(\.modifierNames)
        if stateful.isEmpty {
            let written = key.modifiers.map { ":" + $0 }.joined()
            return "'\(key.name)' does not vary by state; remove '\(written)'"
        }
        if stateful.contains(where: { names in key.modifiers.allSatisfy(names.contains) }) { return nil }
        var known: [String] = []
        for names in stateful { known += names.filter { !known.contains($0) } }
        guard let unknown = key.modifiers.first(where: { !known.contains($0) }) else {
            // Each modifier is some property's, but no one property takes them all.
            return "no property '\(key.name)' takes all of the states \(key.modifiers.map { "'\($0)'" }.joined(separator: ", "))"
        }
        let suggestion = G8Suggestion.nearest(to: unknown, in: known)
        return "'\(key.name)' has no state '\(unknown)'" + G8Diagnostic.Kind.didYouMean(suggestion)
            + " (its states: \(known.joined(separator: ", ")))"
    }
}
