import G8Widgets
/// An SVG picture being drawn: the primitives a ``G8PreviewRenderer`` draws widgets with.
///
/// Coordinates are points from the top left of the picture, as in UIKit. Every number is
/// written with at most two decimals and every color as `#RRGGBB` with a separate opacity, so
/// the same drawing always gives the same text and any SVG renderer reads it.
///
/// ```swift
/// renderer.setDrawing(for: Gauge.self) { gauge, bounds, canvas in
///     canvas.fillRect(bounds, cornerRadius: 4, color: gauge.fillColor)
///     canvas.text("\(gauge.percent)%", in: bounds, font: .boldSystemFont(ofSize: 12),
///                 color: .white, alignment: .center)
/// }
/// ```
public struct G8SVGCanvas: Sendable {
    /// The size of the picture in points.
    public let size: Size
    private var elements: [String] = []
    private var definitions: [String] = []
    private var depth = 1
    private var nextID = 0

    /// An empty picture of a size.
    public init(size: Size) {
        self.size = size
    }

    /// Fills a rectangle, with rounded corners when `cornerRadius` is above 0.
    public mutating func fillRect(_ rect: Rect, cornerRadius: Double = 0, color: Color) {
        guard color.alpha > 0, rect.size.width > 0, rect.size.height > 0 else { return }
        append("<rect\(Self.geometry(rect, cornerRadius))\(Self.paint("fill", color))/>")
    }

    /// Strokes a border of `width` inside a rectangle, as Core Animation draws a layer's border.
    public mutating func strokeRect(_ rect: Rect, cornerRadius: Double = 0, color: Color, width: Double) {
        guard color.alpha > 0, width > 0, rect.size.width > 0, rect.size.height > 0 else { return }
        let inset = Rect(x: rect.origin.x + width / 2, y: rect.origin.y + width / 2,
                         width: max(rect.size.width - width, 0), height: max(rect.size.height - width, 0))
        let radius = max(cornerRadius - width / 2, 0)
        append("<rect\(Self.geometry(inset, radius)) fill=\"none\"\(Self.paint("stroke", color)) stroke-width=\"\(Self.number(width))\"/>")
    }

    /// Fills a circle.
    public mutating func fillCircle(center: Point, radius: Double, color: Color) {
        guard color.alpha > 0, radius > 0 else { return }
        append("<circle cx=\"\(Self.number(center.x))\" cy=\"\(Self.number(center.y))\" r=\"\(Self.number(radius))\"\(Self.paint("fill", color))/>")
    }

    /// Strokes a circle's outline.
    public mutating func strokeCircle(center: Point, radius: Double, color: Color, width: Double) {
        guard color.alpha > 0, radius > 0, width > 0 else { return }
        append("<circle cx=\"\(Self.number(center.x))\" cy=\"\(Self.number(center.y))\" r=\"\(Self.number(radius))\" fill=\"none\"\(Self.paint("stroke", color)) stroke-width=\"\(Self.number(width))\"/>")
    }

    /// Draws a straight line.
    public mutating func line(from start: Point, to end: Point, color: Color, width: Double) {
        guard color.alpha > 0, width > 0 else { return }
        append("<line x1=\"\(Self.number(start.x))\" y1=\"\(Self.number(start.y))\" x2=\"\(Self.number(end.x))\" y2=\"\(Self.number(end.y))\"\(Self.paint("stroke", color)) stroke-width=\"\(Self.number(width))\"/>")
    }

    /// A blurred copy of a rounded rectangle under what is drawn next, as a layer's shadow.
    ///
    /// `radius` is the blur radius, as `Layer.shadowRadius`; the opacity is the color's alpha
    /// times `opacity`.
    public mutating func shadow(of rect: Rect, cornerRadius: Double, color: Color, opacity: Double,
                                offset: Size, radius: Double) {
        let shadowColor = color.withAlphaComponent(color.alpha * min(max(opacity, 0), 1))
        guard shadowColor.alpha > 0 else { return }
        let moved = Rect(x: rect.origin.x + offset.width, y: rect.origin.y + offset.height,
                         width: rect.size.width, height: rect.size.height)
        guard radius > 0 else { return fillRect(moved, cornerRadius: cornerRadius, color: shadowColor) }
        let id = makeID("shadow")
        definitions.append("<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(Self.number(radius / 2))\"/></filter>")
        append("<rect\(Self.geometry(moved, cornerRadius))\(Self.paint("fill", shadowColor)) filter=\"url(#\(id))\"/>")
    }

