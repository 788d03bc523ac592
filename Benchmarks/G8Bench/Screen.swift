import G8Widgets

/// A screen of 20 outlets of mixed widgets, found by reflection as in a user's controller.
class BenchScreen: ViewController {
    let heading = Label(), subtitle = Label(), body = Label(), caption = Label(), footnote = Label()
    let primary = Button(), secondary = Button(), tertiary = Button()
    let email = TextField(), password = TextField()
    let remember = Switch(), volume = Slider(), tabs = SegmentedControl(items: ["A", "B"])
    let avatar = ImageView(), card = View(), banner = View(), divider = View()
    let notes = TextView(), stack = StackView(), bar = NavigationBar()
}

/// The same screen, declaring its outlets so that styles reach them without reflection.
final class BenchDeclaredScreen: BenchScreen, G8OutletDeclaring {
    static let g8Outlets = G8Outlets<BenchDeclaredScreen>([
        "heading": \.heading, "subtitle": \.subtitle, "body": \.body, "caption": \.caption, "footnote": \.footnote,
        "primary": \.primary, "secondary": \.secondary, "tertiary": \.tertiary, "email": \.email,
        "password": \.password, "remember": \.remember, "volume": \.volume, "tabs": \.tabs, "avatar": \.avatar,
        "card": \.card, "banner": \.banner, "divider": \.divider, "notes": \.notes, "stack": \.stack, "bar": \.bar,
    ])
}

enum ScreenStyle {
    static let ink = Color(white: 0.1), paper = Color(white: 0.98), brand = Color(red: 0.4, green: 0.7, blue: 0.1)
    static let body = Font(name: "Inter", size: 16), bold = Font(name: "Inter-Bold", size: 16)
    static let text: G8Style = [G8K.Label.font: body, G8K.Label.textColor: ink]
    static let strong: G8Style = [G8K.superStyle: text, G8K.Label.font: bold]
    static let button: G8Style = [
        G8K.Button.titleColor.normal: brand, G8K.Button.titleColor.highlighted: ink,
        G8K.Button.titleColor.disabled: Color.gray, G8K.Button.titleFont: bold, "layer.cornerRadius": 8,
    ]
    static let field: G8Style = [G8K.TextField.textColor: ink, G8K.TextField.font: body,
                                 G8K.TextField.placeholderColor: Color.gray, G8K.TextField.borderStyle: BorderStyle.roundedRect]

    /// 40 entries: nested styles, superStyles, state keys, keypaths, Int → Double conversions.
    static let screen: G8Style = [
        "view.backgroundColor": paper,
        "heading": strong, "subtitle": text, "footnote": text,
        "body": [G8K.superStyle: text, G8K.Label.numberOfLines: 0],
        "caption.textColor": Color.gray, "caption.textAlignment": TextAlignment.center,
        "primary": button, "secondary": button,
        "tertiary": [G8K.superStyle: button, "titleColor:normal": ink],
        "email": field, "password": field,
        "remember.onTintColor": brand, "volume.minimumTrackTintColor": brand, "volume.thumbTintColor": paper,
        "tabs": ["selectedSegmentTintColor": brand, "textColor:selected": paper],
        "avatar.layer": [G8K.Layer.cornerRadius: 24, G8K.Layer.borderWidth: 1, G8K.Layer.borderColor: brand],
        "card": [G8K.View.backgroundColor: paper, "layer.cornerRadius": 12, "layer.shadowOpacity": 0.2],
        "banner.backgroundColor": brand, "divider.backgroundColor": Color.lightGray,
        "notes.font": body, "stack.spacing": 8, "bar.barTintColor": paper,
    ]

    /// The same assignments, by hand, in the order the engine makes them.
    static func byHand(_ s: BenchScreen) { apply(s.view, s.heading, s.subtitle, s.body, s.caption, s.footnote,
        s.primary, s.secondary, s.tertiary, s.email, s.password, s.remember, s.volume, s.tabs, s.avatar, s.card,
        s.banner, s.divider, s.notes, s.stack, s.bar) }

    @inline(__always)
    static func apply(_ view: View, _ heading: Label, _ subtitle: Label, _ body: Label, _ caption: Label, _ footnote: Label,
                      _ primary: Button, _ secondary: Button, _ tertiary: Button, _ email: TextField, _ password: TextField,
                      _ remember: Switch, _ volume: Slider, _ tabs: SegmentedControl, _ avatar: ImageView, _ card: View,
                      _ banner: View, _ divider: View, _ notes: TextView, _ stack: StackView, _ bar: NavigationBar) {
        view.backgroundColor = paper
        heading.font = ScreenStyle.body; heading.textColor = ink; heading.font = bold
        subtitle.font = ScreenStyle.body; subtitle.textColor = ink
        footnote.font = ScreenStyle.body; footnote.textColor = ink
        body.font = ScreenStyle.body; body.textColor = ink; body.numberOfLines = 0
        caption.textColor = .gray; caption.textAlignment = .center
        for button in [primary, secondary] {
            button.setTitleColor(brand, for: .normal); button.setTitleColor(ink, for: .highlighted)
            button.setTitleColor(.gray, for: .disabled); button.titleLabel.font = bold; button.layer.cornerRadius = 8
        }
        tertiary.setTitleColor(brand, for: .normal); tertiary.setTitleColor(ink, for: .highlighted)
        tertiary.setTitleColor(.gray, for: .disabled); tertiary.titleLabel.font = bold; tertiary.layer.cornerRadius = 8
        tertiary.setTitleColor(ink, for: .normal)
        for field in [email, password] {
            field.textColor = ink; field.font = ScreenStyle.body; field.placeholderColor = .gray; field.borderStyle = .roundedRect
        }
        remember.onTintColor = brand; volume.minimumTrackTintColor = brand; volume.thumbTintColor = paper
        tabs.selectedSegmentTintColor = brand; tabs.setTextColor(paper, for: .selected)
        avatar.layer.borderColor = brand; avatar.layer.borderWidth = 1; avatar.layer.cornerRadius = 24
        card.backgroundColor = paper; card.layer.cornerRadius = 12; card.layer.shadowOpacity = 0.2
        banner.backgroundColor = brand; divider.backgroundColor = .lightGray
        notes.font = ScreenStyle.body; stack.spacing = 8; bar.barTintColor = paper
    }
}
