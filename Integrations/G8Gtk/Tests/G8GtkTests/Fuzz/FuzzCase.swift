import Foundation

/// One fuzz case: a GtkBuilder document and a JSON theme whose style `s` is applied to it, as
/// saved in the regression corpus (`FuzzCorpus/*.json`) and replayed from there.
struct FuzzCase: Codable, Equatable {
    /// The seed and index it was made from (0 and the file's order for a case written by hand).
    var seed: UInt64
    var index: Int
    /// The GtkBuilder document.
    var ui: String
    /// The theme, whose style `s` is applied to the document.
    var theme: String
    /// Whether the engine is strict: a style it refuses must then change nothing.
    var strict: Bool
    /// Whether the document's window is drawn after the style applies.
    var render: Bool

    /// The case `index` of `seed`: the same on every machine and every run.
    static func make(seed: UInt64, index: Int) -> FuzzCase {
        var random = FuzzRandom(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        let document = FuzzDocument.make(&random)
        let style = FuzzStyle.make(&random, ids: document.ids)
        return FuzzCase(
            seed: seed, index: index, ui: document.xml, theme: ##"{"styles": {"s": {"## + style + "}}}",
            strict: random.chance(0.4), render: random.chance(0.1))
    }

    /// The case as the corpus keeps it: pretty-printed JSON, keys sorted.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// SplitMix64: small, fast and the same everywhere.
struct FuzzRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
    mutating func chance(_ probability: Double) -> Bool { Double(next() % 1_000_000) < probability * 1_000_000 }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.upperBound - range.lowerBound + 1) }
}

/// Documents: a window holding a box of random widgets, some in containers of their own,
/// and now and then a document that is near-valid or hostile.
enum FuzzDocument {
    static let leaves = [
        "GtkLabel", "GtkButton", "GtkEntry", "GtkSpinButton", "GtkTextView", "GtkCheckButton", "GtkSwitch", "GtkProgressBar",
        "GtkLevelBar", "GtkImage", "GtkSeparator", "GtkSpinner", "GtkToggleButton", "GtkLinkButton", "GtkPasswordEntry",
        "GtkSearchEntry", "GtkCalendar", "GtkScale", "GtkDrawingArea", "GtkMenuButton", "GtkText",
    ]
    /// Containers that take any number of `<child>` elements, and those that take one.
    static let containers = ["GtkBox", "GtkGrid", "GtkOverlay", "GtkListBox", "GtkStack", "GtkNotebook"]
    static let singles = ["GtkFrame", "GtkScrolledWindow", "GtkExpander", "GtkRevealer"]
    /// Ids named like properties, which a theme still reaches as ids.
    static let propertyLikeIDs = ["title", "name", "label", "font", "text", "visible", "layer"]

    static func make(_ random: inout FuzzRandom) -> (xml: String, ids: [(id: String, type: String)]) {
        var ids: [(id: String, type: String)] = [("window", "GtkWindow"), ("box", "GtkBox")]
        var used: Set<String> = ["window", "box"]
        func newID() -> String {
            if random.chance(0.15) {
                let named = random.pick(propertyLikeIDs)
                if used.insert(named).inserted { return named }
            }
            let id = "w\(ids.count)"
            used.insert(id)
            return id
        }
        func widget(depth: Int) -> String {
            let isContainer = depth < 2 && random.chance(0.25)
            let type = isContainer ? random.pick(containers + singles) : random.pick(leaves)
            let id = newID()
            ids.append((id, type))
            var body = ""
            if type == "GtkLabel" || type == "GtkButton" { body += "<property name=\"label\">\(id)</property>" }
            if isContainer {
                let count = singles.contains(type) ? 1 : random.int(1...3)
                for _ in 0..<count { body += "<child>" + widget(depth: depth + 1) + "</child>" }
            }
            return "<object class=\"\(type)\" id=\"\(id)\">\(body)</object>"
        }
        var children = ""
        for _ in 0..<random.int(1...5) { children += "<child>" + widget(depth: 0) + "</child>" }
        var xml = """
            <interface><object class="GtkWindow" id="window"><property name="default-width">160</property>\
            <property name="default-height">120</property><property name="decorated">false</property>\
            <child><object class="GtkBox" id="box"><property name="orientation">vertical</property>\(children)</object></child>\
            </object></interface>
            """
        if random.chance(0.08) { xml = hostile(xml, &random) }
        return (xml, ids)
    }

