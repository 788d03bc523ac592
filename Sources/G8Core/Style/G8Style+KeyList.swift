extension G8Style {
    /// The keypaths a style sets (``G8Style/keyList()``): each in NFC and followed by a NUL,
    /// in one string, which hashes its bytes in one run and compares them with `memcmp` where
    /// an array of bytes goes byte by byte.
    package struct KeyList: Hashable, Sendable {
        /// The keypaths, each followed by a NUL.
        package let text: String
        /// The text's hash (the process's seeded one), made once with the list: every theme
        /// manager that meets the style looks its list up, and a window's list holds thousands
        /// of keypaths.
        private let textHash: Int

        init(text: String) {
            self.text = text
            textHash = text.hashValue
        }

        package static func == (a: KeyList, b: KeyList) -> Bool {
            a.textHash == b.textHash && a.text == b.text
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(textHash)
        }
    }

    /// Every keypath the style sets, nested styles and superStyles included, in the order it
    /// applies them, each in NFC (``G8CanonicalName``) and followed by a NUL: two styles
    /// have the same list exactly when they set the same properties. A theme manager numbers
    /// the lists it meets, to tell whether a switch sets the keys a registration's values
    /// were kept for.
    ///
    /// Made the first time it is asked for and kept with the style, so that every manager
    /// that registers objects under the style shares it. A style nested deeper than
    /// ``G8/maximumDepth`` lists `…` where the nesting stops, as the engine stops there.
    ///
    /// - Complexity: O(n) the first time, n the number of keys the style applies, with its
    ///   nested styles; O(1) after.
    package func keyList() -> KeyList {
        if let known = storage.withKeyList({ $0 }) { return known }
        // Made outside the lock: the nested styles' flattening may take a lock this one shares.
        var paths: [String] = []
        G8Style.collectKeys(of: self, prefix: "", into: &paths, depth: 0)
        var text = ""
        for path in paths {
            text += G8CanonicalName.of(path)
            text += "\0"
        }
        let list = KeyList(text: text)
        storage.withKeyList { $0 = list }
        return list
    }

    private static func collectKeys(of style: G8Style, prefix: String, into keys: inout [String], depth: Int) {
        guard depth <= G8.maximumDepth else { return keys.append("…") }
        // Flattened: a style reached along many superStyle paths is counted once.
        let flat = style.flattened()
        guard flat.height + depth <= G8.maximumDepth else { return keys.append("…") }
        for entry in flat.entries {
            let path = entry.isSuperStyle ? prefix : G8Run.join(prefix, entry.key)
            if let nested = entry.nested {
                for style in nested { collectKeys(of: style, prefix: path, into: &keys, depth: depth + 1) }
            } else {
                keys.append(path)
            }
        }
    }
}
