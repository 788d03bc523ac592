import G8Core

extension G8LoadStage {
    /// Warns at each key written a second time in one object of the sources, as their parse
    /// found them (``G8SourceText/duplicateKeys``): the later value replaces the earlier, which
    /// JSON allows and a theme almost never means. A warning, so an error under `--strict`.
    ///
    /// `sources/theme.json:7:5: warning: styles.title.textColor: the key 'textColor' is also on
    /// line 5 of this object; this value replaces that one`
    mutating func reportDuplicateKeys() {
        for (index, source) in sources.enumerated() {
            let duplicates = source.duplicateKeys.withLock { $0 }
            let paths = G8JSONParser.keyPaths(toKeysAt: Set(duplicates.map(\.offset)), in: source.bytes)
            for duplicate in duplicates {
                let first = "line \(source.location(of: Int(duplicate.firstOffset)).line)"
                let path = paths[duplicate.offset] ?? ""
                warn(path, .custom("the key '\(duplicate.key)' is also on \(first) of this object; this value replaces that one"),
                     at: .offset(Int32(index), duplicate.offset))
            }
        }
    }
}
