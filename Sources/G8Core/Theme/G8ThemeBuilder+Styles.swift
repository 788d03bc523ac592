extension G8ThemeBuilder {
    /// The named style, built once; nil after reporting when it is unknown, cyclic or invalid.
    mutating func style(named name: String, referencedFrom reference: (path: String, node: JNode)?) -> G8Style? {
        if let built = builtStyles[name] { return built }
        guard let definition = styleDefinitions[name] else {
            if let reference {
                let suggestion = G8Suggestion.nearest(to: name, in: styleOrder)
                error(reference.path, .unknownStyle(name: name, suggestion: suggestion), at: .node(reference.node))
            }
            return nil
        }
        if let start = buildingIndex(of: name) {
            let chain = Array(buildingStack[start...]) + [name]
            error(reference?.path ?? "styles." + name, .superStyleCycle(chain: chain), at: reference.map { .node($0.node) } ?? .unknown)
            return nil
        }
        buildingStack.append(name)
        defer { buildingStack.removeLast() }
        let jsonPath = "styles." + name
        guard definition.value.members != nil else {
            error(jsonPath, .invalidTheme(reason: "a style must be an object, got \(definition.value.kindName)"),
                  at: .node(definition.value))
            builtStyles[name] = .some(nil)
            return nil
        }
        let style = buildStyle(definition.value, jsonPath: jsonPath, depth: 0).map { $0.named(name) }
        builtStyles[name] = .some(style)
        return style
    }

    /// A style from a JSON object: keys in the order written, nested objects as nested styles
    /// unless their key names a property, `superStyle` by name.
    mutating func buildStyle(_ node: JNode, jsonPath: String, depth: Int) -> G8Style? {
        guard depth <= G8.maximumDepth else {
            error(jsonPath, .nestingTooDeep(limit: G8.maximumDepth), at: .node(node))
            return nil
        }
        var entries: [G8Style.Entry] = []
        var failed = false
        for member in node.members ?? [] {
            let path = G8ThemeBuilder.join(jsonPath, member.key)
            let site = self.site(source: member.value.source, offset: member.keyOffset)
            if member.key == G8Style.superStyleKey.stringValue {
                guard let value = superStyles(member.value, jsonPath: path) else { failed = true; continue }
                entries.append(G8Style.Entry(key: G8Style.superStyleKey, value: value, site: site))
                continue
            }
            let key = G8Key(member.key)
            if let problem = key.malformation {
                error(path, .malformedKey(key: member.key, reason: problem),
                      at: .offset(member.value.source, member.keyOffset))
                failed = true
                continue
            }
            let isProperty = engine.registry.propertiesByName[key.name] != nil
            if member.value.members != nil, !isProperty, G8ThemeBuilder.reference(in: member.value) == nil {
                guard let nested = buildStyle(member.value, jsonPath: path, depth: depth + 1) else { failed = true; continue }
                entries.append(G8Style.Entry(key: key, value: nested, site: site))
                continue
            }
            guard let value = leafValue(member.value, key: key, jsonPath: path) else { failed = true; continue }
            entries.append(G8Style.Entry(key: key, value: value, site: site))
        }
        return failed ? nil : G8Style(entries)
    }

    /// The styles a `superStyle` value names: one name, or a list of names.
    private mutating func superStyles(_ node: JNode, jsonPath: String) -> (any G8Value)? {
        switch node.value {
        case .string(let name):
            return style(named: name, referencedFrom: (jsonPath, node))
        case .array(let items):
            var styles: [G8Style] = []
            var failed = false
            for (index, item) in items.enumerated() {
                let itemPath = jsonPath + "[\(index)]"
                guard let name = item.string else {
                    error(itemPath, .invalidTheme(reason: "a superStyle list holds style names, got \(item.kindName)"), at: .node(item))
                    failed = true
                    continue
                }
                if let style = style(named: name, referencedFrom: (itemPath, item)) { styles.append(style) } else { failed = true }
            }
            return failed ? nil : styles
        default:
            error(jsonPath, .invalidTheme(reason: "superStyle must name a style or a list of styles, got \(node.kindName)"),
                  at: .node(node))
            return nil
        }
    }

    /// A value: token references resolved, checked against every property of the key's name.
    private mutating func leafValue(_ node: JNode, key: G8Key, jsonPath: String) -> G8ThemeValue? {
        resolvingStyle = true
        let resolved = resolveReferences(in: node, jsonPath: { jsonPath }, expectedType: nil, depth: 0)
        resolvingStyle = false
        guard let json = resolved else { return nil }
        let site = Site.node(node)
        let location = self.site(source: node.source, offset: node.offset)
        guard let candidates = engine.registry.propertiesByName[key.name] else {
            if !engine.registry.closureKeys.contains(key.name) {
                let names = Array(engine.registry.propertiesByName.keys) + Array(engine.registry.closureKeys)
                warn(jsonPath, .undeclaredProperty(name: key.name, suggestion: G8Suggestion.nearest(to: key.name, in: names)),
                     at: site)
            }
            return G8ThemeValue(json: json, converted: nil, site: location)
        }
        let raw = G8ThemeValue(json: json, converted: nil, site: location)
        var firstFailure: G8SetFailure?
        for property in candidates {
            switch property.check(raw) {
            case .success(let converted):
                return G8ThemeValue(json: json, converted: converted as? any G8Value, site: location)
            case .failure(let failure):
                if firstFailure == nil { firstFailure = failure }
            }
        }
        if case .invalidValue(let value, let reason) = firstFailure, candidates.count == 1 {
            error(jsonPath, .invalidTheme(reason: "'\(key.name)' cannot be \(value): \(reason)"), at: site)
            return nil
        }
        var expected: [String] = []
        for property in candidates {
            let name = property.valueTypeName.hasSuffix("?") ? String(property.valueTypeName.dropLast()) : property.valueTypeName
            if !expected.contains(name) { expected.append(name) }
        }
        error(jsonPath, .valueNotConvertible(property: key.name, expected: expected, actual: G8ThemeBuilder.describe(json)), at: site)
        return nil
    }
}
