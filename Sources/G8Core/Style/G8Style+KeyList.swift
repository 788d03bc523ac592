extension G8Style {
    /// The keypaths a style sets (``G8Style/keyList()``): their UTF-8 bytes in NFC, each
    /// followed by a 0 byte. Equal exactly when the bytes are; hashed as one run of bytes,
    /// not byte by byte as an array is.
    package struct KeyList: Hashable, Sendable {
        /// The keypaths' bytes, each keypath followed by a 0 byte.
        package let bytes: [UInt8]

        package static func == (a: KeyList, b: KeyList) -> Bool { a.bytes == b.bytes }

        package func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// Every keypath the style sets, nested styles and superStyles included, in the order it
    /// applies them, each in NFC (``G8CanonicalName``) and followed by a 0 byte: two styles
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
        var keys: [UInt8] = []
        for path in paths {
            keys.append(contentsOf: G8CanonicalName.of(path).utf8)
            keys.append(0)
        }
        let list = KeyList(bytes: keys)
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