    /// Draws text in a rectangle: lines wrapped at word boundaries to the width when
    /// `numberOfLines` is not 1 (0 means as many as fit), the last line cut with "…" when the
    /// text does not fit, the block centred vertically.
    ///
    /// Widths are estimated from the font size, since the picture's fonts are chosen by
    /// whatever renders it.
    public mutating func text(_ text: String, in rect: Rect, font: Font, color: Color,
                              alignment: TextAlignment = .natural, numberOfLines: Int = 1,
                              shadow: (color: Color, offset: Size)? = nil) {
        guard !text.isEmpty, color.alpha > 0, font.pointSize > 0 else { return }
        let lineHeight = font.pointSize * 1.2
        // A huge frame over a tiny font would make more lines than an `Int` holds (and a NaN
        // height none): no text has more than 2³¹ lines, and a NaN fits one.
        let rows = (rect.size.height / lineHeight).rounded(.down)
        let fitting = rows >= 1 ? Int(min(rows, Double(Int32.max))) : 1
        let limit = numberOfLines == 1 ? 1 : (numberOfLines == 0 ? fitting : min(numberOfLines, fitting))
        let lines = Self.wrap(text, width: rect.size.width, font: font, limit: limit)
        let (anchor, x): (String, Double) = switch alignment {
        case .center: ("middle", rect.origin.x + rect.size.width / 2)
        case .right: ("end", rect.origin.x + rect.size.width)
        case .left, .justified, .natural: ("start", rect.origin.x)
        }
        let blockHeight = lineHeight * Double(lines.count)
        let firstBaseline = rect.origin.y + (rect.size.height - blockHeight) / 2 + lineHeight / 2 + font.pointSize * 0.35
        let style = " font-family=\"\(Self.escape(Self.cssFamily(font)))\" font-size=\"\(Self.number(font.pointSize))\""
            + (font.weight == .regular ? "" : " font-weight=\"\(font.weight.cssValue)\"")
            + (font.isItalic ? " font-style=\"italic\"" : "")
            + " text-anchor=\"\(anchor)\""
        for (index, line) in lines.enumerated() {
            let y = firstBaseline + lineHeight * Double(index)
            if let shadow, shadow.color.alpha > 0 {
                append("<text x=\"\(Self.number(x + shadow.offset.width))\" y=\"\(Self.number(y + shadow.offset.height))\"\(style)\(Self.paint("fill", shadow.color))>\(Self.escape(line))</text>")
            }
            append("<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\"\(style)\(Self.paint("fill", color))>\(Self.escape(line))</text>")
        }
    }

    /// Draws what `body` draws at an opacity and, when `clip` is given, only inside that
    /// rounded rectangle.
    public mutating func group(opacity: Double = 1, clip: (rect: Rect, cornerRadius: Double)? = nil,
                               _ body: (inout G8SVGCanvas) -> Void) {
        var attributes = ""
        if opacity < 1 { attributes += " opacity=\"\(Self.number(max(opacity, 0)))\"" }
        if let clip {
            let id = makeID("clip")
            definitions.append("<clipPath id=\"\(id)\"><rect\(Self.geometry(clip.rect, clip.cornerRadius))/></clipPath>")
            attributes += " clip-path=\"url(#\(id))\""
        }
        guard !attributes.isEmpty else { return body(&self) }
        append("<g\(attributes)>")
        depth += 1
        body(&self)
        depth -= 1
        append("</g>")
    }

    /// The SVG document: a `<svg>` element sized to ``size``, with a title for screen readers.
    public func document(title: String? = nil) -> String {
        let width = Self.number(size.width), height = Self.number(size.height)
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">"]
        if let title { lines.append("  <title>\(Self.escape(title))</title>") }
        if !definitions.isEmpty {
            lines.append("  <defs>")
            lines += definitions.map { "    " + $0 }
            lines.append("  </defs>")
        }
        lines += elements
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Writing

