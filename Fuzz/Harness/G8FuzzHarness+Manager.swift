import Foundation

#if canImport(G8Widgets)
import G8Widgets
#endif

/// The `manager` target: the bytes drive a theme manager with register, unregister, switch and
/// restyle calls over two screens, some made from inside appliers while the manager restyles
/// (a `hook` property whose setter calls the manager back). Registrations overlap: a screen's
/// style reaches into children that have styles of their own. After each step the objects the
/// registered styles set values on must equal a fresh application of the current theme to
/// fresh screens, registrations in order. Inputs of odd length drive a manager over a strict
/// engine: the generated styles have no error, so it must leave what a plain one leaves.
extension G8FuzzHarness {
    /// Drives a theme manager with the steps the bytes decode to, checking after each one.
    public static func driveManager(_ bytes: [UInt8]) {
        var cursor = ManagerCursor(bytes)
        let made = (0..<3).map { _ in ManagerThemes.make(&cursor) }
        let themes = made.map(\.theme), reaches = made.map(\.keys)
        let world = ManagerWorld()
        let engine = bytes.count % 2 == 1 ? ManagerThemes.strictEngine : ManagerThemes.engine
        let manager = G8ThemeManager(engine: engine, theme: themes[0])
        let model = ManagerModel(theme: 0, keys: reaches)
        var steps = 0
        while !cursor.isAtEnd && steps < 48 {
            steps += 1
            let op = cursor.byte() % 6
            switch op {
            case 0, 1:
                let node = cursor.pick(ManagerWorld.registrable)
                let style = ManagerThemes.styleName(for: node.kind, &cursor)
                model.register(node.id, style)
                manager.style(world.object(node.id), with: style)
            case 2:
                let node = cursor.pick(ManagerWorld.registrable)
                model.unregister(node.id)
                manager.unregister(world.object(node.id))
            case 3:
                let theme = Int(cursor.byte()) % themes.count
                model.switchTo(theme)
                manager.switchTheme(to: themes[theme])
            case 4:
                manager.restyleAll()
            default:
                // Arm a hook: the next time a style sets it, it calls the manager back.
                let screen = Int(cursor.byte()) % 2
                let action = cursor.byte() % 4
                let node = cursor.pick(ManagerWorld.registrable)
                let style = ManagerThemes.styleName(for: node.kind, &cursor)
                let theme = Int(cursor.byte()) % themes.count
                world.screens[screen].hooked.action = { [unowned world] in
                    world.screens[screen].hooked.action = nil
                    switch action {
                    case 0:
                        model.unregister(node.id)
                        manager.unregister(world.object(node.id))
                    case 1:
                        model.register(node.id, style)
                        manager.style(world.object(node.id), with: style)
                    case 2:
                        model.switchTo(theme)
                        manager.switchTheme(to: themes[theme])
                    default:
                        manager.restyleAll()
                    }
                }
            }
            checkFresh(world: world, model: model, themes: themes, keys: reaches)
        }
        for screen in world.screens { screen.hooked.action = nil }
    }

    /// Every object a live registration's style sets values on equals what a fresh application
    /// leaves on fresh screens.
    static func checkFresh(world: ManagerWorld, model: ManagerModel, themes: [G8Theme], keys: [[String: [String]]]) {
        let fresh = ManagerWorld()
        let engine = ManagerThemes.engine
        let theme = themes[model.theme]
        var touched: [String] = []
        for (id, styleName) in model.order {
            guard let style = try? theme.style(named: styleName) else { continue }
            engine.applyStyle(style, to: fresh.object(id))
            for path in ManagerThemes.reach(of: keys[model.theme][styleName] ?? []) {
                let full = ManagerWorld.join(id, path)
                if !touched.contains(full) && !model.tainted.contains(full) { touched.append(full) }
            }
        }
        for path in touched {
            let managed = firstLine(engine.dump(world.object(path)))
            let expected = firstLine(engine.dump(fresh.object(path)))
            check(managed == expected, "'\(path)' differs from a fresh application:\n\(managed)\n---\n\(expected)\nregistrations: \(model.order)")
        }
    }

