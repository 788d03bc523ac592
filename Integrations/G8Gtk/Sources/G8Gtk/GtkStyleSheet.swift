import CGtk4
import Foundation
import G8Widgets

/// The one CSS provider G8 installs on the display, and the classes it holds.
///
/// Each distinct block of CSS a widget's style comes to (its colours, font, radius, … in each
/// state) becomes one generated class, `.g8-1`, `.g8-2`, …, shared by every widget whose
/// style is the same: a thousand styled widgets make as many rules as they have distinct
/// styles, not a rule each (GTK 4.8's CSS parser overflows its stack at about a thousand
/// rules in one provider). A widget whose style changes loses its old class and gets the new
/// one; classes no widget uses are dropped from the provider when it is next reloaded.
///
/// Changes are written when GTK's main loop next runs, before it lays out and draws the next
/// frame, or at once by ``flush()``: a style's many values make one class change per widget
/// and at most one reload.
@MainActor
public final class GtkStyleSheet {
    /// The style sheet of the default display.
    public static let shared = GtkStyleSheet()

    /// A generated class: the values it holds, its name and rules, how many widgets have it.
    final class Block {
        /// The values, in memory of the block's own so that they are compared in place.
        let storage: UnsafeMutablePointer<GtkCSSValues>
        let className: String
        /// The class name as GTK takes it, made once.
        let cName: UnsafeMutablePointer<CChar>
        let text: String
        /// The fields of ``storage`` that are not those of ``GtkCSSValues/empty``.
        let setFields: UInt64
        var users = 0
        /// Whether the provider no longer holds the class: a widget that had it gets a class
        /// that is in the provider instead.
        var isDropped = false

        init(values: GtkCSSValues, className: String, text: String) {
            storage = .allocate(capacity: 1)
            storage.initialize(to: values)
            setFields = GtkCSSValues.setFields(of: storage)
            self.className = className
            self.cName = strdup(className)
            self.text = text
        }

        var values: GtkCSSValues { storage.pointee }

        /// Whether the block holds `node`'s values: the same fields set, to the same values.
        func holds(_ node: GtkNode) -> Bool {
            node._setFields == setFields && GtkCSSValues.same(storage, node._cssStorage, fields: setFields)
        }

        deinit {
            storage.deinitialize(count: 1)
            storage.deallocate()
            free(cName)
        }
    }

    private var provider: UnsafeMutablePointer<GtkCssProvider>?
    /// The classes by the values they hold; nil stands for values that make no CSS.
    private var blocks: [GtkCSSValues: Block?] = [:]
    private var classOrder: [Block] = []
    /// The blocks ``block(for:previous:)`` found or made last, the last first, tried before
    /// the table.
    private var recent: [Block] = []
    private var nextClass = 1
    /// Widgets whose CSS values changed since the last flush, each once (its `_isDirty`).
    /// Only GTK's thread touches it: the setters that add to it check the thread first. At
    /// an address of its own, written through it: a static variable's every access would
    /// be checked for exclusivity at run time, once for each widget a switch changes.
    nonisolated(unsafe) static let pending: UnsafeMutablePointer<[GtkNode]> = {
        let list = UnsafeMutablePointer<[GtkNode]>.allocate(capacity: 1)
        list.initialize(to: [])
        return list
    }()
    /// An empty list with room, to take ``pending``'s place at a flush.
    nonisolated(unsafe) private static var spare: [GtkNode] = []
    /// The flush's list of class changes, kept with its room between flushes. Unretained:
    /// the flush's list of widgets holds each widget, and a widget the class it had (its
    /// `_previousBlock`), for as long as the flush uses them; and a list of plain words is
    /// emptied without the runtime's walk over each element's references.
    private var changes: [(node: Unmanaged<GtkNode>, old: Unmanaged<Block>?)] = []
    /// Whether a flush waits in GTK's main loop. It stays set until that flush runs, even
    /// when ``flush()`` was called before: at most one source waits, however many changes
    /// are flushed by hand meanwhile (without a running main loop, one source a change would
    /// pile up in the main context).
    nonisolated(unsafe) private static var flushScheduled = false
    private var needsReload = false
    /// The messages of CSS that GTK could not parse, since the last ``takeParseErrors()``.
    private var parseErrors: [String] = []