    private mutating func append(_ element: String) {
        elements.append(String(repeating: "  ", count: depth) + element)
    }

    private mutating func makeID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    private static func geometry(_ rect: Rect, _ cornerRadius: Double) -> String {
        var text = " x=\"\(number(rect.origin.x))\" y=\"\(number(rect.origin.y))\" width=\"\(number(rect.size.width))\" height=\"\(number(rect.size.height))\""
        let radius = min(max(cornerRadius, 0), min(rect.size.width, rect.size.height) / 2)
        if radius > 0 { text += " rx=\"\(number(radius))\"" }
        return text
    }

    private static func paint(_ attribute: String, _ color: Color) -> String {
        let rgb = String(color.withAlphaComponent(1).hexString)
        return color.alpha >= 1 ? " \(attribute)=\"\(rgb)\"" : " \(attribute)=\"\(rgb)\" \(attribute)-opacity=\"\(number(color.alpha))\""
    }

    /// A number with at most two decimals and no trailing zeros: `12`, `0.5`, `-3.25`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return "0" }
        let whole = Int(hundredths)
        let sign = whole < 0 ? "-" : ""
        let magnitude = abs(whole)
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(magnitude / 100)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(magnitude / 100).\(digits)"
    }

    /// Text made safe for XML content and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                // Control characters other than tab and newlines are not allowed in XML 1.0.
                if scalar.value < 0x20, scalar != "\t", scalar != "\n", scalar != "\r" { continue }
                if scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The CSS font family for a font: the system font's stack, or the name without its face
    /// suffix (`HelveticaNeue-Bold` is `HelveticaNeue`), falling back to sans-serif.
    static func cssFamily(_ font: Font) -> String {
        if font.name == Font.systemFontName {
            return "system-ui, -apple-system, Helvetica Neue, Arial, sans-serif"
        }
        let family = font.name.split(separator: "-").first.map(String.init) ?? font.name
        let safe = family.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "_" }
        return safe.isEmpty ? "sans-serif" : "\(safe), sans-serif"
    }

    /// The estimated width of text: an average glyph is about 0.56 em wide, bold ones wider.
    static func estimatedWidth(_ text: Substring, font: Font) -> Double {
        let em = font.weight.cssValue >= 600 ? 0.6 : 0.56
        return Double(text.count) * font.pointSize * em
    }

    /// Lines of text for a width: words wrapped greedily, at most `limit` lines, the last cut
    /// with "…" when text is left over or is too wide.
    static func wrap(_ text: String, width: Double, font: Font, limit: Int) -> [String] {
        var lines: [String] = []
        var rest = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph -> [Substring] in
            limit == 1 ? [paragraph] : wrapParagraph(paragraph, width: width, font: font)
        }
        if limit == 1, rest.count > 1 { rest = [Substring(rest.joined(separator: " "))] }
        while let line = rest.first, lines.count < limit {
            rest.removeFirst()
            let isLast = lines.count == limit - 1
            if isLast, !rest.isEmpty || estimatedWidth(line, font: font) > width {
                lines.append(truncate(line, width: width, font: font, force: !rest.isEmpty))
            } else {
                lines.append(String(line))
            }
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Double, font: Font) -> [Substring] {
        var lines: [Substring] = []
        var start = paragraph.startIndex
        var lastBreak: Substring.Index?
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            if paragraph[index] == " " { lastBreak = index }
            let next = paragraph.index(after: index)
            if estimatedWidth(paragraph[start..<next], font: font) > width, let breakAt = lastBreak, breakAt > start {
                lines.append(paragraph[start..<breakAt])
                start = paragraph.index(after: breakAt)
                lastBreak = nil
            }
            index = next
        }
        lines.append(paragraph[start...])
        return lines
    }

    private static func truncate(_ line: Substring, width: Double, font: Font, force: Bool) -> String {
        var kept = line
        while !kept.isEmpty, estimatedWidth(kept, font: font) + font.pointSize * 0.6 > width {
            kept = kept.dropLast()
        }
        if !force, kept.count == line.count { return String(line) }
        return kept.trimmingSuffix(while: { $0 == " " }) + "…"
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}
