extension G8Style {
    /// A style with its superStyles expanded: what the engine applies.
    ///
    /// Expanding superStyles as written would apply a style reached along many paths once per
    /// path, and a chain of styles that each list the two before them has exponentially many.
    /// The flattened entries keep, for each key, only its last writer in the documented order,
    /// at the place it last wrote, which leaves the object exactly as the expansion would.
    package struct Flattened: Sendable {
        /// The entries to apply, in order: values (one per key), nested styles and decorators
        /// (each entry once), and `superStyle` entries whose value is not a style (reported
        /// where they are applied).
        package let entries: [Entry.Contents]
        /// The superStyles reached, in the order of their last application.
        let superStyles: [G8Style]
        /// How many levels of superStyles the style has (0 for none); above
        /// ``G8/maximumDepth``, `entries` is empty.
        package let height: Int
    }

    /// The entries in the order the engine applies them: the style's own, or its flattened
    /// entries when it lists superStyles (empty when they nest too deep to apply).
    package var appliedEntries: [Entry] {
        storage.hasSuperStyles ? flattened().entries.map(Entry.init(contents:)) : storage.entries
    }

    /// Whether the style lists superStyles, and so applies through ``flattened()``.
    var hasSuperStyles: Bool { storage.hasSuperStyles }

    /// The style flattened, made once and kept with the style.
    ///
    /// - Complexity: O(n) the first time, n the number of entries of the style and every
    ///   style it reaches through superStyles, each counted once; O(1) after.
    package func flattened() -> Flattened {
        guard storage.hasSuperStyles else {
            return Flattened(entries: storage.entries.map(\.contents), superStyles: [], height: 0)
        }
        if let known = storage.withFlattened({ $0 }) { return known }
        // Made outside the lock: flattening reads the superStyles' own flattened entries, whose
        // storages may share this lock.
        let made = G8StyleFlattener.flatten(self)
        storage.withFlattened { $0 = made }
        return made
    }
}

/// Flattens a style's superStyles (see ``G8Style/Flattened``).
///
/// The expansion applies a style's superStyles in order, then its own entries; read backwards,
/// it is the style's own entries last to first, then each superStyle's expansion backwards,
/// last superStyle first. Walking that backwards sequence, the first write of each key is its
/// last writer, and the second visit of a style can add nothing (every key it writes was met
/// in the first): each style is walked once, and the result reversed is the flattened style.
enum G8StyleFlattener {
    static func flatten(_ style: G8Style) -> G8Style.Flattened {
        var heights: [ObjectIdentifier: Int] = [:]
        let height = self.height(of: style, level: 0, known: &heights)
        guard height <= G8.maximumDepth else { return G8Style.Flattened(entries: [], superStyles: [], height: height) }
        var walk = Walk()
        walk.visit(style, isRoot: true)
        return G8Style.Flattened(entries: walk.backwards.reversed(), superStyles: walk.supers.reversed(), height: height)
    }

    /// The number of superStyle levels below `style`, at most one past the limit: the walk
    /// stops there, so a chain built in code thousands deep costs no deep recursion.
    private static func height(of style: G8Style, level: Int, known: inout [ObjectIdentifier: Int]) -> Int {
        let id = ObjectIdentifier(style.storage)
        if let height = known[id] { return height }
        guard style.hasSuperStyles else { return 0 }
        guard level <= G8.maximumDepth else { return G8.maximumDepth + 1 }
        var height = 0
        for entry in style.storage.entries where entry.contents.isSuperStyle {
            for superStyle in superStyles(in: entry.contents.value) {
                height = max(height, 1 + self.height(of: superStyle, level: level + 1, known: &known))
                if height > G8.maximumDepth { break }
            }
        }
        height = min(height, G8.maximumDepth + 1)
        known[id] = height
        return height
    }

    static func superStyles(in value: (any G8Value)?) -> [G8Style] {
        switch value {
        case let style as G8Style: [style]
        case let list as [G8Style]: list
        default: []
        }
    }

    private struct Walk {
        var backwards: [G8Style.Entry.Contents] = []
        var supers: [G8Style] = []
        var visited: Set<ObjectIdentifier> = []
        /// The value keys met, as written (with their state modifiers).
        var keys: Set<String> = []
        /// The nested styles, decorators and invalid superStyles met, by identity.
        var others: Set<ObjectIdentifier> = []

        mutating func visit(_ style: G8Style, isRoot: Bool) {
            guard visited.insert(ObjectIdentifier(style.storage)).inserted else { return }
            if !isRoot { supers.append(style) }
            let entries = style.storage.entries
            for entry in entries.reversed() where !entry.contents.isSuperStyle {
                let contents = entry.contents
                let isNew = contents.isNested || contents.isDecorator
                    ? others.insert(ObjectIdentifier(contents)).inserted
                    : keys.insert(contents.key.stringValue).inserted
                if isNew { backwards.append(contents) }
            }
            for entry in entries.reversed() where entry.contents.isSuperStyle {
                switch entry.contents.value {
                case let single as G8Style:
                    visit(single, isRoot: false)
                case let list as [G8Style]:
                    for superStyle in list.reversed() { visit(superStyle, isRoot: false) }
                default:
                    if others.insert(ObjectIdentifier(entry.contents)).inserted { backwards.append(entry.contents) }
                }
            }
        }
    }
}
