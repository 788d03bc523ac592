import G8Core
extension G8ThemeBuilder {
    /// The named style, built once; nil after reporting when it is unknown, cyclic or invalid.
    /// `reference` is the superStyle value that names it, whose path `referencePath` spells out
    /// only for a diagnostic.
    mutating func style(named name: String, referencedFrom reference: G8JSONNode?, referencePath: () -> String = { "" }) -> G8Style? {
        style(named: name, at: styleNames[name], referencedFrom: reference, referencePath: referencePath)
    }

    /// ``style(named:referencedFrom:referencePath:)`` for the name's index in ``styleNames``,
    /// looked up by the caller (nil for a name not defined).
    private mutating func style(
        named name: String, at index: Int?, referencedFrom reference: G8JSONNode?, referencePath: () -> String
    ) -> G8Style? {
        if let index, let built = builtStyles[index] { return built }
        if let index, !droppedStyles.isEmpty, droppedStyles[index] {
            droppedStyles[index] = false
            let (errorCount, warningCount) = (errors.count, warnings.count)
            let style = self.style(named: name, referencedFrom: reference, referencePath: referencePath)
            errors.removeSubrange(errorCount...)
            warnings.removeSubrange(warningCount...)
            builtStyles[index] = nil
            droppedStyles[index] = true
            return style
        }
        guard let index, let definition = styleDefinition(at: index) else {
            if let reference {
                // Past the most errors kept, the error is dropped: its suggestion would be too.
                let suggestion = errors.count < G8ThemeBuilder.maximumErrors
                    ? unknownStyleSuggestions.suggestion(for: name, among: styleOrder) : nil
                error(referencePath(), .unknownStyle(name: name, suggestion: suggestion), at: .node(reference))
            }
            return nil
        }
        if let start = buildingIndex(of: name) {
            let chain = Array(buildingStack[start...]) + [name]
            error(reference != nil ? referencePath() : "styles." + name, .superStyleCycle(chain: chain), at: reference.map { .node($0) } ?? .unknown)
            return nil
        }
        if buildingStack.count > G8.maximumDepth {
            // Past the limit: refused here, before the recursion goes deeper.
            let chain = Array(buildingStack.suffix(G8.maximumDepth + 1)) + [name]
            error(reference != nil ? referencePath() : "styles." + name, .invalidTheme(reason: G8ThemeBuilder.tooDeep(chain)),
                  at: reference.map { .node($0) } ?? .unknown)
            return nil
        }
        buildingStack.append(name)
        buildingIndices.append(index)
        defer {
            buildingStack.removeLast()
            buildingIndices.removeLast()
        }
        let jsonPath = "styles." + name
        guard definition.members != nil else {
            error(jsonPath, .invalidTheme(reason: "a style must be an object, got \(definition.kindName)"),
                  at: .node(definition))
            builtStyles[index] = .some(nil)
            return nil
        }
        var style = buildStyle(definition, jsonPath: jsonPath, depth: 0, name: name)
        if style != nil, superHeights[index].height > G8.maximumDepth {
            // Deeper than the limit through styles built before: named from here down.
            var chain = [name]
            while let next = styleNames[chain[chain.count - 1]].flatMap({ superHeights[$0].through }),
                chain.count <= G8.maximumDepth + 1
            {
                chain.append(next)
            }
            error(jsonPath + ".superStyle", .invalidTheme(reason: G8ThemeBuilder.tooDeep(chain)), at: .node(definition))
            style = nil
        }
        builtStyles[index] = .some(style)
        return style
    }

    /// Notes that the style being built lists `superStyle`, whose index in ``styleNames`` is
    /// `index` (nil for a name not defined), for the height of its chain.
    private mutating func noteSuperStyle(_ superStyle: String, at index: Int?) {
        guard let currentIndex = buildingIndices.last else { return }
        let height = (index.map { superHeights[$0].height } ?? 0) + 1
        if height > superHeights[currentIndex].height { superHeights[currentIndex] = (height, superStyle) }
    }

    /// Why a superStyle chain is refused, naming it: its first styles and its last.
    static func tooDeep(_ chain: [String]) -> String {
        let shown = chain.count <= 8 ? chain : Array(chain.prefix(4)) + ["…"] + Array(chain.suffix(3))
        return "superStyles nest deeper than the limit of \(G8.maximumDepth) levels: "
            + shown.joined(separator: " → ") + " (\(chain.count) styles)"
    }

