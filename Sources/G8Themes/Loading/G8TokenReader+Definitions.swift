import G8Core

/// A token read into its definition (``G8TokenReader/TokenDefinition``), at its place in the
/// token tables, and the mode names its values use.
extension G8TokenReader {
    /// A token that is a whole-token `$ref` to `referenced` is that token: its `$description`
    /// and `$extensions` are the referenced token's where it writes none of its own.
    mutating func takeMembers(of referenced: G8JSONNode, into index: Int) {
        if tokenDefinitions[index].description == nil {
            tokenDefinitions[index].description = referenced.member("$description")?.value.string
        }
        if tokenDefinitions[index].extensions == nil {
            tokenDefinitions[index].extensions = referenced.member("$extensions")?.value
        }
    }

    /// Defines the token at `path`; its index in ``tokenPaths``, nil when it cannot be one.
    @discardableResult
    mutating func defineToken(
        _ node: G8JSONNode, value: G8JSONNode, members found: FormatMembers, path: String, inherited: Inherited,
        jsonPath: () -> String
    ) -> Int? {
        guard !path.isEmpty else {
            error(jsonPath(), .invalidTheme(reason: "'tokens' itself cannot have a $value"), at: .node(node))
            return nil
        }
        var modes: [(String, G8JSONNode)] = []
        if let modesMember = found.modes {
            if let members = modesMember.value.members {
                for member in members {
                    modes.append((member.key, member.value))
                    if !modeNames.contains(member.key) { modeNames.append(member.key) }
                    if modeUsers[member.key] == nil { modeUsers[member.key] = path }
                }
            } else {
                error(G8AliasResolver.join(jsonPath(), "$modes"),
                      .invalidTheme(reason: "$modes must be an object of mode names to values, got \(modesMember.value.kindName)"),
                      at: .node(modesMember.value))
            }
        }
        let definition = TokenDefinition(
            type: inherited.type, typeWritten: inherited.typeWritten, value: value, modes: modes,
            description: found.description?.value.string ?? found.dollarDescription?.value.string, source: node.source, offset: node.offset,
            extensions: found.extensions?.value, deprecated: inherited.deprecated)
        // One lookup for a new token, the common case; a redefinition keeps its place.
        let (index, inserted) = tokenPaths.insert(path)
        if inserted {
            tokenDefinitions.append(definition)
        } else {
            tokenDefinitions[index] = definition
        }
        return index
    }

    /// Mode names that differ only in case are almost always a typing mistake.
    mutating func warnAboutModeCase() {
        var seen: [String: String] = [:]
        for name in modeNames {
            let folded = name.lowercased()
            if let other = seen[folded] {
                let user = modeUsers[name] ?? ""
                warn(tokenPrefix + user,
                     .modeCaseMismatch(mode: name, token: user, other: other, otherToken: modeUsers[other] ?? ""),
                     at: tokenPaths[user].map { .offset(tokenDefinitions[$0].source, tokenDefinitions[$0].offset) } ?? .unknown)
            } else {
                seen[folded] = name
            }
        }
    }
}
