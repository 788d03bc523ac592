import G8Core

/// A stage of a load: it reports into, and follows pointers with, the load's context.
///
/// Each stage is a value of its own type, configured by the load's ``G8LoadOptions`` and run in
/// order by ``G8LoadCheck/stages(of:engine:sources:options:)``: ``G8TokenReader`` reads a
/// token tree, ``G8AliasResolver`` resolves its tokens' aliases, ``G8StyleChecker`` checks the
/// styles; ``G8LoadCheck`` checks the other modes and contexts the same way.
protocol G8LoadStage {
    /// What the load has reported and followed so far.
    var context: G8LoadContext { get set }
    /// The form of the token tree.
    var format: G8TokenFormat { get }
    /// Whether a form the format does not allow is an error rather than a warning.
    var strict: Bool { get }
    /// The token tree, for `$extends` and JSON Pointer `$ref`s.
    var tokenRoot: G8JSONNode? { get }
    /// Pointers into the document start here: `tokens/` in a theme, nothing in a tokens file.
    var pointerPrefix: [String] { get }
}

extension G8LoadStage {
    var valueKey: String { format == .styleDictionary ? "value" : "$value" }
    var typeKey: String { format == .styleDictionary ? "type" : "$type" }
    var descriptionKey: String { format == .styleDictionary ? "comment" : "$description" }

    /// A dotted token or group path's components; none for the root's empty path.
    func pathComponents(_ path: String) -> [String] {
        path.isEmpty ? [] : path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// The node at a dotted path in the token tree, as written.
    func groupNode(at path: String) -> G8JSONNode? {
        guard var node = tokenRoot else { return nil }
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = node.member(String(component)) else { return nil }
            node = next.value
        }
        return node
    }
}

extension G8LoadStage {
    /// Counts one node that `copier` copies, and tells whether it is within the load's budget (``G8LoadContext/CopyCount``). The
    /// first one beyond is reported, at `node`; the later ones are refused without a word.
    mutating func copyFits(by copier: G8LoadContext.Copier, jsonPath: () -> String, node: G8JSONNode) -> Bool {
        let count: Int
        switch copier {
        case .pointer:
            context.copies.pointer += 1
            count = context.copies.pointer
        case .extends:
            context.copies.extended += 1
            count = context.copies.extended
        }
        let copyBudget = context.copies.budget
        guard count > copyBudget else { return true }
        if count == copyBudget + 1 {
            let reason = switch copier {
            case .pointer:
                "$ref '\(context.pointers.copying.first ?? "")' copies more than \(copyBudget) values: $refs that copy groups into one "
                    + "another grow exponentially"
            case .extends:
                "$extends and group $refs copy more than \(copyBudget) tokens and groups: groups that take in one another grow "
                    + "exponentially"
            }
            error(jsonPath(), .invalidTheme(reason: reason), at: .node(node))
        }
        return false
    }
}

/// Reporting a form the Design Tokens format does not allow: a warning, an error in a strict load.
extension G8LoadStage {
    /// Reports the format's members of a token or group written in a form the format does not
    /// allow: a `$description` that is no string, `$extensions` that are no object, `$modes`.
    mutating func checkFormatMembers(_ found: G8TokenReader.FormatMembers, jsonPath: () -> String) {
        if let description = found.description, description.value.string == nil {
            reportForm(G8FormIssue(member: "", site: .node(description.value), rule: "a $description is a string",
                                 written: "\(description.value.kindName == "object" ? "an object" : G8ValueProblem.describe(description.value.json)) is not"),
                       jsonPath: G8AliasResolver.join(jsonPath(), "$description"))
        }
        if let extensions = found.extensions, !extensions.value.isObject {
            reportForm(G8FormIssue(member: "", site: .node(extensions.value), rule: "$extensions is an object",
                                 written: "\(G8ValueProblem.describe(extensions.value.json)) is not"),
                       jsonPath: G8AliasResolver.join(jsonPath(), "$extensions"))
        }
        if let modes = found.modes {
            reportForm(G8FormIssue(member: "", site: .offset(modes.value.source, modes.keyOffset),
                                 rule: "a token's values for other modes are the contexts of a resolver document",
                                 written: "\"$modes\" is an older draft's form"),
                       jsonPath: G8AliasResolver.join(jsonPath(), "$modes"))
        }
    }