    /// `xml` made near-valid or hostile: cut short, a class misspelt, an id repeated, a value
    /// GTK cannot parse, text that is not XML.
    static func hostile(_ xml: String, _ random: inout FuzzRandom) -> String {
        switch random.below(7) {
        case 0: return String(xml.prefix(random.below(xml.count)))
        case 1: return xml.replacingOccurrences(of: "GtkBox", with: "GtkBocks")
        case 2: return xml.replacingOccurrences(of: "id=\"box\"", with: "id=\"window\"")
        case 3: return xml.replacingOccurrences(of: "<property name=\"decorated\">false", with: "<property name=\"decorated\">maybe")
        case 4: return xml.replacingOccurrences(of: "<interface>", with: "<interface><requires lib=\"gtk\" version=\"99.0\"/>")
        case 5: return "<<<" + xml
        default: return xml.replacingOccurrences(of: "</interface>", with: "<object class=\"GtkLabel\" id=\"extra\"><property name=\"nope\">1</property></object></interface>")
        }
    }
}

/// Styles: keys G8Gtk supports (the model widgets' and GObject properties) with valid,
/// near-valid and hostile values, misspelt keys, states, nested styles.
enum FuzzStyle {
    /// What values a key takes, to draw valid, near and hostile ones.
    enum Kind {
        case int(ClosedRange<Int>), double(ClosedRange<Double>), bool, string
        case nick([String]), flags([String]), color, font, insets, size, shadow, border, css, typography
    }

    static let widgetKeys: [(String, Kind)] = [
        ("textColor", .color), ("backgroundColor", .color), ("tintColor", .color), ("font", .font), ("typography", .typography),
        ("letterSpacing", .double(-5...5)), ("lineHeight", .double(0...3)), ("alpha", .double(0...1)), ("isHidden", .bool),
        ("isEnabled", .bool), ("isUserInteractionEnabled", .bool), ("clipsToBounds", .bool), ("layoutMargins", .insets),
        ("accessibilityIdentifier", .string), ("css", .css),
        ("layer.cornerRadius", .double(0...20)), ("layer.borderWidth", .double(0...4)), ("layer.borderColor", .color),
        ("layer.border", .border), ("layer.shadow", .shadow), ("layer.shadowColor", .color), ("layer.shadowOpacity", .double(0...1)),
        ("layer.shadowRadius", .double(0...8)), ("layer.shadowOffset", .size), ("layer.backgroundColor", .color),
        ("layer.opacity", .double(0...1)), ("layer.masksToBounds", .bool),
        ("margin-start", .int(0...32767)), ("margin-top", .int(0...32767)), ("width-request", .int(-1...32767)),
        ("height-request", .int(-1...32767)), ("opacity", .double(0...1)), ("halign", .nick(["fill", "start", "end", "center", "baseline"])),
        ("valign", .nick(["fill", "start", "end", "center", "baseline"])), ("hexpand", .bool), ("vexpand", .bool), ("visible", .bool),
        ("sensitive", .bool), ("focusable", .bool), ("can-target", .bool), ("tooltip-text", .string), ("tooltip-markup", .string),
        ("name", .string), ("overflow", .nick(["visible", "hidden"])), ("css-classes", .string), ("css-name", .string),
        ("layout-manager", .string), ("parent", .string), ("scale-factor", .int(1...2)), ("cursor", .string),
    ]

