import Foundation
import G8Core

/// One rule for names: tokens, styles and modes are told apart byte for byte, everywhere (the
/// loader's ordered names compare bytes, and so does the theme manager). Two names whose
/// characters differ only in Unicode normalization, `café` composed (NFC) and decomposed (NFD),
/// look the same to every reader but are two names, so the second one written gets a warning.
extension G8StyleChecker {
    /// Warns about each token path, style name and mode name that differs from an earlier one of
    /// its kind only in normalization.
    mutating func warnAboutNormalizationTwins() {
        for (name, other) in tokens.read.tokenPaths.isASCII ? [] : G8StyleChecker.normalizationTwins(in: tokenOrder) {
            guard let index = tokens.read.tokenPaths[name] else { continue }
            let definition = tokens.read.tokenDefinitions[index]
            let otherLine = tokens.read.tokenPaths[other].flatMap { location(source: tokens.read.tokenDefinitions[$0].source, offset: tokens.read.tokenDefinitions[$0].offset)?.line }
            warn(tokens.tokenPrefix + name, twin("token", name, other, otherLine), at: .offset(definition.source, definition.offset))
        }
        // A style's place is its definition's: a lint reads the definitions from the bytes.
        func stylePlace(_ name: String) -> (source: Int32, offset: Int32)? {
            guard let index = styleNames[name] else { return nil }
            if styleDefinitions.indices.contains(index) { return (styleDefinitions[index].value.source, styleDefinitions[index].value.offset) }
            guard let streamed = streamedStyles, streamed.offsets.indices.contains(index) else { return nil }
            return (streamed.source, streamed.offsets[index])
        }
        for (name, other) in styleNames.isASCII ? [] : G8StyleChecker.normalizationTwins(in: styleOrder) {
            guard let place = stylePlace(name) else { continue }
            let otherLine = stylePlace(other).flatMap { location(source: $0.source, offset: $0.offset)?.line }
            warn("styles." + name, twin("style", name, other, otherLine), at: .offset(place.source, place.offset))
        }
        for (name, other) in G8StyleChecker.normalizationTwins(in: tokens.read.modeNames) {
            let user = tokens.read.modeUsers[name] ?? ""
            let site: Site = tokens.read.tokenPaths[user].map { .offset(tokens.read.tokenDefinitions[$0].source, tokens.read.tokenDefinitions[$0].offset) } ?? .unknown
            warn(tokens.tokenPrefix + user, twin("mode", name, other, nil), at: site)
        }
    }

    private func twin(_ what: String, _ name: String, _ other: String, _ otherLine: Int?) -> G8Diagnostic.Kind {
        .normalizationTwin(what: what, name: name, form: G8StyleChecker.form(of: name), other: other,
                           otherForm: G8StyleChecker.form(of: other), otherLine: otherLine)
    }

    private static func form(of name: String) -> String {
        if name.precomposedStringWithCanonicalMapping.utf8.elementsEqual(name.utf8) { return "NFC" }
        if name.decomposedStringWithCanonicalMapping.utf8.elementsEqual(name.utf8) { return "NFD" }
        return "neither NFC nor NFD"
    }

    /// Each name that comes after another of `names` with the same characters in another
    /// normalization, with that other name. ASCII names, nearly all, cost one scan of their bytes.
    static func normalizationTwins(in names: [String]) -> [(name: String, other: String)] {
        var firstByForm: [[UInt8]: String] = [:]  // keyed by bytes: String keys would conflate the twins
        var twins: [(name: String, other: String)] = []
        for name in names where name.utf8.contains(where: { $0 >= 0x80 }) {
            let key = Array(name.precomposedStringWithCanonicalMapping.utf8)
            if let other = firstByForm[key] {
                if !other.utf8.elementsEqual(name.utf8) { twins.append((name, other)) }
            } else {
                firstByForm[key] = name
            }
        }
        return twins
    }
}
