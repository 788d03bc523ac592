import G8Core
/// A style's leaf values: each resolved (token references, quickly for the values a theme
/// repeats), checked against every property of its key's name, and converted once.
extension G8StyleChecker {
    /// A value: token references resolved, checked against every property of the key's name.
    /// Nil after reporting; a checker that makes no styles (``makesValues`` false) makes no
    /// value either, and says only that the value checked cleanly.
    ///
    /// The value is `key`'s in the style at `stylePath`, a path joined only to report it (the
    /// strings taken as they are: a closure that joined them would hold a copy of each, made
    /// for every value). A key no applier declares is reported at `keyOffset`, the key's own
    /// position, where applying the style reports it too; at the value when there is none.
    mutating func leafValue(_ node: G8JSONNode, read: ReadKey, keyOffset: Int32?, stylePath: String, key: String) -> Leaf? {
        func jsonPath() -> String { G8AliasResolver.join(stylePath, key) }
        // A value written as exactly `"{token}"`, or a number or boolean, or an object or array
        // that names no token (a font written out), for a declared property: converts as the
        // same token or value did the last time it stood for a key of this name, looked up by
        // numbers. Only resolving a token could report anything more then: that it is deprecated.
        var quickCheck: G8QuickCheck?
        // A value that is exactly a reference to a resolved token: the token and its value.
        var exactToken: (index: Int, json: G8JSON)?
        // What a quick check finds: set in place rather than returned as an optional, which,
        // holding an existential, would be destroyed through the runtime's value witnesses
        // after every check that finds nothing.
        var leaf = Leaf.checked
        if read.isDeclared {
            switch node.value {
            case .string(let text):
                if let index = referencedToken(text), case .resolved(let json) = tokens.values[index] {
                    let check = G8QuickCheck.token(index, slot: read.nameSlot)
                    if quickLeaf(check, json: json, node: node, into: &leaf) {
                        if let deprecated = tokens.read.tokenDefinitions[index].deprecated {
                            warn(jsonPath(), .deprecatedToken(name: tokenOrder[index], message: deprecated), at: .node(node))
                        }
                        return leaf
                    }
                    quickCheck = check
                    exactToken = (index, json)
                } else if context.pointers.copying.isEmpty, !tokens.read.tokensStudio, G8StyleChecker.isPlainLiteral(text) {
                    // A short string that names nothing (a color, a case's name): it resolves to
                    // itself with nothing to report, and converts as it did before.
                    let check = G8QuickCheck.string(text, slot: read.nameSlot)
                    if quickLeaf(check, json: node.json, node: node, into: &leaf) { return leaf }
                    quickCheck = check
                }
            case .number(let number) where context.pointers.copying.isEmpty:
                quickCheck = G8QuickCheck(nameSlot: read.nameSlot, kind: .number, bits: number.bitPattern)
            case .bool(let flag) where context.pointers.copying.isEmpty:
                quickCheck = G8QuickCheck(nameSlot: read.nameSlot, kind: .bool, bits: flag ? 1 : 0)
            case .object, .array:
                guard context.pointers.copying.isEmpty, let fingerprint = G8StyleChecker.literalFingerprint(of: node) else { break }
                // Found by its fingerprint, and compared whole: two literals can share one.
                let literal = learned.compositeLiterals[fingerprint]
                if let literal, !literal.node.hasSameValue(as: node) { break }
                let check = G8QuickCheck(nameSlot: read.nameSlot, kind: .composite, bits: fingerprint)
                if let literal, quickLeaf(check, json: literal.json, node: node, into: &leaf) { return leaf }
                quickCheck = check
            default:
                break
            }
            if let check = quickCheck, check.kind == .number || check.kind == .bool, quickLeaf(check, json: node.json, node: node, into: &leaf) {
                return leaf
            }
            // A lint keeps no table it can do without: it would be most of the growth of its peak.
            if !keepsStyles { quickCheck = nil }
        }
        let resolved: G8JSON?
        if quickCheck?.kind == .string {
            // A plain literal (``isPlainLiteral(_:)``) resolves to itself.
            resolved = node.json
        } else if let exactToken, context.pointers.copying.isEmpty {
            // Resolved as `resolveReferences` resolves an exact alias, without finding the
            // token again: its value, and the warning for a deprecated token.
            if let deprecated = tokens.read.tokenDefinitions[exactToken.index].deprecated {
                warn(jsonPath(), .deprecatedToken(name: tokens.read.tokenPaths.order[exactToken.index], message: deprecated), at: .node(node))
            }
            resolved = exactToken.json
        } else {
            resolved = resolveStyleValue(node, jsonPath: jsonPath)
        }
        guard let json = resolved else { return nil }
        let site = Site.node(node)
        let location = makesValues ? self.site(source: node.source, offset: node.offset) : nil
        guard let candidates = read.candidates else {
            let site = keyOffset.map { Site.offset(node.source, $0) } ?? site
            if engine.registry.appliers.isEmpty {
                warn(jsonPath(), .invalidTheme(reason: "no applier declares a property '\(read.name)': the engine has no appliers at all (G8() is empty; use G8.standard for the built-in widgets)"), at: site)
            } else if warnings.count < G8AliasResolver.maximumErrors, !engine.registry.closureKeys.contains(read.name) {
                // Past the most warnings kept, the warning would be dropped: neither it nor its
                // suggestion and message is made.
                let suggestion = undeclaredSuggestion(for: read.name)
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
        let checkedKey = G8CheckedValue(name: read.name, json: json)
        let sharesConversion = quickCheck?.kind != .token
        if sharesConversion, let converted = learned.checkedValues[checkedKey] ?? (inheritedValues.isEmpty ? nil : inheritedValues[checkedKey]) {
            if let quickCheck { noteQuickCheck(quickCheck, converted: converted, node: node, json: json) }
            return makesValues ? .made(G8ThemeValue(json: json, converted: converted, site: location)) : .checked
        }
        // The JSON as the plain value it stands for, as the engine would unwrap it from a
        // theme value: checked without the wrapper, and without looking it up.
        let raw: any G8Value = G8Conversion.checkable(json) ?? G8JSON.null
        var firstFailure: G8SetFailure?
        // Whether every property refused the value as the first did.
        var failedAlike = true
        var problems: [G8ValueProblem] = []
        for property in candidates {
            // A lint reports what applying the value would: the checks a property makes only
            // when a value is applied too (``G8Property/checkingWhenApplied(_:)``).
            switch keepsStyles ? property.check(raw) : property.checkAsApplied(raw) {
            case .success(let value):
                // A lint hands its conversions to nothing: it keeps a bounded number, so a large
                // theme's distinct values do not grow its peak (the result is the same either way).
                if sharesConversion, keepsStyles || learned.checkedValues.count < G8StyleChecker.lintConversionLimit {
                    learned.checkedValues.updateValue(value, forKey: checkedKey)
                }
                if let quickCheck { noteQuickCheck(quickCheck, converted: value, node: node, json: json) }
                return makesValues ? .made(G8ThemeValue(json: json, converted: value, site: location)) : .checked
            case .failure(let failure):
                if firstFailure == nil { firstFailure = failure } else if failure != firstFailure { failedAlike = false }
                if case .problem(_, let problem) = failure { problems.append(problem) }
            }
        }
        if engine.readsChildStylesUnderPropertyNames, looksLikeStyle(node) {
            // An object of style keys that a property of the name takes as its value: read as
            // that value, so the child of that name needs another name to take a style.
            error(jsonPath(), .invalidTheme(reason: "'\(read.name)' is a property that takes an object, not a child's name: "
                + "a theme reads an object under it as its value, not as a nested style "
                + "(set '\(read.name)' with a value, or give the child another name, such as another id in its document, and style it by that name)"),
                  at: site)
            return nil
        }
        if problems.count == candidates.count, let problem = problems.first, problems.allSatisfy({ $0 == problem }) {
            // Every property of the name says the same of the value: the member at fault,
            // the valid cases, what is wrong with the string.
            let member = problem.inside(read.name)
            let rest = G8ValueProblem(expected: problem.expected, actual: problem.actual, note: problem.note)
            error(jsonPath(), .invalidTheme(reason: "'\(member.member)' \(rest)" + G8StyleChecker.fromToken(node)), at: site)
            return nil
        }
        if case .invalidValue(let value, let reason) = firstFailure, failedAlike {
            error(jsonPath(), .invalidTheme(reason: "'\(read.name)' cannot be \(value): \(reason)" + G8StyleChecker.fromToken(node)),
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
            property: read.name, expected: expected, actual: G8AliasResolver.describe(json) + G8StyleChecker.fromToken(node)), at: site)
        return nil
    }
    /// Whether the quick check `check` has a conversion kept, and if so `leaf` is the value for
    /// `node` (resolved to `json`); `leaf` is left as it is when there is none. A checker that
    /// only checks asks only whether there is one, and leaves `leaf` ``Leaf/checked``: copying
    /// the conversion out of the table is the costly part of a repeated value's check.
    /// Mutating, so that the call takes the checker in place rather than a copy of it.
    private mutating func quickLeaf(_ check: G8QuickCheck, json: @autoclosure () -> G8JSON, node: G8JSONNode, into leaf: inout Leaf) -> Bool {
        guard makesValues else { return learned.quickChecks.contains(check.key) }
        guard let converted = learned.quickChecks[check.key] else { return false }
        leaf = .made(G8ThemeValue(json: json(), converted: converted, site: site(source: node.source, offset: node.offset)))
        return true
    }

    /// Notes that the value `node` (resolved to `json`) converted cleanly to `converted` for the
    /// key name and value `check` stands for; a composite literal is kept too, to compare the
    /// next one of the same fingerprint with.
    private mutating func noteQuickCheck(_ check: G8QuickCheck, converted: (any G8Value)?, node: G8JSONNode, json: G8JSON) {
        learned.quickChecks.set(converted, for: check.key, keeping: check.kind == .string ? node.string : nil)
        if check.kind == .composite, learned.compositeLiterals[check.bits] == nil {
            learned.compositeLiterals[check.bits] = (node, json)
        }
    }

    /// The property name of the engine nearest to `name`, which no applier declares: worked
    /// out once for the name.
    private mutating func undeclaredSuggestion(for name: String) -> String? {
        if let known = learned.undeclaredSuggestions[name] { return known }
        let names = Array(engine.registry.propertiesByName.keys) + Array(engine.registry.closureKeys)
        let suggestion = G8Suggestion.nearest(to: name, in: names)
        learned.undeclaredSuggestions[name] = .some(suggestion)
        return suggestion
    }
}