    private static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n", maxSplits: 1).first ?? "")
    }
}

/// What the registrations should be: the calls made, in order, as the manager documents them.
final class ManagerModel {
    var order: [(id: String, style: String)] = []
    var theme: Int
    /// The keys each style of each theme sets.
    let keys: [[String: [String]]]
    /// The objects an unregistered registration's style reached: their look stays, and becomes
    /// their own, so a fresh application no longer predicts them.
    var tainted: Set<String> = []

    init(theme: Int, keys: [[String: [String]]]) {
        self.theme = theme
        self.keys = keys
    }

    func register(_ id: String, _ style: String) {
        if let index = order.firstIndex(where: { $0.id == id }) { order[index].style = style } else { order.append((id, style)) }
    }

    func unregister(_ id: String) {
        guard let index = order.firstIndex(where: { $0.id == id }) else { return }
        for keysByStyle in keys {
            for path in ManagerThemes.reach(of: keysByStyle[order[index].style] ?? []) {
                // A view's background color is its layer's: the layer shares the view's look.
                tainted.insert(ManagerWorld.join(id, path))
                tainted.insert(ManagerWorld.join(ManagerWorld.join(id, path), "layer"))
            }
        }
        order.remove(at: index)
    }

    func switchTo(_ theme: Int) {
        self.theme = theme
    }
}

/// Reads the fuzz bytes; zeros past the end.
struct ManagerCursor {
    private let bytes: [UInt8]
    private var index = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var isAtEnd: Bool { index >= bytes.count }
    mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }
}

/// The styles of the manager target: for each kind of object, two styles whose keys are valid
/// for it (so that every key sets a value), some listing another as superStyle.
enum ManagerThemes {
    enum Kind: String { case screen, label, card, hook }

    static let keys: [Kind: [String]] = [
        .screen: ["view.backgroundColor", "heading.textColor", "heading.numberOfLines", "card.backgroundColor",
                  "card.title.textColor", "card.title.numberOfLines", "card.detail.textColor", "hooked.hook", "hooked.alpha",
                  "slider.minimumValue", "slider.maximumValue", "slider.value"],
        .label: ["textColor", "numberOfLines", "shadowColor", "alpha"],
        .card: ["backgroundColor", "alpha", "title.textColor", "title.shadowColor", "detail.numberOfLines", "layer.cornerRadius",
                "layer.shadow", "layer.border"],
        .hook: ["hook", "alpha", "backgroundColor"],
    ]

    static let engine: G8 = {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        g8.add(valueApplier: G8ValueApplier<ManagerHook>(properties: [
            G8Property("hook", get: { $0.hook }, set: { $0.hook = $1 }),
        ]))
        return g8
    }()

    /// ``engine``, strict.
    static let strictEngine: G8 = {
        var g8 = engine
        g8.isStrict = true
        return g8
    }()

    static func styleName(for kind: Kind, _ cursor: inout ManagerCursor) -> String {
        "\(kind.rawValue)\(cursor.byte() % 2)"
    }