    /// A style from a JSON object: keys in the order written, nested objects as nested styles
    /// unless their key names a property, `superStyle` by name. A builder that only checks
    /// (``changedTokens``, or ``makesStyles`` off) makes no entries: what it returns
    /// (``checkedStyle``) says only whether the style is valid.
    /// `name` names the style made (a named style's, not a nested one's).
    mutating func buildStyle(_ node: G8JSONNode, jsonPath: String, depth: Int, name: String? = nil) -> G8Style? {
        guard depth <= G8.maximumDepth else {
            error(jsonPath, .nestingTooDeep(limit: G8.maximumDepth), at: .node(node))
            return nil
        }
        let members = node.members ?? []
        let building = makesValues
        var entries: [G8Style.Entry] = []
        if building { entries.reserveCapacity(members.count) }
        var failed = false
        var objectClasses: [G8ClassProperties]?
        for position in members.indices {
            // Field by field: a member bound whole is copied, and copied again into each
            // closure and call that takes it.
            let memberKey = members[position].key, node = members[position].value
            let keyOffset = members[position].keyOffset
            // Spelt out for a diagnostic or a nested style only: most entries need neither. A
            // local function, not a closure in a constant, which would escape and box its
            // captures on the heap for every entry.
            func path() -> String { G8ThemeBuilder.join(jsonPath, memberKey) }
            // Lengths first: comparing two different strings costs more than their lengths.
            if memberKey.utf8.count == G8ThemeBuilder.superStyleLength, memberKey == G8Style.superStyleKey.stringValue {
                guard let value = superStyles(node, jsonPath: path) else { failed = true; continue }
                if building {
                    entries.append(G8Style.Entry(key: G8Style.superStyleKey, styles: value.styles, isList: value.isList,
                                                 site: site(source: node.source, offset: keyOffset)))
                }
                continue
            }
            // The key read through `read`, not copied out: a copy retained its arrays and strings.
            let read = readKey(memberKey)
            if let problem = read.malformation {
                error(path(), .malformedKey(key: memberKey, reason: problem),
                      at: .offset(node.source, keyOffset))
                failed = true
                continue
            }
            if node.isObject, !read.isDeclared, G8ThemeBuilder.reference(in: node) == nil {
                guard !read.hasModifiers else {
                    // What applying would report: a state belongs to a property, not to a child.
                    error(path(), .malformedKey(key: memberKey, reason: "a nested style takes no state modifiers"),
                          at: .offset(node.source, keyOffset))
                    failed = true
                    continue
                }
                guard let nested = buildStyle(node, jsonPath: path(), depth: depth + 1) else { failed = true; continue }
                if building {
                    entries.append(G8Style.Entry(key: read.key, styles: [nested], isList: false,
                                                 site: site(source: node.source, offset: keyOffset)))
                }
                continue
            }
            if read.hasModifiers {
                if read.isDirect, objectClasses == nil {
                    objectClasses = classes(setting: directNames(of: members))
                }
                let classes = read.isDirect ? objectClasses ?? [] : []
                if let problem = read.stateProblem ?? G8ClassProperties.modifierProblem(read.key, classes: classes) {
                    error(path(), .invalidTheme(reason: problem), at: .offset(node.source, keyOffset))
                    failed = true
                    continue
                }
            }
            if let changedTokens, !G8ThemeBuilder.dependsOnChangedToken(
                node, changed: changedTokens, depth: 0, paths: tokenPaths, format: format, tokensStudio: tokensStudio)
            {
                continue
            }
            noteTokenValue(node, read: read, stylePath: jsonPath, key: memberKey)
            guard let leaf = leafValue(node, read: read, jsonPath: path) else { failed = true; continue }
            if building, case .made(let value) = leaf {
                entries.append(G8Style.Entry(key: read.key, leaf: value, site: site(source: node.source, offset: keyOffset)))
            }
        }
        if failed { return nil }
        return building ? G8Style(entries, name: name) : G8ThemeBuilder.checkedStyle
    }