    /// Whether a form the format does not allow is still reported: always in a strict load,
    /// as an error, and while the load keeps warnings. Past ``G8LoadDiagnostics/maximumErrors``
    /// warnings it keeps none, and a form's text, which names what was written and what the
    /// format allows, is not made for nothing: a large design system in older forms has
    /// thousands.
    var reportsForms: Bool { strict || context.diagnostics.warnings.count < G8LoadDiagnostics.maximumErrors }

    /// Reports a member of a group or token whose name starts with `$` and is none of the
    /// format's (`known`): the format reserves the `$` names, and a token or group name never
    /// starts with one.
    mutating func reportUnknownFormatName(_ member: G8JSONMember, known: Set<String>, jsonPath: () -> String) {
        reportForm(G8FormIssue(member: "", site: .offset(member.value.source, member.keyOffset),
                             rule: "a name starting with \"$\" is one of the format's, and a token or group name does not start with \"$\"",
                             written: "\(G8JSON.quote(member.key)) is neither"
                                 + G8Diagnostic.Kind.didYouMean(G8Suggestion.nearest(to: member.key, in: known.union(["$value"]).sorted()))),
                   jsonPath: G8AliasResolver.join(jsonPath(), member.key))
    }

    /// Reports `issue` at the token `jsonPath`; neither is made past the warnings a load keeps
    /// (``reportsForms``).
    mutating func reportForm(_ makeIssue: @autoclosure () -> G8FormIssue, jsonPath: @autoclosure () -> String) {
        guard reportsForms else { return }
        let issue = makeIssue(), jsonPath = jsonPath()
        let kind = G8Diagnostic.Kind.nonConformantForm(member: issue.member, rule: issue.rule, written: issue.written)
        if strict { error(jsonPath, kind, at: issue.site) } else { warn(jsonPath, kind, at: issue.site) }
    }
}

/// Each stage's diagnostics, kept by its ``G8LoadStage/context`` value and reached
/// through these, so that every stage reports the same way.
extension G8LoadStage {
    typealias Site = G8LoadDiagnostics.Site

    var sources: [G8SourceText] { context.diagnostics.sources }
    var errors: [G8Diagnostic] {
        get { context.diagnostics.errors }
        _modify { yield &context.diagnostics.errors }
    }
    var warnings: [G8Diagnostic] {
        get { context.diagnostics.warnings }
        _modify { yield &context.diagnostics.warnings }
    }
    var notes: [G8Diagnostic] {
        get { context.diagnostics.notes }
        _modify { yield &context.diagnostics.notes }
    }
    var stoppedReporting: Bool {
        get { context.diagnostics.stoppedReporting }
        set { context.diagnostics.stoppedReporting = newValue }
    }
    var stoppedNote: [G8Diagnostic] { context.diagnostics.stoppedNote }

    func location(of node: G8JSONNode) -> G8SourceLocation? { context.diagnostics.location(of: node) }

    func location(source: Int32, offset: Int32) -> G8SourceLocation? { context.diagnostics.location(source: source, offset: offset) }

    /// A place in a source, kept with a style entry for the engine's diagnostics.
    func site(source: Int32, offset: Int32) -> G8SourceSite? { context.diagnostics.site(source: source, offset: offset) }

    mutating func error(_ path: String, _ kind: G8Diagnostic.Kind, at site: Site) { context.diagnostics.error(path, kind, at: site) }

    mutating func warn(_ path: String, _ kind: G8Diagnostic.Kind, at site: Site) { context.diagnostics.warn(path, kind, at: site) }
}

extension G8LoadStage {
    /// Warns at each key written a second time in one object of the sources, as their parse
    /// found them (`found`): the later value replaces the earlier, which
    /// JSON allows and a theme almost never means. A warning, so an error under `--strict`.
    ///
    /// `sources/theme.json:7:5: warning: styles.title.textColor: the key 'textColor' is also on
    /// line 5 of this object; this value replaces that one`
    mutating func reportDuplicateKeys(_ found: G8LoadContext.DuplicateKeys) {
        for (index, source) in sources.enumerated() {
            guard let duplicates = found[Int32(index)] else { continue }
            let paths = G8JSONParser.keyPaths(toKeysAt: Set(duplicates.map(\.offset)), in: source.bytes)
            for duplicate in duplicates {
                let path = paths[duplicate.offset] ?? ""
                warn(path, .custom(G8JSONParser.message(for: duplicate, in: source)), at: .offset(Int32(index), duplicate.offset))
            }
        }
    }
}