    static let classKeys: [String: [(String, Kind)]] = [
        "GtkLabel": [
            ("text", .string), ("numberOfLines", .int(0...5)), ("textAlignment", .nick(["left", "center", "right", "justified", "natural"])),
            ("label", .string), ("use-markup", .bool), ("use-underline", .bool), ("xalign", .double(0...1)), ("yalign", .double(0...1)),
            ("wrap", .bool), ("wrap-mode", .nick(["word", "char", "word-char"])), ("ellipsize", .nick(["none", "start", "middle", "end"])),
            ("lines", .int(-1...32767)), ("max-width-chars", .int(-1...32767)), ("width-chars", .int(-1...32767)), ("selectable", .bool),
            ("justify", .nick(["left", "right", "center", "fill"])), ("single-line-mode", .bool), ("attributes", .string),
        ],
        "GtkButton": [
            ("title", .string), ("titleColor", .color), ("titleFont", .font), ("titleTypography", .typography), ("contentEdgeInsets", .insets),
            ("label", .string), ("icon-name", .string), ("has-frame", .bool), ("use-underline", .bool),
        ],
        "GtkEntry": [
            ("text", .string), ("placeholder", .string), ("textAlignment", .nick(["left", "center", "right"])),
            ("placeholder-text", .string), ("max-length", .int(0...65535)), ("visibility", .bool), ("xalign", .double(0...1)),
            ("input-purpose", .nick(["free-form", "alpha", "digits", "number", "phone", "url", "email", "name", "password", "pin", "terminal"])),
            ("input-hints", .flags(["none", "spellcheck", "no-spellcheck", "word-completion", "lowercase", "uppercase-chars", "emoji"])),
            ("has-frame", .bool), ("buffer", .string),
        ],
        "GtkSpinButton": [("value", .double(-100...100)), ("digits", .int(0...20)), ("climb-rate", .double(0...10)), ("numeric", .bool), ("wrap", .bool), ("text", .string)],
        "GtkText": [("text", .string), ("placeholder-text", .string), ("max-length", .int(0...65535)), ("visibility", .bool)],
        "GtkTextView": [
            ("isEditable", .bool), ("textContainerInset", .insets), ("text", .string), ("editable", .bool),
            ("wrap-mode", .nick(["none", "char", "word", "word-char"])), ("left-margin", .int(0...32767)), ("indent", .int(-32767...32767)),
            ("pixels-above-lines", .int(0...32767)), ("monospace", .bool), ("justification", .nick(["left", "right", "center", "fill"])),
            ("input-hints", .flags(["none", "spellcheck", "lowercase", "emoji"])),
        ],
        "GtkCheckButton": [("active", .bool), ("label", .string), ("inconsistent", .bool)],
        "GtkToggleButton": [("active", .bool), ("label", .string)],
        "GtkLinkButton": [("uri", .string), ("visited", .bool)],
        "GtkSwitch": [("active", .bool), ("state", .bool)],
        "GtkProgressBar": [("fraction", .double(0...1)), ("pulse-step", .double(0...1)), ("show-text", .bool), ("text", .string), ("inverted", .bool), ("ellipsize", .nick(["none", "end"]))],
        "GtkLevelBar": [("value", .double(0...1)), ("min-value", .double(0...1)), ("max-value", .double(0...10)), ("mode", .nick(["continuous", "discrete"])), ("inverted", .bool)],
        "GtkImage": [("icon-name", .string), ("pixel-size", .int(-1...32767)), ("icon-size", .nick(["inherit", "normal", "large"]))],
        "GtkSpinner": [("spinning", .bool)],
        "GtkScale": [("digits", .int(-1...64)), ("draw-value", .bool), ("has-origin", .bool), ("value-pos", .nick(["left", "right", "top", "bottom"])), ("fill-level", .double(0...100))],
        "GtkBox": [("spacing", .int(0...32767)), ("homogeneous", .bool), ("orientation", .nick(["horizontal", "vertical"])), ("baseline-position", .nick(["top", "center", "bottom"]))],
        "GtkGrid": [("row-spacing", .int(0...32767)), ("column-spacing", .int(0...32767)), ("row-homogeneous", .bool)],
        "GtkFrame": [("label", .string), ("label-xalign", .double(0...1))],
        "GtkExpander": [("expanded", .bool), ("label", .string), ("use-markup", .bool)],
        "GtkRevealer": [("reveal-child", .bool), ("transition-duration", .int(0...32767)), ("transition-type", .nick(["none", "crossfade", "slide-up"]))],
        "GtkScrolledWindow": [("min-content-width", .int(-1...32767)), ("max-content-height", .int(-1...32767)), ("hscrollbar-policy", .nick(["always", "automatic", "never", "external"])), ("propagate-natural-width", .bool)],
        "GtkStack": [("transition-duration", .int(0...32767)), ("hhomogeneous", .bool)],
        "GtkNotebook": [("show-tabs", .bool), ("tab-pos", .nick(["left", "right", "top", "bottom"])), ("scrollable", .bool), ("page", .int(-1...3)), ("group-name", .string)],
        "GtkWindow": [("title", .string), ("default-width", .int(-1...32767)), ("default-height", .int(-1...32767)), ("resizable", .bool), ("decorated", .bool), ("modal", .bool), ("deletable", .bool), ("application", .string), ("child", .string)],
        "GtkMenuButton": [("icon-name", .string), ("label", .string), ("direction", .nick(["up", "down", "left", "right", "none"]))],
    ]

