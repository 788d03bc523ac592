import Foundation
import G8Gtk

/// Where the gallery's theme comes from, and how it loads: the theme file alone, or with the
/// resolver document beside it, which adds the `contrast` modifier (`normal`, `high`) over the
/// file's tokens.
struct GalleryTheme {
    /// The theme file: tokens with a dark mode, the styles, the named colours.
    let url: URL
    /// `gallery.resolver.json` beside the theme file, when it is there.
    let resolver: URL?

    /// The theme file: $G8_GALLERY_THEME, or the one beside this source file (so that editing
    /// it restyles a running gallery), or the copy in the bundle.
    static func located() -> GalleryTheme {
        let url: URL
        if let path = ProcessInfo.processInfo.environment["G8_GALLERY_THEME"] {
            url = URL(fileURLWithPath: path)
        } else {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/gallery-theme.json")
            url = FileManager.default.fileExists(atPath: source.path)
                ? source : Bundle.module.url(forResource: "gallery-theme", withExtension: "json") ?? source
        }
        let resolver = url.deletingLastPathComponent().appendingPathComponent("gallery.resolver.json")
        return GalleryTheme(url: url, resolver: FileManager.default.fileExists(atPath: resolver.path) ? resolver : nil)
    }

    /// The theme, in the default contrast.
    ///
    /// With a resolver document, the theme file is read twice: the document's base set is the
    /// file's `tokens` (`gallery-theme.json#/tokens`), and the file is the styles file, its
    /// `tokens` left out: a styles file's tokens go over every layer of the document, and would
    /// hide the contrast's.
    func load(engine: G8) throws(G8ThemeError) -> G8Theme {
        guard let resolver else { return try G8Theme(contentsOf: url, engine: engine) }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: url))
        } catch {
            throw G8ThemeError(diagnostics: [G8Diagnostic(level: .error, path: "", message: "cannot read \(url.path): \(error.localizedDescription)")])
        }
        return try G8Theme(
            resolver: resolver, styles: Data(GalleryTheme.withoutTokens(bytes)), stylesFile: url.lastPathComponent, engine: engine)
    }

    /// The bytes of a JSON document with the root object's member `tokens` replaced by spaces,
    /// its newlines kept: every other member keeps its line and column, for diagnostics. A
    /// document that is not a well-formed object is returned as it is, for the loader to report.
    static func withoutTokens(_ bytes: [UInt8]) -> [UInt8] {
        var scanner = JSONScanner(bytes: bytes)
        guard let members = scanner.rootMembers(),
              let index = members.firstIndex(where: { scanner.text($0.key) == "\"tokens\"" })
        else { return bytes }
        // The member and the comma after it; the last member takes the comma before it.
        var cut = members[index].key.lowerBound..<members[index].end
        if index + 1 < members.count {
            cut = cut.lowerBound..<members[index + 1].key.lowerBound
        } else if index > 0 {
            cut = members[index - 1].end..<cut.upperBound
        }
        var out = bytes
        for offset in cut where out[offset] != UInt8(ascii: "\n") { out[offset] = UInt8(ascii: " ") }
        return out
    }
}

/// Just enough of JSON to find the root object's members: where each key starts and its value
/// ends.
struct JSONScanner {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Each member of the root object: its key's bytes (quotes included) and where its value
    /// ends; nil for a document that is not a well-formed object at this level.
    mutating func rootMembers() -> [(key: Range<Int>, end: Int)]? {
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var members: [(key: Range<Int>, end: Int)] = []
        skipSpace()
        if take(UInt8(ascii: "}")) { return members }
        while true {
            skipSpace()
            guard let key = string() else { return nil }
            skipSpace()
            guard take(UInt8(ascii: ":")) else { return nil }
            skipSpace()
            guard value() else { return nil }
            members.append((key, index))
            skipSpace()
            if take(UInt8(ascii: "}")) { return members }
            guard take(UInt8(ascii: ",")) else { return nil }
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// A string at `index`, quotes included.
    private mutating func string() -> Range<Int>? {
        let start = index
        guard take(UInt8(ascii: "\"")) else { return nil }
        while index < bytes.count {
            let byte = bytes[index]
            index += byte == UInt8(ascii: "\\") ? 2 : 1
            if byte == UInt8(ascii: "\"") { return start..<index }
        }
        return nil
    }

    /// Skips any value: a string, an object or array with what it holds, or a scalar.
    private mutating func value() -> Bool {
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: "\"") { return string() != nil }
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard string() != nil else { return false }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return true }
                depth -= 1
                if depth == 0 { index += 1; return true }
            case UInt8(ascii: ","):
                if depth == 0 { return true }
            default:
                break
            }
            index += 1
        }
        return depth == 0
    }
}