    /// How many generated classes the provider holds now (used or kept for reuse).
    public var classCount: Int { classOrder.count }
    /// How many generated classes widgets use now.
    public var usedClassCount: Int { classOrder.filter { $0.users > 0 }.count }
    /// How many times the provider's CSS was loaded.
    public private(set) var reloadCount = 0

    /// The CSS the provider holds now, one rule a line.
    public var css: String { classOrder.map { GtkStyleSheet.expand($0.text, className: $0.className) }.joined() }

    /// Problems GTK reported while parsing the provider's CSS since the last call, each as
    /// an error diagnostic naming the line and the text GTK refused; they are then forgotten.
    public func takeParseErrors() -> [G8Diagnostic] {
        defer { parseErrors.removeAll() }
        return parseErrors.map { G8Diagnostic(level: .error, path: "", message: "CSS: \($0)") }
    }

    nonisolated static func scheduleFlush() {
        guard !flushScheduled else { return }
        flushScheduled = true
        // Before GTK's layout and drawing (GDK_PRIORITY_REDRAW, G_PRIORITY_HIGH_IDLE + 20).
        g_idle_add_full(G_PRIORITY_HIGH_IDLE + 10, { _ in
            MainActor.assumeIsolated {
                GtkStyleSheet.flushScheduled = false
                GtkStyleSheet.shared.flush()
            }
            return 0
        }, nil, nil)
    }

    /// The class for `values`: the one the widget had before when it holds them, else the
    /// one made for them earlier, else a new one; nil when the values make no CSS.
    private func block(for node: GtkNode, previous: Block?) -> Block? {
        if let previous, !previous.isDropped, previous.holds(node) { return previous }
        // Widgets styled one after another mostly share the values of a few classes (a
        // window's labels, its buttons): compared in place with the blocks found last, they
        // are not hashed, forty fields each.
        for block in recent where !block.isDropped && block.holds(node) { return block }
        let values = node._css
        if let known = blocks[values] {
            if let known { noteRecent(known) }
            return known
        }
        let made = GtkStyleSheet.text(for: values).map { text -> Block in
            let block = Block(values: values, className: "g8-\(nextClass)", text: text)
            nextClass += 1
            classOrder.append(block)
            needsReload = true
            return block
        }
        blocks[values] = made
        if let made { noteRecent(made) }
        return made
    }

    /// Puts `block` first among the blocks found last, which are at most four.
    private func noteRecent(_ block: Block) {
        if recent.count == 4 { recent.removeLast() }
        recent.insert(block, at: 0)
    }

