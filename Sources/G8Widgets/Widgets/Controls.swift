/// A view that shows an image, like `UIImageView`.
open class ImageView: View {
    /// The image shown normally.
    public var image: Image?
    /// The image shown while highlighted.
    public var highlightedImage: Image?
    /// Whether the view is highlighted.
    public var isHighlighted = false

    /// An image view with every property at its default.
    public required init() {}

    /// An image view showing `image`.
    public convenience init(image: Image?) {
        self.init()
        self.image = image
    }

    /// The image on screen now.
    public var currentImage: Image? { isHighlighted ? (highlightedImage ?? image) : image }
}

/// A control for choosing a value from a range, like `UISlider`.
///
/// The value is kept within the bounds: setting it, or moving a bound past it, clamps it.
open class Slider: Control {
    private var _value: Float = 0
    private var _minimumValue: Float = 0
    private var _maximumValue: Float = 1

    /// Whether the value is reported while dragging.
    public var isContinuous = true
    /// The image at the minimum end.
    public var minimumValueImage: Image?
    /// The image at the maximum end.
    public var maximumValueImage: Image?
    /// The track color below the thumb.
    public var minimumTrackTintColor: Color?
    /// The track color above the thumb.
    public var maximumTrackTintColor: Color?
    /// The thumb color.
    public var thumbTintColor: Color?

    /// A slider with every property at its default.
    public required init() {}

    /// The value, clamped to `minimumValue...maximumValue`.
    public var value: Float {
        get { _value }
        set { _value = min(max(newValue, _minimumValue), _maximumValue) }
    }
    /// The lowest value; raising it past the maximum raises the maximum too.
    public var minimumValue: Float {
        get { _minimumValue }
        set {
            _minimumValue = newValue
            _maximumValue = max(_maximumValue, newValue)
            value = _value
        }
    }
    /// The highest value; lowering it past the minimum lowers the minimum too.
    public var maximumValue: Float {
        get { _maximumValue }
        set {
            _maximumValue = newValue
            _minimumValue = min(_minimumValue, newValue)
            value = _value
        }
    }
}

/// An on/off control, like `UISwitch`.
open class Switch: Control {
    /// Whether the switch is on.
    public var isOn = false
    /// The track color while on.
    public var onTintColor: Color?
    /// The thumb color.
    public var thumbTintColor: Color?

    /// A switch with every property at its default.
    public required init() {}
}

/// A row of segments, one of which may be selected, like `UISegmentedControl`.
///
/// Title color and font are kept per state (`textColor:selected`), falling back to `.normal`.
open class SegmentedControl: Control {
    /// The value of ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1

    private var _titles: [String] = []
    private var _textColors = StateValues<Color>()
    private var _fonts = StateValues<Font>()
    private var _backgroundImages = StateValues<Image>()
    private var _selectedSegmentIndex = SegmentedControl.noSegment

    /// The selected segment's tint.
    public var selectedSegmentTintColor: Color?

    /// A segmented control with no segments.
    public required init() {}

    /// A segmented control with one segment per title.
    public convenience init(items: [String]) {
        self.init()
        _titles = items
    }

    /// The number of segments.
    public var numberOfSegments: Int { _titles.count }
    /// The index of the selected segment, or ``noSegment``; out-of-range values select none.
    public var selectedSegmentIndex: Int {
        get { _selectedSegmentIndex }
        set { _selectedSegmentIndex = _titles.indices.contains(newValue) ? newValue : SegmentedControl.noSegment }
    }
    /// The title of a segment, or nil when out of range.
    public func titleForSegment(at index: Int) -> String? {
        _titles.indices.contains(index) ? _titles[index] : nil
    }
    /// Inserts a segment; the index is clamped to the valid range.
    public func insertSegment(withTitle title: String, at index: Int) {
        _titles.insert(title, at: min(max(index, 0), _titles.count))
    }

    /// Sets the title color for a state.
    public func setTextColor(_ color: Color?, for state: ControlState) { _textColors.set(color, for: state) }
    /// The title color for a state, else the `.normal` one.
    public func textColor(for state: ControlState) -> Color? { _textColors.resolved(state) }
    /// The title color set for exactly this state.
    public func explicitTextColor(for state: ControlState) -> Color? { _textColors.exact(state) }

    /// Sets the title font for a state.
    public func setFont(_ font: Font?, for state: ControlState) { _fonts.set(font, for: state) }
    /// The title font for a state, else the `.normal` one.
    public func font(for state: ControlState) -> Font? { _fonts.resolved(state) }
    /// The title font set for exactly this state.
    public func explicitFont(for state: ControlState) -> Font? { _fonts.exact(state) }

    /// Sets the background image for a state.
    public func setBackgroundImage(_ image: Image?, for state: ControlState) { _backgroundImages.set(image, for: state) }
    /// The background image for a state, else the `.normal` one.
    public func backgroundImage(for state: ControlState) -> Image? { _backgroundImages.resolved(state) }
    /// The background image set for exactly this state.
    public func explicitBackgroundImage(for state: ControlState) -> Image? { _backgroundImages.exact(state) }
}
