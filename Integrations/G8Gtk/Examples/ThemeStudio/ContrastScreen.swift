import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import G8Widgets

/// A G8Widgets stand-in for a GtkBuilder document, for ``G8ContrastCheck``: the same ids, the
/// same nesting, each GTK widget as the G8Widgets widget that draws text the same way.
///
/// The check reads colours back from G8Widgets views; a GTK style's keys (`textColor`,
/// `backgroundColor`, `titleColor`) are the same names on both, so the pairs found on the
/// stand-in are the pairs the GTK window shows.
final class ContrastScreen: ViewController {
    /// The document's objects with an id, by id.
    private var outlets: [String: View] = [:]
    private var order: [String] = []

    /// The shape of a document, read once, from which new screens are made.
    struct Blueprint: Sendable {
        /// One object: its GTK class, its id, and the objects inside it.
        struct Node: Sendable {
            var gtkClass: String
            var id: String?
            /// Its `label` or `text` property: the check skips a text that is empty.
            var text: String?
            /// An entry's `placeholder-text` property.
            var placeholder: String?
            var children: [Node] = []
        }
        /// The document's top-level objects.
        var roots: [Node]

        /// Reads the objects of a GtkBuilder document; nil when it is not well-formed XML.
        init?(xml: Data) {
            let reader = Reader()
            let parser = XMLParser(data: xml)
            parser.delegate = reader
            guard parser.parse() else { return nil }
            roots = reader.roots
        }

        /// A new screen of this shape.
        func make() -> ContrastScreen {
            let screen = ContrastScreen()
            for root in roots { screen.view.addSubview(screen.build(root)) }
            return screen
        }
    }

    /// The view for `node` and its children, recorded under its id.
    ///
    /// Buttons and entries paint their own background in GTK's default theme (Adwaita):
    /// the stand-ins paint the same colours, so that a text on them is checked against what
    /// GTK draws, not against the window.
    private func build(_ node: Blueprint.Node) -> View {
        let view: View
        let text = node.text ?? ""
        switch node.gtkClass {
        case "GtkLabel", "GtkCheckButton":
            let label = Label()
            label.text = text
            view = label
        case "GtkButton", "GtkToggleButton", "GtkLinkButton":
            let button = Button()
            button.setTitle(text, for: .normal)
            button.backgroundColor = Color(hex: "#F6F5F4")
            view = button
        case "GtkEntry", "GtkText", "GtkPasswordEntry", "GtkSearchEntry":
            let field = TextField()
            field.placeholder = node.placeholder
            field.text = node.text
            field.backgroundColor = Color(hex: "#FFFFFF")
            view = field
        default: view = View()
        }
        if let id = node.id, outlets[id] == nil {
            outlets[id] = view
            order.append(id)
        }
        for child in node.children { view.addSubview(build(child)) }
        return view
    }

    /// The document's ids first, as the GTK interface resolves them.
    override func g8Child(named name: String) -> G8ChildLookup {
        if let view = outlets[name] { return .object(view) }
        return super.g8Child(named: name)
    }

    override var g8ChildNames: [String] { order + super.g8ChildNames }

    /// Collects `<object class= id=>` elements and their nesting.
    private final class Reader: NSObject, XMLParserDelegate {
        var roots: [Blueprint.Node] = []
        private var stack: [Blueprint.Node] = []
        /// For each open element: whether it was an object (pushed on `stack`).
        private var opened: [Bool] = []
        /// The name and text of a `label`, `text` or `placeholder-text` property being read.
        private var property: (name: String, text: String)?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if name == "property", let property = attributes["name"], ["label", "text", "placeholder-text"].contains(property) {
                self.property = (property, "")
            }
            let isObject = name == "object" && attributes["class"] != nil
            opened.append(isObject)
            if isObject, let gtkClass = attributes["class"] { stack.append(Blueprint.Node(gtkClass: gtkClass, id: attributes["id"])) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            property?.text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "property", let (property, text) = property, !stack.isEmpty {
                if property == "placeholder-text" {
                    stack[stack.count - 1].placeholder = text
                } else {
                    stack[stack.count - 1].text = text
                }
            }
            if name == "property" { property = nil }
            guard opened.popLast() == true, let node = stack.popLast() else { return }
            if stack.isEmpty {
                roots.append(node)
            } else {
                stack[stack.count - 1].children.append(node)
            }
        }
    }
}
