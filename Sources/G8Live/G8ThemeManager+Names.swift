import Foundation
@_spi(G8Engine) import G8Core
import G8Themes

extension G8ThemeManager {
    /// The style names registrations were made with, the style last looked up, and the key
    /// signatures of styles: one value, changed only by the manager's own calls.
    ///
    /// Names are kept in NFC (``G8CanonicalName``) and compared by their UTF-8 bytes
    /// (``G8ExactName``): canonically equivalent names are one name, as they are to the theme.
    struct Names {
        /// The style last looked up by name, with its signature: registrations and switches
        /// mostly meet runs of one style name. Forgotten when the theme changes.
        var lastLookup: (name: Int32, style: G8Style, signature: Int32)?
        /// The names registrations were made with, each once, in the order first used: a
        /// registration holds its name's index.
        var styleNames: [String] = []
        /// Each name's index in `styleNames`.
        var styleNameIndices: [G8ExactName: Int32] = [:]
        /// Key signatures by style identity; each entry keeps its style, so identities stay
        /// unique.
        var signatures: [ObjectIdentifier: (style: G8Style, signature: Int32)] = [:]
        /// The signature of each list of keypaths met (at most 4,096 kept).
        var signatureNumbers: [G8Style.KeyList: Int32] = [:]
        /// The signature the next new list of keypaths gets; 0 once they ran out.
        var nextSignature: Int32 = 1

        /// The name at `index` (an index a registration holds).
        subscript(index: Int32) -> String { styleNames[Int(index)] }

        /// The index of `name` when it is the name of the style last looked up.
        func lastLookedUp(_ name: String) -> Int32? {
            guard let last = lastLookup, G8ExactName.equal(styleNames[Int(last.name)], name) else { return nil }
            return last.name
        }

        /// The index of `name` in `styleNames` (of its NFC form), added when new.
        mutating func index(of name: String) -> Int32 {
            if let last = lastLookup, G8ExactName.equal(styleNames[Int(last.name)], name) { return last.name }
            let name = G8CanonicalName.of(name)
            if let known = styleNameIndices[G8ExactName(name)] { return known }
            let index = Int32(truncatingIfNeeded: styleNames.count)
            styleNames.append(name)
            styleNameIndices[G8ExactName(name)] = index
            return index
        }

        /// The signature of every keypath the style sets, nested styles and superStyles included,
        /// in order: two styles have the same signature exactly when they set the same properties
        /// (each list of keypaths met gets its own number; no hash that two lists could share).
        /// 0, which no registration's signature is, once 2^31 - 1 lists have been numbered.
        mutating func signature(of style: G8Style) -> Int32 {
            let id = ObjectIdentifier(style.storage)
            if let known = signatures[id] { return known.signature }
            // Compared by the bytes of their NFC forms, as names are: `café` in NFC and in NFD
            // are one key.
            let keys = style.keyList()
            let signature: Int32
            if let numbered = signatureNumbers[keys] {
                signature = numbered
            } else {
                // Forgotten lists keep their numbers: a list met again gets a new one, which a
                // registration holding the old one takes for other keys, and puts its values back.
                if signatureNumbers.count >= 4096 { signatureNumbers.removeAll() }
                signature = nextSignature
                if nextSignature < Int32.max { nextSignature += 1 } else { nextSignature = 0 }
                if signature != 0 { signatureNumbers[keys] = signature }
            }
            if signatures.count > 4096 { signatures.removeAll() }
            signatures[id] = (style, signature)
            return signature
        }
    }
}

extension G8ThemeManager {
    /// The report with each path beginning with the registered object's type and style name,
    /// logged.
    func prefixed(_ report: G8Report, at index: Int, object: AnyObject) -> G8Report {
        guard let registration = registrations.slots[index] else { return report }
        let prefix = "\(G8TypeName.of(type(of: object)))[\(names[registration.name])]"
        let diagnostics = report.diagnostics.map {
            G8Diagnostic(level: $0.level, path: $0.path.isEmpty ? prefix : prefix + "." + $0.path, kind: $0.kind, location: $0.location)
        }
        diagnostics.forEach(log)
        return G8Report(diagnostics: diagnostics, appliedCount: report.appliedCount)
    }

    func log(_ diagnostic: G8Diagnostic) {
        if engine.logLevel != .off && diagnostic.level >= engine.logLevel { engine.logHandler(diagnostic) }
    }
}
