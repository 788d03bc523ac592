import G8Widgets
/// The screen `g8 preview` and `g8 dump` style: one of each kind of widget, laid out on a
/// 390 × 780 point phone screen, so a theme can be looked at without an app.
///
/// A style for it names these outlets:
///
/// | outlet | widget | shows |
/// |---|---|---|
/// | `view` | `View` | the screen's background |
/// | `navigationBar` | `NavigationBar` | the title "Preview" |
/// | `heading`, `body` | `Label` | a title and two lines of text |
/// | `primaryButton` | `Button` | "Continue", normal |
/// | `pressedButton` | `Button` | highlighted: its `:highlighted` title "Pressed" and colors |
/// | `disabledButton` | `Button` | disabled: its `:disabled` title "Unavailable" and colors |
/// | `selectedButton` | `Button` | selected: its `:selected` title "Following" and colors |
/// | `nameField` | `TextField` | empty, so its placeholder shows |
/// | `emailField` | `TextField` | with text |
/// | `notificationsLabel`, `toggle` | `Label`, `Switch` | a switch that is on |
/// | `slider` | `Slider` | at 60% |
/// | `segments` | `SegmentedControl` | Day, Week, Month with Week selected |
/// | `card`, `secondCard` | ``PreviewCard`` | an image, a title and a detail |
///
/// ```json
/// { "styles": { "preview": {
///     "view.backgroundColor": "#FFFFFF",
///     "heading": { "textColor": "#111111", "font": { "family": "Inter", "size": 28, "weight": "bold" } },
///     "primaryButton": { "backgroundImageFromColor": "#5B4CF0", "titleColor": "#FFFFFF" }
/// } } }
/// ```
public final class PreviewScreen: ViewController, G8OutletDeclaring {
    /// The size of the screen in points.
    public static let size = Size(width: 390, height: 780)

    /// A bar with the title "Preview".
    public let navigationBar = NavigationBar()
    /// A large title.
    public let heading = Label(text: "Good morning")
    /// Two lines of body text.
    public let body = Label(text: "Every widget on this screen is styled by the theme being previewed.")
    /// A button in the normal state.
    public let primaryButton = Button(title: "Continue")
    /// A button held down: it shows its `.highlighted` values.
    public let pressedButton = Button(title: "Continue")
    /// A disabled button: it shows its `.disabled` values.
    public let disabledButton = Button(title: "Continue")
    /// A selected button: it shows its `.selected` values.
    public let selectedButton = Button(title: "Follow")
    /// An empty text field showing its placeholder.
    public let nameField = TextField()
    /// A text field with text.
    public let emailField = TextField()
    /// The label beside the switch.
    public let notificationsLabel = Label(text: "Notifications")
    /// A switch that is on.
    public let toggle = Switch()
    /// A slider at 60%.
    public let slider = Slider()
    /// Three segments, the second selected.
    public let segments = SegmentedControl(items: ["Day", "Week", "Month"])
    /// A card about a person.
    public let card = PreviewCard(image: "avatar", title: "Ada Lovelace", detail: "Wrote the first published program, in 1843.")
    /// A card about a machine.
    public let secondCard = PreviewCard(image: "engine", title: "Analytical Engine", detail: "A general-purpose mechanical computer.")

    /// The outlets by name, found without reflection.
    public static let g8Outlets = G8Outlets<PreviewScreen>([
        "navigationBar": \.navigationBar, "heading": \.heading, "body": \.body,
        "primaryButton": \.primaryButton, "pressedButton": \.pressedButton,
        "disabledButton": \.disabledButton, "selectedButton": \.selectedButton,
        "nameField": \.nameField, "emailField": \.emailField,
        "notificationsLabel": \.notificationsLabel, "toggle": \.toggle, "slider": \.slider,
        "segments": \.segments, "card": \.card, "secondCard": \.secondCard,
    ])

    /// The screen, laid out, with UIKit's look before any style.
    public required init() {
        super.init()
        title = "Preview"
        view.frame = Rect(origin: .zero, size: PreviewScreen.size)
        view.backgroundColor = .white
        let frames: [(View, Rect)] = [
            (navigationBar, Rect(x: 0, y: 0, width: 390, height: 56)),
            (heading, Rect(x: 20, y: 72, width: 350, height: 40)),
            (body, Rect(x: 20, y: 114, width: 350, height: 44)),
            (primaryButton, Rect(x: 20, y: 170, width: 165, height: 44)),
            (pressedButton, Rect(x: 205, y: 170, width: 165, height: 44)),
            (disabledButton, Rect(x: 20, y: 226, width: 165, height: 44)),
            (selectedButton, Rect(x: 205, y: 226, width: 165, height: 44)),
            (nameField, Rect(x: 20, y: 286, width: 350, height: 44)),
            (emailField, Rect(x: 20, y: 340, width: 350, height: 44)),
            (notificationsLabel, Rect(x: 20, y: 398, width: 280, height: 31)),
            (toggle, Rect(x: 319, y: 398, width: 51, height: 31)),
            (slider, Rect(x: 20, y: 443, width: 350, height: 30)),
            (segments, Rect(x: 20, y: 487, width: 350, height: 32)),
            (card, Rect(x: 20, y: 539, width: 350, height: 100)),
            (secondCard, Rect(x: 20, y: 659, width: 350, height: 100)),
        ]
        for (subview, frame) in frames {
            subview.frame = frame
            view.addSubview(subview)
        }
        navigationBar.title = title
        body.numberOfLines = 2
        for button in [primaryButton, pressedButton, disabledButton, selectedButton] {
            button.setTitleColor(.systemBlue, for: .normal)
            button.setTitleColor(.lightGray, for: .disabled)
        }
        pressedButton.setTitle("Pressed", for: .highlighted)
        pressedButton.isHighlighted = true
        disabledButton.setTitle("Unavailable", for: .disabled)
        disabledButton.isEnabled = false
        selectedButton.setTitle("Following", for: .selected)
        selectedButton.isSelected = true
        nameField.placeholder = "Your name"
        nameField.borderStyle = .roundedRect
        emailField.text = "ada@example.com"
        emailField.borderStyle = .roundedRect
        toggle.isOn = true
        slider.value = 0.6
        segments.selectedSegmentIndex = 1
    }
}