    /// ` (from token {name})` for a value written as exactly one token reference, which a
    /// diagnostic about the value it resolved to names; nothing for any other value.
    static func fromToken(_ node: G8JSONNode) -> String {
        reference(in: node).map { " (from token {\($0)})" } ?? ""
    }

    /// Whether `node` is an object whose keys are all a style's: `superStyle`, keys whose
    /// property some applier declares. A composite value's members (`value` and `unit`) are not
    /// all property names.
    private mutating func looksLikeStyle(_ node: G8JSONNode) -> Bool {
        guard let members = node.members, !members.isEmpty else { return false }
        for member in members where member.key != G8Style.superStyleKey.stringValue {
            let read = readKey(member.key)
            guard read.malformation == nil, read.isDeclared else { return false }
        }
        return true
    }

    /// The length of `superStyle` in bytes.
    static let superStyleLength = G8Style.superStyleKey.stringValue.utf8.count

    /// The index of the token `text` names, when it is exactly one reference (`"{a.b}"`) to a
    /// token; found without hashing when this string was met a moment before (``recentReferences``).
    mutating func referencedToken(_ text: String) -> Int? {
        if let known = recentReferences.value(for: text) { return known }
        guard case .token(let index) = G8ThemeBuilder.referencedIndex(in: text, paths: tokenPaths) else { return nil }
        recentReferences.insert(index, for: text)
        return index
    }

    /// `text` as a key, parsed once for the theme with the properties of its name: styles
    /// repeat their keys.
    private mutating func readKey(_ text: String) -> ReadKey {
        if let known = recentKeys.value(for: text) { return known }
        let read = readKeyByText(text)
        recentKeys.insert(read, for: text)
        return read
    }

    /// ``readKey(_:)`` by the key's text.
    private mutating func readKeyByText(_ text: String) -> ReadKey {
        if let known = parsedKeys[text] { return known }
        let key = G8Key(text)
        let slot: Int
        if let known = nameSlots[key.name] {
            slot = known
        } else {
            slot = nameSlots.count
            nameSlots[key.name] = slot
        }
        let stateProblem = key.modifiers.isEmpty || key.malformation != nil ? nil : modifierProblem(key)
        let read = ReadKey(key: key, candidates: engine.registry.propertiesByName[key.name], nameSlot: slot,
                           stateProblem: stateProblem)
        parsedKeys[text] = read
        return read
    }

    /// The property name of the engine nearest to `name`, which no applier declares: worked
    /// out once for the name.
    private mutating func undeclaredSuggestion(for name: String) -> String? {
        if let known = undeclaredSuggestions[name] { return known }
        let names = Array(engine.registry.propertiesByName.keys) + Array(engine.registry.closureKeys)
        let suggestion = G8Suggestion.nearest(to: name, in: names)
        undeclaredSuggestions[name] = .some(suggestion)
        return suggestion
    }

    /// The styles a `superStyle` value names: one name, or a list of names (`isList`).
    private mutating func superStyles(_ node: G8JSONNode, jsonPath: () -> String) -> (styles: [G8Style], isList: Bool)? {
        switch node.value {
        case .string(let name):
            let index = styleNames[name]
            defer { noteSuperStyle(name, at: index) }
            return style(named: name, at: index, referencedFrom: node, referencePath: jsonPath).map { ([$0], false) }
        case .array(let items):
            var styles: [G8Style] = []
            var failed = false
            for (index, item) in items.enumerated() {
                func itemPath() -> String { jsonPath() + "[\(index)]" }
                guard let name = item.string else {
                    error(itemPath(), .invalidTheme(reason: "a superStyle list holds style names, got \(item.kindName)"), at: .node(item))
                    failed = true
                    continue
                }
                let index = styleNames[name]
                if let style = style(named: name, at: index, referencedFrom: item, referencePath: itemPath) { styles.append(style) } else { failed = true }
                noteSuperStyle(name, at: index)
            }
            return failed ? nil : (styles, true)
        default:
            error(jsonPath(), .invalidTheme(reason: "superStyle must name a style or a list of styles, got \(node.kindName)"),
                  at: .node(node))
            return nil
        }
    }

