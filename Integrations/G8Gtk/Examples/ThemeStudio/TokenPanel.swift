import G8Gtk

/// The tokens of a theme in one mode or context, by group, as Pango markup for a label: a
/// swatch before each colour, each token's value as JSON.
///
/// ```
/// color
///   ██  paper    #FFFFFF
/// ```
enum TokenPanel {
    /// The markup for `tokens`; groups are the paths up to their last dot, in the order the
    /// tokens come.
    static func markup(for tokens: [G8Token]) -> String {
        guard !tokens.isEmpty else { return "<i>No tokens.</i>" }
        var groups: [(name: String, lines: [String])] = []
        for token in tokens {
            let (group, name) = split(token.path)
            let swatch = color(of: token).map { "<span background=\"\($0)\" foreground=\"\($0)\">\u{2588}\u{2588}\u{2588}</span>  " } ?? ""
            let line = "  \(swatch)<b>\(escape(name))</b>  <tt>\(escape(text(of: token)))</tt>"
            if groups.last?.name == group {
                groups[groups.count - 1].lines.append(line)
            } else {
                groups.append((group, [line]))
            }
        }
        return groups.map { "<b>\(escape($0.name.isEmpty ? "(top level)" : $0.name))</b>\n" + $0.lines.joined(separator: "\n") }
            .joined(separator: "\n\n")
    }

    /// `color.brand.primary` as (`color.brand`, `primary`).
    static func split(_ path: String) -> (group: String, name: String) {
        guard let dot = path.lastIndex(of: ".") else { return ("", path) }
        return (String(path[..<dot]), String(path[path.index(after: dot)...]))
    }

    /// The token's colour as `#RRGGBB` (alpha dropped: Pango draws swatches opaque), when it
    /// is a colour: a hex or CSS string, or a Design Tokens colour object with a `hex`.
    static func color(of token: G8Token) -> String? {
        guard token.type == "color" || token.type == nil else { return nil }
        var written: String?
        switch token.value {
        case .string(let text): written = text
        case .object(let members): if case .string(let hex)? = members.first(where: { $0.key == "hex" })?.value { written = hex }
        default: break
        }
        guard let written, let color = Color.g8Convert(from: written) else { return nil }
        return String(color.hexString.prefix(7))
    }

    /// The token's value as compact JSON, a string without its quotes.
    static func text(of token: G8Token) -> String {
        if case .string(let text) = token.value { return text }
        return token.value.description
    }

    /// `text` with the characters Pango markup reserves escaped.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
