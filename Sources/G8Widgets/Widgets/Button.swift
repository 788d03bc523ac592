/// A control with a title, image and background per state, like `UIButton` of the custom type.
///
/// Each per-state value falls back to the `.normal` value when none is set for a state, as in
/// UIKit. The ``titleLabel`` always shows the current state's title, color and font.
open class Button: Control {
    /// The default title color for `.normal`: white.
    public static let defaultTitleColor = Color.white

    private var _titles = StateValues<String>()
    private var _titleColors = StateValues<Color>(normal: Button.defaultTitleColor)
    private var _titleShadowColors = StateValues<Color>()
    private var _images = StateValues<Image>()
    private var _backgroundImages = StateValues<Image>()

    /// The label that shows the current title; style it with the `titleLabel` key.
    public let titleLabel = Label()
    /// Space around the title and image.
    public var contentEdgeInsets: EdgeInsets = .zero

    /// A button with every property at its default.
    public required init() {
        super.init()
        refreshTitleLabel()
    }

    /// A button with a title for `.normal`.
    public convenience init(title: String) {
        self.init()
        setTitle(title, for: .normal)
    }

    /// Sets the title for a state.
    public func setTitle(_ title: String?, for state: ControlState) {
        _titles.set(title, for: state)
        refreshTitleLabel()
    }
    /// The title for a state, else the `.normal` title.
    public func title(for state: ControlState) -> String? { _titles.resolved(state) }
    /// The title set for exactly this state.
    public func explicitTitle(for state: ControlState) -> String? { _titles.exact(state) }

    /// Sets the title color for a state.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        _titleColors.set(color, for: state)
        refreshTitleLabel()
    }
    /// The title color for a state, else the `.normal` one.
    public func titleColor(for state: ControlState) -> Color? { _titleColors.resolved(state) }
    /// The title color set for exactly this state.
    public func explicitTitleColor(for state: ControlState) -> Color? { _titleColors.exact(state) }

    /// Sets the title shadow color for a state.
    public func setTitleShadowColor(_ color: Color?, for state: ControlState) {
        _titleShadowColors.set(color, for: state)
        refreshTitleLabel()
    }
    /// The title shadow color for a state, else the `.normal` one.
    public func titleShadowColor(for state: ControlState) -> Color? { _titleShadowColors.resolved(state) }
    /// The title shadow color set for exactly this state.
    public func explicitTitleShadowColor(for state: ControlState) -> Color? { _titleShadowColors.exact(state) }

    /// Sets the image for a state.
    public func setImage(_ image: Image?, for state: ControlState) { _images.set(image, for: state) }
    /// The image for a state, else the `.normal` one.
    public func image(for state: ControlState) -> Image? { _images.resolved(state) }
    /// The image set for exactly this state.
    public func explicitImage(for state: ControlState) -> Image? { _images.exact(state) }

    /// Sets the background image for a state.
    public func setBackgroundImage(_ image: Image?, for state: ControlState) { _backgroundImages.set(image, for: state) }
    /// The background image for a state, else the `.normal` one.
    public func backgroundImage(for state: ControlState) -> Image? { _backgroundImages.resolved(state) }
    /// The background image set for exactly this state.
    public func explicitBackgroundImage(for state: ControlState) -> Image? { _backgroundImages.exact(state) }

    /// The title for the current state.
    public var currentTitle: String? { title(for: state) }
    /// The title color for the current state.
    public var currentTitleColor: Color { titleColor(for: state) ?? Button.defaultTitleColor }
    /// The image for the current state.
    public var currentImage: Image? { image(for: state) }
    /// The background image for the current state.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    /// Refreshes the title label when the state changes.
    open override func stateDidChange() { refreshTitleLabel() }

    private func refreshTitleLabel() {
        titleLabel.text = currentTitle
        titleLabel.textColor = currentTitleColor
        titleLabel.shadowColor = titleShadowColor(for: state)
    }

    /// `titleLabel` and `layer`, found without reflection.
    open override func g8Child(named name: String) -> G8ChildLookup {
        name == "titleLabel" ? .object(titleLabel) : super.g8Child(named: name)
    }
    /// The names of the children found without reflection.
    open override var g8ChildNames: [String] { super.g8ChildNames + ["titleLabel"] }
}