    /// Writes every pending change now: each changed widget's class, and the provider's CSS
    /// when a new class appeared. A widget whose values are those of the class it has is
    /// left as it is.
    public func flush() {
        guard !GtkStyleSheet.pending.pointee.isEmpty else { return }
        // The list taken whole and an empty one of the same room put in its place: copying
        // it and emptying the original would make the next changes grow a new one.
        var nodes = GtkStyleSheet.spare
        swap(&nodes, &GtkStyleSheet.pending.pointee)
        defer {
            nodes.removeAll(keepingCapacity: true)
            GtkStyleSheet.spare = nodes
        }
        var changes = self.changes
        self.changes = []
        defer {
            changes.removeAll(keepingCapacity: true)
            self.changes = changes
        }
        for node in nodes {
            node._isDirty = false
            // The node's bits say which classes hold its values, field by field, as its
            // setters compared them: the class it has, or the one it had before.
            if node._differsFromBlock == 0 { continue }
            let current = node._block
            var new: Block?
            var differs: UInt64 = 0
            if node._differsFromPrevious == 0, node._previousBlock?.isDropped != true {
                new = node._previousBlock
            } else {
                let isEmpty = node._setFields == 0
                if let current, current.holds(node) {
                    node._differsFromBlock = 0
                    continue
                }
                if current == nil, isEmpty {
                    node._differsFromBlock = 0
                    continue
                }
                new = isEmpty ? nil : block(for: node, previous: node._previousBlock)
                // Values that make no CSS have no class: nothing is known to equal them.
                if new == nil, !isEmpty { differs = GtkCSSBit.unknown }
                if new === current {
                    node._differsFromBlock = differs
                    continue
                }
            }
            current?.users -= 1
            new?.users += 1
            node._previousBlock = current
            node._block = new
            node._previousValues = node._blockValues
            // Not `new.map { … }`: a closure made here is the main actor's, and checks at run
            // time that it runs there, each time it is called.
            if let new { node._blockValues = UnsafePointer(new.storage) } else { node._blockValues = GtkCSSValues.emptyStorage }
            node._differsFromPrevious = node._differsFromBlock
            node._differsFromBlock = differs
            var old: Unmanaged<Block>?
            if let current { old = Unmanaged.passUnretained(current) }
            changes.append((Unmanaged.passUnretained(node), old))
        }
        // Unused classes are dropped once they outnumber the used ones by a margin: switching
        // between two themes back and forth reuses both sets without reloading.
        if needsReload {
            var unused = 0
            for block in classOrder where block.users <= 0 { unused += 1 }
            if unused > classOrder.count - unused + 64 { prune() }
            reload()
        }
        // No closure here either (`_withUnsafeGuaranteedRef { … }`): it would check its actor.
        for (held, old) in changes {
            let node = held.takeUnretainedValue(), widget = node.widget
            let new = node._block
            if let new { gtk_widget_add_css_class(widget, new.cName) }
            if let old = old?.takeUnretainedValue(), old !== new { gtk_widget_remove_css_class(widget, old.cName) }
        }
    }

    private func prune() {
        // A widget's class of before may be one dropped: it is then looked up again.
        for block in classOrder where block.users <= 0 { block.isDropped = true }
        classOrder = classOrder.filter { $0.users > 0 }
        blocks = blocks.filter { $0.value.map { $0.users > 0 } ?? true }
    }

