import G8Widgets

/// A cell view of five subviews, each its own widget class (the common case: the cell class
/// names its subviews without reflection).
final class BenchCell: View {
    let title = Label(), subtitle = Label(), icon = ImageView(), action = Button(), badge = View()

    required init() {
        super.init()
        for view in [title, subtitle, icon, action, badge] as [View] { addSubview(view) }
    }

    override func g8Child(named name: String) -> G8ChildLookup {
        switch name {
        case "title": .object(title)
        case "subtitle": .object(subtitle)
        case "icon": .object(icon)
        case "action": .object(action)
        case "badge": .object(badge)
        default: super.g8Child(named: name)
        }
    }
    override var g8ChildNames: [String] { super.g8ChildNames + ["title", "subtitle", "icon", "action", "badge"] }
}

enum CellStyle {
    static let style: G8Style = [
        G8K.View.backgroundColor: ScreenStyle.paper,
        "title": [G8K.Label.font: ScreenStyle.bold, G8K.Label.textColor: ScreenStyle.ink],
        "subtitle": [G8K.Label.font: ScreenStyle.body, G8K.Label.textColor: Color.gray, G8K.Label.numberOfLines: 2],
        "icon.layer.cornerRadius": 6,
        "action.titleColor:normal:highlighted": ScreenStyle.brand,
        "badge": [G8K.View.backgroundColor: Color.red, "layer.cornerRadius": 4],
    ]

    static func byHand(_ cell: BenchCell) {
        cell.backgroundColor = ScreenStyle.paper
        cell.title.font = ScreenStyle.bold; cell.title.textColor = ScreenStyle.ink
        cell.subtitle.font = ScreenStyle.body; cell.subtitle.textColor = .gray; cell.subtitle.numberOfLines = 2
        cell.icon.layer.cornerRadius = 6
        cell.action.setTitleColor(ScreenStyle.brand, for: .normal); cell.action.setTitleColor(ScreenStyle.brand, for: .highlighted)
        cell.badge.backgroundColor = .red; cell.badge.layer.cornerRadius = 4
    }
}
