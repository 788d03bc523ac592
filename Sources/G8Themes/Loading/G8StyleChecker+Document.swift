import Foundation
import G8Core
/// The style stage's work over a document: its styles checked, once its tokens are resolved.
extension G8StyleChecker {
    /// Checks the styles of the theme `root`, or, for a token file (`root` nil), only the
    /// names of its tokens.
    mutating func checkStyles(of root: G8JSONNode?) {
        if let root {
            if let baseline = options.baseline { checkingOnly(against: baseline) }
            buildStyles(root: root)
        }
    }

    private mutating func buildStyles(root: G8JSONNode) {
        if let changed = modes.changed, let listed = options.baseline?.tokenValues {
            // A mode's check: the values the default check listed, not a walk of the styles.
            // Room for a conversion of each at once, as a check makes (below).
            learned.checkedValues.reserveCapacity(learned.checkedValues.count + listed.count / 2)
            learned.quickChecks.reserveCapacity(learned.quickChecks.count + listed.count / 2)
            checkTokenValues(listed, changed: changed)
            return
        }
        if let styles = root.member("styles") {
            guard let styleMembers = styles.value.members else {
                error("styles", .invalidTheme(reason: "'styles' must be an object, got \(styles.value.kindName)"),
                      at: .node(styles.value))
                return
            }
            if streamsStyles {
                scanStyles(styles.value)
            } else {
                // Room for every style at once: grown one style at a time, the names' table
                // would be made again at every doubling.
                styleNames.reserveCapacity(styleMembers.count)
                styleDefinitions.reserveCapacity(styleMembers.count)
                for member in styleMembers {
                    let (index, inserted) = styleNames.insert(member.key)
                    if inserted { styleDefinitions.append(member) } else { styleDefinitions[index] = member }
                }
            }
            learned.builtStyles = Array(repeating: nil, count: styleNames.count)
            learned.superHeights = Array(repeating: (0, nil), count: styleNames.count)
            if !keepsStyles { building.dropped = Array(repeating: false, count: styleNames.count) }
            if keepsStyles && modes.changed == nil {
                // About one conversion and one reference check a style in themes that repeat
                // their values, many more in others: room for that many at once spares making
                // each table again at every doubling, each time hashing every key.
                learned.checkedValues.reserveCapacity(learned.checkedValues.count + styleNames.count)
                learned.quickChecks.reserveCapacity(learned.quickChecks.count + styleNames.count)
            }
            if keepsStyles && mode == nil && options.baseline == nil && !tokens.read.modeNames.isEmpty {
                // Room for about two values a style that name a token: grown from empty, the
                // list would be moved at every doubling.
                modes.tokenValues = []
                modes.tokenValues?.reserveCapacity(2 * styleNames.count)
            }
            if keepsStyles {
                for name in styleOrder { _ = style(named: name, referencedFrom: nil) }
            } else {
                buildStylesDroppingThem()
            }
        }
    }

    /// Builds every style in order, as a lint does: each style is let go once it and every
    /// style that names it as a superStyle (anywhere in its definition) are built, so that a
    /// large theme's styles never all exist at once. A style asked for after it was let go
    /// (a reference the scan did not see) is built again with its diagnostics dropped: they
    /// were reported the first time, and building is deterministic.
    private mutating func buildStylesDroppingThem() {
        var until: [Int: [Int]] = [:]
        var lastUse: [String: Int] = [:]
        for (index, name) in styleOrder.enumerated() {
            if let streamedStyles {
                for superStyle in streamedStyles.superStyleNames[name] ?? [] { lastUse[superStyle] = index }
            } else if styleDefinitions.indices.contains(index) {
                G8StyleChecker.forEachSuperStyleName(in: styleDefinitions[index].value, depth: 0) { lastUse[$0] = index }
            }
        }
        for (index, name) in styleOrder.enumerated() { until[max(index, lastUse[name] ?? index), default: []].append(index) }
        for (index, name) in styleOrder.enumerated() {
            _ = style(named: name, referencedFrom: nil)
            for done in until[index] ?? [] {
                learned.builtStyles[done] = nil
                building.dropped[done] = true
            }
        }
    }

    /// Reads a deferred `styles` object (``streamsStyles``) for ``buildStyles(root:)``: one pass
    /// over its bytes notes each name, where its definition is and the superStyles it names,
    /// building nothing (``G8JSONParser/scanMembers(of:source:objectAt:superStyleKey:depthLimit:_:)``);
    /// each definition is parsed when its style is built (``styleDefinition(at:)``) and let go after.
    private mutating func scanStyles(_ styles: G8JSONNode) {
        if let scanned = streamedStyles, scanned.source == styles.source, scanned.offset == styles.offset {
            // Scanned by the default check: another mode's check reads the same bytes.
            styleNames.reserveCapacity(scanned.order.count)
            for name in scanned.order { _ = styleNames.insert(name) }
            return
        }
        var offsets: [Int32] = []
        var superStyleNames: [String: [String]] = [:]
        G8JSONParser.scanMembers(
            of: sources[Int(styles.source)].bytes, source: styles.source, objectAt: styles.offset,
            superStyleKey: G8Style.superStyleKey.stringValue, depthLimit: G8.maximumDepth
        ) { name, offset, names in
            let (index, inserted) = styleNames.insert(name)
            if inserted { offsets.append(offset) } else { offsets[index] = offset }
            superStyleNames[name] = names.isEmpty ? nil : names
        }
        streamedStyles = StreamedStyles(
            source: styles.source, offset: styles.offset, order: styleNames.order, offsets: offsets,
            superStyleNames: superStyleNames)
    }

    /// The definition of the style at `index` in ``styleNames``: the parse tree's, or, for a
    /// deferred `styles` object, parsed again from the source's bytes. Mutating only to take the
    /// checker in place: a method that does not mutate, called from one that does, is handed a
    /// copy of it.
    mutating func styleDefinition(at index: Int) -> G8JSONNode? {
        guard let streamedStyles else { return styleDefinitions[index].value }
        let offset = streamedStyles.offsets[index]
        return G8JSONParser.value(in: sources[Int(streamedStyles.source)].bytes, source: streamedStyles.source, at: offset)
    }

    /// Calls `body` with every name a `superStyle` member in `node` (a style definition, its
    /// nested styles included) gives, one name or a list of names.
    private static func forEachSuperStyleName(in node: G8JSONNode, depth: Int, _ body: (String) -> Void) {
        guard depth <= G8.maximumDepth, let members = node.members else { return }
        for member in members {
            if member.key == G8Style.superStyleKey.stringValue {
                if let name = member.value.string { body(name) }
                if case .array(let items) = member.value.value {
                    for item in items { if let name = item.string { body(name) } }
                }
            } else {
                forEachSuperStyleName(in: member.value, depth: depth + 1, body)
            }
        }
    }
}