    static let states = ["highlighted", "disabled", "hover", "selected", "focused", "pressed", "checked"]

    /// The JSON members of style `s` (without the braces).
    static func make(_ random: inout FuzzRandom, ids: [(id: String, type: String)]) -> String {
        var members: [String] = []
        for _ in 0..<random.int(1...8) {
            let (id, type) = random.pick(ids)
            if random.chance(0.2) {
                // A nested style for the id, one to three keys.
                var inner: [String] = []
                for _ in 0..<random.int(1...3) { inner.append(member(&random, type: type)) }
                members.append(quoted(id) + ": {" + inner.joined(separator: ", ") + "}")
            } else {
                let entry = member(&random, type: type)
                members.append("\"" + escape(id) + "." + entry.dropFirst())
            }
        }
        if random.chance(0.05) { members.append(##""nope.textColor": "#FF0000""##) }
        return members.joined(separator: ", ")
    }

    /// `"key": value` for an object of GType `type`.
    static func member(_ random: inout FuzzRandom, type: String) -> String {
        let own = classKeys[type] ?? []
        var (key, kind) = random.chance(0.55) && !own.isEmpty ? random.pick(own) : random.pick(widgetKeys)
        if random.chance(0.06) { key = misspelt(key, &random) }
        if random.chance(0.08) { key += ":" + random.pick(states) }
        return quoted(key) + ": " + value(kind, &random)
    }

    static func misspelt(_ key: String, _ random: inout FuzzRandom) -> String {
        var characters = Array(key)
        guard characters.count > 2 else { return key + "x" }
        let at = random.below(characters.count - 1)
        if random.chance(0.5) { characters.remove(at: at) } else { characters.swapAt(at, at + 1) }
        return String(characters)
    }

    static let hostileValues = [
        "null", "[]", "{}", "[1, 2]", "\"\"", "true", "2147483647", "-2147483647", "2147483648", "9223372036854775807",
        "1e308", "-1e308", "5e-324", "0.1", "-0", "\"{color.nope}\"", ##"{"textColor": "#FF0000"}"##, ##""\u0000""##,
    ]

    static func value(_ kind: Kind, _ random: inout FuzzRandom) -> String {
        let roll = random.below(10)
        if roll == 0 { return random.pick(hostileValues) }
        let near = roll <= 2
        switch kind {
        case .int(let range):
            // Past the range, not at its end: sizes at GTK's own limits (a margin of 32767) add up
            // past what GTK can draw, GTK's limit, which the hostile tests set without drawing.
            if near { return random.pick(["\(range.upperBound + 1)", "\(range.lowerBound - 1)", "0.5", "\"12\""]) }
            return "\(random.int(range.lowerBound...min(range.upperBound, range.lowerBound + 200)))"
        case .double(let range):
            if near { return random.pick(["\(range.upperBound + 0.001)", "\(range.lowerBound - 0.001)", "\(range.upperBound)", "\"0.5\"", "1e300"]) }
            return "\(range.lowerBound + Double(random.below(1000)) / 1000 * (range.upperBound - range.lowerBound))"
        case .bool:
            return near ? random.pick(["\"true\"", "1", "0", "\"yes\""]) : random.pick(["true", "false"])
        case .string:
            if near { return random.pick(["null", "12", "\"<b>broken\"", "\"%s%s%n\""]) }
            return random.pick([
                "\"Hello\"", "\"\"", "\"héllo 👋 مرحبا\"", "\"<b>bold</b>\"", "\"_Underline\"", "\"go-next\"", "\"line\\nbreak\"",
                "\"" + String(repeating: "long ", count: 80) + "\"",
            ])
        case .nick(let nicks):
            if near { return "\"" + misspelt(random.pick(nicks), &random) + "\"" }
            return "\"" + random.pick(nicks) + "\""
        case .flags(let nicks):
            if near { return random.pick(["\"|||\"", "7", "\"" + random.pick(nicks) + "|" + misspelt(random.pick(nicks), &random) + "\""]) }
            return "\"" + random.pick(nicks) + (random.chance(0.5) ? "|" + random.pick(nicks) : "") + "\""
        case .color:
            if near { return random.pick(["\"#GGG\"", "\"#12345\"", "12", "\"rgb(300, 0, 0)\"", "\"reds\""]) }
            return random.pick(["\"#FF0000\"", "\"#0366D6\"", "\"#0F0\"", "\"#11223380\"", "\"red\"", "null"])
        case .font:
            if near { return random.pick([##"{"family": "DejaVu Sans", "size": 0}"##, ##"{"family": "DejaVu Sans", "size": -3}"##, ##"{"family": "DejaVu Sans", "size": 12, "weight": "bolder"}"##, ##"{"size": "12"}"##]) }
            return random.pick([##"{"family": "DejaVu Sans", "size": 12, "weight": "bold"}"##, ##"{"family": "DejaVu Serif", "size": 18}"##, ##"{"family": "\"}{", "size": 10}"##, ##"{"family": "DejaVu Sans", "size": 1e300}"##])
        case .typography:
            if near { return ##"{"font": {"family": "DejaVu Sans", "size": 12}, "lineHeight": -1}"## }
            return ##"{"font": {"family": "DejaVu Sans", "size": 14}, "letterSpacing": 0.5, "lineHeight": 1.2}"##
        case .insets:
            if near { return random.pick([##"{"top": -1, "left": 0, "bottom": 0, "right": 0}"##, ##"{"top": 1}"##, ##"{"top": 1e308, "left": 0, "bottom": 0, "right": 0}"##]) }
            return ##"{"top": \##(random.int(0...20)), "left": 4, "bottom": 2, "right": 40000}"##
        case .size:
            if near { return ##"{"width": 1}"## }
            return ##"{"width": \##(random.int(-5...5)), "height": 1e300}"##
        case .shadow:
            if near { return ##"{"color": "#000000", "offsetX": 1, "offsetY": 1, "blur": -2}"## }
            return random.pick([##"{"color": "#000000", "offsetX": 1, "offsetY": 2, "blur": 3}"##, ##"{"color": "#00000080", "offsetX": 1e300, "offsetY": 0, "blur": 1e300, "spread": 1e300}"##])
        case .border:
            if near { return ##"{"width": -1, "color": "#000000"}"## }
            return random.pick([##"{"width": 1, "color": "#000000"}"##, ##"{"width": 1e300, "color": "#FF0000", "style": "dashed"}"##])
        case .css:
            if near { return random.pick(["\"colr: red;\"", "\"color red\"", "\"color: #GGG;\"", "\"border-radius: -4px;\""]) }
            return random.pick([
                "\"color: red;\"", "\"border-radius: 4px; padding: 2px;\"", "\"} * { color: red\"", "\"@import url(x.css);\"",
                "\"color: red; /* c */\"", "\"color: \\u0001red;\"", "\"font-size: 1e300px;\"", "\"min-width: 99999999px;\"",
                "\"margin: 2147483647px;\"", "\"transition: all 1e300s;\"", "\"color: @accent_color;\"",
            ])
        }
    }

    static func quoted(_ text: String) -> String { "\"" + escape(text) + "\"" }
    static func escape(_ text: String) -> String { text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") }
}