    /// A theme, and the keys each of its styles sets, superStyles included.
    static func make(_ cursor: inout ManagerCursor) -> (theme: G8Theme, keys: [String: [String]]) {
        var styles: [String] = []
        var keysByStyle: [String: [String]] = [:]
        for kind in [Kind.screen, .label, .card, .hook] {
            let vocabulary = keys[kind] ?? []
            for index in 0..<2 {
                let name = "\(kind.rawValue)\(index)"
                var members: [String] = []
                var set: [String] = []
                // One byte: whether the style lists the one before it as superStyle, and how
                // many keys it sets; then a byte a key, choosing the key and its value.
                let shape = cursor.byte()
                if index == 1 && shape & 1 == 1 {
                    members.append(#""superStyle": "\#(kind.rawValue)0""#)
                    set += keysByStyle["\(kind.rawValue)0"] ?? []
                }
                for _ in 0..<Int((shape >> 1) % 4) {
                    let choice = cursor.byte()
                    let key = vocabulary[Int(choice) % vocabulary.count]
                    members.append("\"\(key)\": \(value(for: key, choice / UInt8(vocabulary.count)))")
                    if !set.contains(key) { set.append(key) }
                }
                keysByStyle[name] = set
                styles.append("\"\(name)\": {\(members.joined(separator: ", "))}")
            }
        }
        let json = "{\"styles\": {\(styles.joined(separator: ", "))}}"
        do {
            return (try G8Theme(json: Data(json.utf8), engine: engine), keysByStyle)
        } catch {
            G8FuzzHarness.check(false, "a generated theme must load: \(error)\n\(json)")
            return (ManagerThemes.empty, [:])
        }
    }

    static let empty: G8Theme = {
        do { return try G8Theme(json: Data(#"{"styles": {}}"#.utf8), engine: engine) } catch { preconditionFailure("\(error)") }
    }()

    static func value(for key: String, _ byte: UInt8) -> String {
        let name = key.split(separator: ".").last.map(String.init) ?? key
        switch name {
        case "numberOfLines", "hook": return "\(byte % 5)"
        case "alpha": return "\(Double(byte % 5) / 4)"
        case "cornerRadius": return "\(byte % 7)"
        // Bounds that move each other and clamp the value, from below 0 to above 1.
        case "minimumValue", "maximumValue", "value": return "\(Int(byte % 5) * 2 - 3)"
        // Composites, which set several properties of the layer.
        case "shadow":
            return #"{"color": \#(color(byte)), "offsetX": \#(byte % 3), "offsetY": \#(byte % 4), "blur": \#(byte % 5), "spread": 0}"#
        case "border": return #"{"color": \#(color(byte)), "width": \#(byte % 3 + 1), "style": "solid"}"#
        default: return color(byte)
        }
    }

    static func color(_ byte: UInt8) -> String {
        let palette = ["#FF0000", "#00FF00", "#0000FF", "#123456", "#FFFFFF"]
        return "\"\(palette[Int(byte) % palette.count])\""
    }

    /// The paths, from the registered object, of the objects the style sets values on.
    static func reach(of keys: [String]) -> [String] {
        var paths: [String] = []
        for key in keys {
            let components = key.split(separator: ".").dropLast().joined(separator: ".")
            if !paths.contains(components) { paths.append(components) }
        }
        return paths
    }
}

/// Two screens; every object in them has a path such as `1.card.title`.
final class ManagerWorld {
    let screens = [ManagerScreen(), ManagerScreen()]

    static let registrable: [(id: String, kind: ManagerThemes.Kind)] = (0..<2).flatMap { screen in
        [("\(screen)", .screen), ("\(screen).heading", .label), ("\(screen).card", .card),
         ("\(screen).card.title", .label), ("\(screen).card.detail", .label), ("\(screen).hooked", .hook)]
    }

    static func join(_ id: String, _ path: String) -> String { path.isEmpty ? id : id + "." + path }

    func object(_ path: String) -> AnyObject {
        let parts = path.split(separator: ".")
        let screen = screens[Int(parts.first ?? "0") ?? 0]
        var object: AnyObject = screen
        for part in parts.dropFirst() {
            switch (object, part) {
            case (let screen as ManagerScreen, "view"): object = screen.view
            case (let screen as ManagerScreen, "heading"): object = screen.heading
            case (let screen as ManagerScreen, "card"): object = screen.card
            case (let screen as ManagerScreen, "hooked"): object = screen.hooked
            case (let screen as ManagerScreen, "slider"): object = screen.slider
            case (let card as ManagerCard, "title"): object = card.title
            case (let card as ManagerCard, "detail"): object = card.detail
            case (let card as ManagerCard, "layer"): object = card.layer
            default: G8FuzzHarness.check(false, "no object at '\(path)'")
            }
        }
        return object
    }
}

final class ManagerScreen: ViewController {
    let heading = Label()
    let card = ManagerCard()
    let hooked = ManagerHook()
    let slider = Slider()
}

final class ManagerCard: View {
    let title = Label()
    let detail = Label()
}

/// A view whose `hook` setter runs an action: an applier that calls the manager back.
final class ManagerHook: View {
    var hook = 0 {
        didSet { action?() }
    }
    var action: (() -> Void)?
}