    /// The property names a style sets on the object it is applied to itself: its keys
    /// without a keypath, other than `superStyle` and children's nested styles.
    private mutating func directNames(of members: [G8JSONMember]) -> Set<String> {
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
    private mutating func classes(setting names: Set<String>) -> [G8ClassProperties] {
        if let known = classesSetting[names] { return known }
        let classes = G8ClassProperties.classes(setting: names, in: engine.registry)
        classesSetting[names] = classes
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

    /// A value: token references resolved, checked against every property of the key's name.
    /// Nil after reporting; a builder that makes no styles (``makesValues`` false) makes no
    /// value either, and says only that the value checked cleanly.
    ///
    /// `jsonPath` spells out the value's path for a diagnostic; it is called only to report one.
    mutating func leafValue(_ node: G8JSONNode, read: ReadKey, jsonPath: () -> String) -> Leaf? {
        // A value written as exactly `"{token}"`, or a number or boolean, or an object or array
        // that names no token (a font written out), for a declared property: converts as the
        // same token or value did the last time it stood for a key of this name, looked up by
        // numbers. Only resolving a token could report anything more then: that it is deprecated.
        var quickCheck: QuickCheck?
        // A value that is exactly a reference to a resolved token: the token and its value.
        var exactToken: (index: Int, json: G8JSON)?
        if read.isDeclared {
            switch node.value {
            case .string(let text):
                if let index = referencedToken(text), case .resolved(let json) = resolvedTokens[index] {
                    let check = QuickCheck.token(index, slot: read.nameSlot)
                    if let leaf = quickLeaf(check, json: json, node: node) {
                        if let deprecated = tokenDefinitions[index].deprecated {
                            warn(jsonPath(), .deprecatedToken(name: tokenOrder[index], message: deprecated), at: .node(node))
                        }
                        return leaf
                    }
                    quickCheck = check
                    exactToken = (index, json)
                } else if copyingPointers.isEmpty, !tokensStudio, G8ThemeBuilder.isPlainLiteral(text) {
                    // A short string that names nothing (a color, a case's name): it resolves to
                    // itself with nothing to report, and converts as it did before.
                    let check = QuickCheck.string(text, slot: read.nameSlot)
                    if let leaf = quickLeaf(check, json: node.json, node: node) { return leaf }
                    quickCheck = check
                }
            case .number(let number) where copyingPointers.isEmpty:
                quickCheck = QuickCheck(nameSlot: read.nameSlot, kind: .number, bits: number.bitPattern)
            case .bool(let flag) where copyingPointers.isEmpty:
                quickCheck = QuickCheck(nameSlot: read.nameSlot, kind: .bool, bits: flag ? 1 : 0)
            case .object, .array:
                guard copyingPointers.isEmpty, let fingerprint = G8ThemeBuilder.literalFingerprint(of: node) else { break }
                // Found by its fingerprint, and compared whole: two literals can share one.
                let literal = compositeLiterals[fingerprint]
                if let literal, !literal.node.hasSameValue(as: node) { break }
                let check = QuickCheck(nameSlot: read.nameSlot, kind: .composite, bits: fingerprint)
                if let literal, let leaf = quickLeaf(check, json: literal.json, node: node) { return leaf }
                quickCheck = check
            default:
                break
            }
            if let check = quickCheck, check.kind == .number || check.kind == .bool, let leaf = quickLeaf(check, json: node.json, node: node) {
                return leaf
            }
            // A lint keeps no table it can do without: it would be most of the growth of its peak.
            if !keepsStyles { quickCheck = nil }
        }
        let resolved: G8JSON?
        if quickCheck?.kind == .string {
            // A plain literal (``isPlainLiteral(_:)``) resolves to itself.
            resolved = node.json
        } else if let exactToken, copyingPointers.isEmpty {
            // Resolved as `resolveReferences` resolves an exact alias, without finding the
            // token again: its value, and the warning for a deprecated token.
            if let deprecated = tokenDefinitions[exactToken.index].deprecated {
                warn(jsonPath(), .deprecatedToken(name: tokenPaths.order[exactToken.index], message: deprecated), at: .node(node))
            }
            lastAliasIndex = exactToken.index
            resolved = exactToken.json
        } else {
            resolvingStyle = true
            resolved = resolveReferences(in: node, jsonPath: jsonPath, expectedType: nil, depth: 0)
            resolvingStyle = false
        }
        guard let json = resolved else { return nil }
        let site = Site.node(node)
        let location = makesValues ? self.site(source: node.source, offset: node.offset) : nil
        guard let candidates = read.candidates else {
            if engine.registry.appliers.isEmpty {
                warn(jsonPath(), .invalidTheme(reason: "no applier declares a property '\(read.name)': the engine has no appliers at all (G8() is empty; use G8.standard for the built-in widgets)"), at: site)
            } else if !engine.registry.closureKeys.contains(read.name) {
                // Past the most warnings kept, the warning is dropped: its suggestion would be too.
                let suggestion = warnings.count < G8ThemeBuilder.maximumErrors ? undeclaredSuggestion(for: read.name) : nil
                if let engineHint {
                    // Checked against G8.standard for want of an engine: the likely cause is a
                    // widget of the app's own, whose applier that engine lacks.
                    let declared = G8Diagnostic.Kind.undeclaredProperty(name: read.name, suggestion: suggestion).message
                    let advice = "G8.standard checked this theme; if a widget of your own has '\(read.name)', "
                        + "pass the engine that has its applier: \(engineHint)"
                    warn(jsonPath(), .custom(declared + (suggestion == nil ? "; " : " ") + advice), at: site)
                } else {
                    warn(jsonPath(), .undeclaredProperty(name: read.name, suggestion: suggestion), at: site)
                }
            }
            return makesValues ? .made(G8ThemeValue(json: json, converted: nil, site: location)) : .checked
        }
        // A theme repeats values (the same token in many styles): each name and value is
        // converted once, and the conversion shared. A token's value is remembered by its
        // quick check alone: hashing its JSON to find it among all the values, and again to
        // add it, costs more than converting it, and a token's value is rarely another's.
        let checkedKey = CheckedValue(name: read.name, json: json)
        let sharesConversion = quickCheck?.kind != .token
        if sharesConversion, let converted = checkedValues[checkedKey] ?? (inheritedValues.isEmpty ? nil : inheritedValues[checkedKey]) {
            if let quickCheck { noteQuickCheck(quickCheck, converted: converted, node: node, json: json) }
            return makesValues ? .made(G8ThemeValue(json: json, converted: converted, site: location)) : .checked
        }
        // The JSON as the plain value it stands for, as the engine would unwrap it from a
        // theme value: checked without the wrapper, and without looking it up.
        let raw: any G8Value = G8Conversion.normalized(json) ?? G8JSON.null
        var firstFailure: G8SetFailure?
        var problems: [G8ValueProblem] = []
        for property in candidates {
            switch property.check(raw) {
            case .success(let value):
                // A lint hands its conversions to nothing: it keeps a bounded number, so a large
                // theme's distinct values do not grow its peak (the result is the same either way).
                if sharesConversion, keepsStyles || checkedValues.count < G8ThemeBuilder.lintConversionLimit {
                    checkedValues.updateValue(value, forKey: checkedKey)
                }
                if let quickCheck { noteQuickCheck(quickCheck, converted: value, node: node, json: json) }
                return makesValues ? .made(G8ThemeValue(json: json, converted: value, site: location)) : .checked
            case .failure(let failure):
                if firstFailure == nil { firstFailure = failure }
                if case .problem(_, let problem) = failure { problems.append(problem) }
            }
        }
        if problems.count == candidates.count, let problem = problems.first, problems.allSatisfy({ $0 == problem }) {
            // Every property of the name says the same of the value: the member at fault,
            // the valid cases, what is wrong with the string.
            let member = problem.inside(read.name)
            let rest = G8ValueProblem(expected: problem.expected, actual: problem.actual, note: problem.note)
            error(jsonPath(), .invalidTheme(reason: "'\(member.member)' \(rest)" + G8ThemeBuilder.fromToken(node)), at: site)
            return nil
        }
        if case .invalidValue(let value, let reason) = firstFailure, candidates.count == 1 {
            error(jsonPath(), .invalidTheme(reason: "'\(read.name)' cannot be \(value): \(reason)" + G8ThemeBuilder.fromToken(node)),
                  at: site)
            return nil
        }

        var expected: [String] = []
        for property in candidates {
            let name = property.valueTypeName.hasSuffix("?") ? String(property.valueTypeName.dropLast()) : property.valueTypeName
            if !expected.contains(name) { expected.append(name) }
        }
        if problems.isEmpty, looksLikeStyle(node) {
            // An object of style keys under a property's name: meant as a nested style for an
            // outlet of that name. A theme reads it as the property's value (it cannot know which
            // class the style goes to), so say that, and how to reach such an outlet.
            let types = expected.joined(separator: " or ")
            error(jsonPath(), .invalidTheme(reason: "'\(read.name)' is a property of type \(types), not an outlet: "
                + "a theme reads an object under it as its value, not as a nested style "
                + "(set '\(read.name)' with a value, or give the outlet another name in its class's g8Outlets and style it by that name)"),
                  at: site)
            return nil
        }
        error(jsonPath(), .valueNotConvertible(
            property: read.name, expected: expected, actual: G8ThemeBuilder.describe(json) + G8ThemeBuilder.fromToken(node)), at: site)
        return nil
    }
    /// The value for `node` found by its quick check (resolved to `json`), or nil when the
    /// check has no conversion kept. A builder that only checks asks only whether there is
    /// one: copying the conversion out of the table is the costly part of a repeated value's
    /// check. Mutating: a method that is not would copy the builder, hundreds of bytes, at
    /// every call.
    private mutating func quickLeaf(_ check: QuickCheck, json: @autoclosure () -> G8JSON, node: G8JSONNode) -> Leaf? {
        guard makesValues else { return quickChecks.contains(check.key) ? .checked : nil }
        guard let converted = quickChecks[check.key] else { return nil }
        return .made(G8ThemeValue(json: json(), converted: converted, site: site(source: node.source, offset: node.offset)))
    }

    /// Notes that the value `node` (resolved to `json`) converted cleanly to `converted` for the
    /// key name and value `check` stands for; a composite literal is kept too, to compare the
    /// next one of the same fingerprint with.
    private mutating func noteQuickCheck(_ check: QuickCheck, converted: (any G8Value)?, node: G8JSONNode, json: G8JSON) {
        quickChecks.set(converted, for: check.key, keeping: check.kind == .string ? node.string : nil)
        if check.kind == .composite, compositeLiterals[check.bits] == nil {
            compositeLiterals[check.bits] = (node, json)
        }
    }

    /// Whether `text` is a string ``QuickCheck/string(_:slot:)`` stands for: at most 15 bytes
    /// (one small string's, or a short one's count and storage), none of them a brace.
    static func isPlainLiteral(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.count <= 15 && !bytes.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
        }
    }

    /// A fingerprint of an object or array that names no token, for ``quickChecks``: nil when
    /// some string in it has a brace (a reference, or what a format reads as one), an object
    /// has a `$ref`, or it nests deeper than a composite value does. Such a literal resolves to
    /// itself, with nothing to report, whatever the tokens are.
    static func literalFingerprint(of node: G8JSONNode) -> UInt64? {
        var hash = G8NameHash.basis
        return fingerprint(node, into: &hash, depth: 0) ? hash : nil
    }

    private static func fingerprint(_ node: G8JSONNode, into hash: inout UInt64, depth: Int) -> Bool {
        @inline(__always) func mix(_ value: UInt64) { G8NameHash.mix(&hash, value) }
        @inline(__always) func mix(_ text: String) -> Bool {
            var text = text
            let clean = text.withUTF8 { bytes in
                for byte in bytes {
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return false }
                    mix(UInt64(byte))
                }
                return true
            }
            mix(0xFF)  // no byte of UTF-8: ends the string
            return clean
        }
        guard depth <= 4 else { return false }
        switch node.value {
        case .null:
            mix(1)
        case .bool(let flag):
            mix(flag ? 2 : 3)
        case .number(let number):
            mix(4)
            mix(number.bitPattern)
        case .string(let text):
            mix(5)
            return mix(text)
        case .array(let items):
            mix(6)
            mix(UInt64(items.count))
            for index in items.indices where !fingerprint(items[index], into: &hash, depth: depth + 1) { return false }
        case .object(let members):
            mix(7)
            mix(UInt64(members.count))
            for index in members.indices {
                let key = members[index].key
                guard key != "$ref", mix(key), fingerprint(members[index].value, into: &hash, depth: depth + 1) else { return false }
            }
        }
        return true
    }
}
