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