    private func reload() {
        needsReload = false
        if provider == nil {
            guard let display = gdk_display_get_default() else { return }
            let made = gtk_css_provider_new()
            provider = made
            g8_signal_connect(made, "parsing-error", unsafeBitCast(GtkStyleSheet.onParsingError, to: GCallback.self), nil)
            gtk_style_context_add_provider_for_display(
                display, OpaquePointer(made), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        let text = css
        reloadCount += 1
        text.withCString { gtk_css_provider_load_from_data(provider, $0, -1) }
    }

    private static let onParsingError: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void = {
        _, section, error, _ in
        let place = section.flatMap { gtk_css_section_to_string($0) }.map { text -> String in
            defer { g_free(text) }
            return String(cString: text)
        }
        let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        MainActor.assumeIsolated {
            GtkStyleSheet.shared.parseErrors.append((place.map { "\($0): " } ?? "") + message)
        }
    }

    static let placeholder = "\u{1}"

    static func expand(_ text: String, className: String) -> String {
        text.replacingOccurrences(of: placeholder, with: "." + className)
    }

    /// The rules `values` come to, the class written as ``placeholder``; nil when none.
    static func text(for values: GtkCSSValues) -> String? {
        let colors = values.color, backgrounds = values.background, borderColors = values.borderColor
        let typography = values.typography, font = values.font, spacing = values.letterSpacing
        let height = values.lineHeight, accent = values.accent, layerBackground = values.layerBackground
        let padding = values.padding, radius = values.radius, border = values.border, width = values.borderWidth
        let shadow = values.shadow, shadowColor = values.shadowColor, shadowOpacity = values.shadowOpacity
        let shadowRadius = values.shadowRadius, shadowOffset = values.shadowOffset
        let opacity = values.layerOpacity, raw = values.css
        var out = ""
        func rule(_ selector: String, _ declarations: [(String, String)]) {
            guard !declarations.isEmpty else { return }
            out += selector + "{"
            for (property, value) in declarations { out += property + ":" + value + ";" }
            out += "}\n"
        }
        let me = placeholder
        for state in GtkControlState.allCases {
            var declarations: [(String, String)] = []
            if state == .normal {
                if let typography {
                    declarations += GtkCSS.font(typography.font)
                    declarations.append(("letter-spacing", GtkCSS.px(typography.letterSpacing)))
                    if let height = typography.lineHeight { declarations.append(("line-height", GtkCSS.number(height))) }
                }
                if let font { declarations += GtkCSS.font(font) }
                if let spacing { declarations.append(("letter-spacing", GtkCSS.px(spacing))) }
                if let height { declarations.append(("line-height", GtkCSS.number(height))) }
                if let accent { declarations.append(("caret-color", GtkCSS.color(accent))) }
                if let layerBackground {
                    declarations.append(("background-color", GtkCSS.color(layerBackground)))
                    declarations.append(("background-image", "none"))
                }
            }
            if let color = colors[state] { declarations.append(("color", GtkCSS.color(color))) }
            if let background = backgrounds[state] {
                declarations.append(("background-color", GtkCSS.color(background)))
                declarations.append(("background-image", "none"))
            }
            if state == .normal {
                if let padding { declarations.append(("padding", GtkCSS.sides(padding))) }
                if let radius { declarations.append(("border-radius", GtkCSS.px(radius))) }
                if let border {
                    declarations.append(("border-width", GtkCSS.px(border.width)))
                    if case .keyword(let keyword) = border.style {
                        declarations.append(("border-style", keyword.rawValue))
                    } else {
                        declarations.append(("border-style", "dashed"))
                    }
                    declarations.append(("border-color", GtkCSS.color(border.color)))
                }
                if let width {
                    declarations.append(("border-width", GtkCSS.px(width)))
                    declarations.append(("border-style", "solid"))
                }
                if let shadow {
                    declarations.append(("box-shadow", GtkCSS.shadow(shadow)))
                } else if let color = shadowColor {
                    let offset = shadowOffset ?? Size(width: 0, height: -3)
                    let made = Shadow(
                        color: color.withAlphaComponent(color.alpha * (shadowOpacity ?? 1)), offsetX: offset.width,
                        offsetY: offset.height, blur: shadowRadius ?? 3)
                    declarations.append(("box-shadow", GtkCSS.shadow(made)))
                }
                if let opacity { declarations.append(("opacity", GtkCSS.number(opacity))) }
            }
            if let color = borderColors[state] { declarations.append(("border-color", GtkCSS.color(color))) }
            if state == .normal, let raw {
                // Raw declarations, as written: last, so that they win.
                rule(me, declarations)
                out += me + "{" + GtkCSS.closed(raw) + "}\n"
                continue
            }
            rule(me + state.pseudoClass, declarations)
        }
        if let accent {
            let value = GtkCSS.color(accent)
            rule(
                "\(me) check:checked,\(me) radio:checked,\(me) progress,\(me) highlight,\(me) switch:checked,\(me)switch:checked",
                [("background-color", value), ("background-image", "none"), ("border-color", value)])
        }
        return out.isEmpty ? nil : out
    }

    /// Parses `declarations` (the inside of a CSS rule) as GTK would, in a provider of the
    /// check's own (``GtkCSSChecker``); the first problem GTK reports, or nil when it takes them all.
    static func check(declarations: String) -> String? {
        GtkCSSChecker.shared.check(declarations)
    }
}
