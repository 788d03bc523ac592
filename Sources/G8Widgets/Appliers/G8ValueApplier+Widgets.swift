// The built-in appliers, one per widget class, in the property form: the engine knows every
// property's name and type. Each applier declares only its own class's properties; the engine
// searches superclasses, so a Button also takes View and Control keys. Properties use accessor
// closures rather than key paths: compiled here for the concrete types, they set a value
// without a key path's generic access, and setting values is all a compiled style does.
// Every applier's properties are look (`role: .look`) but those marked otherwise: the words a
// user reads (`text`, `title`, `placeholder`) are content, and what decides whether an object
// shows, takes touches or what value it holds is behaviour. A remote theme's policy reads
// these marks (see `G8PropertyRole`); a new property states its role where it is declared.

extension G8ValueApplier where T == Layer {
    /// The applier for ``Layer``.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<Layer> { G8StandardAppliers.layer }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<Layer> {
        typealias K = G8K.Layer
        return G8ValueApplier(properties: [
            G8Property(K.backgroundColor.name, get: { $0.backgroundColor }, set: { $0.backgroundColor = $1 }),
            G8Property(K.borderColor.name, get: { $0.borderColor }, set: { $0.borderColor = $1 }),
            G8Property(K.borderWidth.name, get: { $0.borderWidth }, set: { $0.borderWidth = $1 }, validate: G8Checks.nonNegative),
            G8Property(K.cornerRadius.name, get: { $0.cornerRadius }, set: { $0.cornerRadius = $1 }, validate: G8Checks.nonNegative),
            G8Property(K.opacity.name, get: { $0.opacity }, set: { $0.opacity = $1 }, validate: G8Checks.unitFloat),
            G8Property(K.shadowColor.name, get: { $0.shadowColor }, set: { $0.shadowColor = $1 }),
            G8Property(K.shadowOpacity.name, get: { $0.shadowOpacity }, set: { $0.shadowOpacity = $1 }, validate: G8Checks.unitFloat),
            G8Property(K.shadowRadius.name, get: { $0.shadowRadius }, set: { $0.shadowRadius = $1 }, validate: G8Checks.nonNegative),
            G8Property(K.shadowOffset.name, get: { $0.shadowOffset }, set: { $0.shadowOffset = $1 }, validate: G8Checks.size),
            G8Property(K.masksToBounds.name, get: { $0.masksToBounds }, set: { $0.masksToBounds = $1 }),
            // Composites: each sets several properties, and reads back black for a color that
            // is nil; journals keep and put back the properties themselves.
            G8Property(
                K.shadow.name, get: { $0.g8Shadow }, set: { $0.g8Shadow = $1 }, validate: G8Checks.shadow,
                keep: { ($0.shadowColor, $0.shadowOpacity, $0.shadowOffset, $0.shadowRadius) },
                putBack: { layer, kept in
                    (layer.shadowColor, layer.shadowOpacity, layer.shadowOffset, layer.shadowRadius) = kept
                }),
            G8Property(
                K.border.name, get: { $0.g8Border }, set: { $0.g8Border = $1 }, validate: G8Checks.border,
                keep: { ($0.borderColor, $0.borderWidth) },
                putBack: { layer, kept in (layer.borderColor, layer.borderWidth) = kept }),
        ], role: .look)
    }
}

extension G8ValueApplier where T == View {
    /// The applier for ``View``.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<View> { G8StandardAppliers.view }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<View> {
        typealias K = G8K.View
        return G8ValueApplier(properties: [
            G8Property(K.backgroundColor.name, get: { $0.backgroundColor }, set: { $0.backgroundColor = $1 }),
            G8Property(
                K.tintColor.name, optionalType: Color.self,
                get: { $0.ownTintColor }, set: { $0.tintColor = $1 }),
            G8Property(K.alpha.name, get: { $0.alpha }, set: { $0.alpha = $1 }, validate: G8Checks.unit),
            G8Property(K.isHidden.name, get: { $0.isHidden }, set: { $0.isHidden = $1 }).marked(.behavior),
            G8Property(K.clipsToBounds.name, get: { $0.clipsToBounds }, set: { $0.clipsToBounds = $1 }),
            G8Property(K.contentMode.name, get: { $0.contentMode }, set: { $0.contentMode = $1 }),
            G8Property(K.layoutMargins.name, get: { $0.layoutMargins }, set: { $0.layoutMargins = $1 }, validate: G8Checks.insets),
            G8Property(K.frame.name, get: { $0.frame }, set: { $0.frame = $1 }, validate: G8Checks.rect),
            G8Property(K.isUserInteractionEnabled.name, get: { $0.isUserInteractionEnabled }, set: { $0.isUserInteractionEnabled = $1 }).marked(.behavior),
            G8Property(K.accessibilityIdentifier.name, get: { $0.accessibilityIdentifier }, set: { $0.accessibilityIdentifier = $1 }).marked(.behavior),
            G8Property(K.tag.name, get: { $0.tag }, set: { $0.tag = $1 }).marked(.behavior),
        ], role: .look)
    }
}

extension G8ValueApplier where T == Label {
    /// The applier for ``Label``.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<Label> { G8StandardAppliers.label }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<Label> {
        typealias K = G8K.Label
        return G8ValueApplier(properties: [
            G8Property(K.textColor.name, get: { $0.textColor }, set: { $0.textColor = $1 }),
            G8Property(K.font.name, get: { $0.font }, set: { $0.font = $1 }, validate: G8Checks.optionalFont),
            G8Property(K.textAlignment.name, get: { $0.textAlignment }, set: { $0.textAlignment = $1 }),
            G8Property(K.lineBreakMode.name, get: { $0.lineBreakMode }, set: { $0.lineBreakMode = $1 }),
            G8Property(K.numberOfLines.name, get: { $0.numberOfLines }, set: { $0.numberOfLines = $1 }, validate: G8Checks.nonNegativeInt),
            G8Property(K.text.name, get: { $0.text }, set: { $0.text = $1 }).marked(.content),
            G8Property(K.adjustsFontSizeToFitWidth.name, get: { $0.adjustsFontSizeToFitWidth }, set: { $0.adjustsFontSizeToFitWidth = $1 }),
            G8Property(K.minimumScaleFactor.name, get: { $0.minimumScaleFactor }, set: { $0.minimumScaleFactor = $1 }, validate: G8Checks.unit),
            G8Property(K.highlightedTextColor.name, get: { $0.highlightedTextColor }, set: { $0.highlightedTextColor = $1 }),
            G8Property(K.shadowColor.name, get: { $0.shadowColor }, set: { $0.shadowColor = $1 }),
            G8Property(K.shadowOffset.name, get: { $0.shadowOffset }, set: { $0.shadowOffset = $1 }, validate: G8Checks.size),
            G8Property(K.lineHeight.name, optionalType: Double.self, get: { $0.lineHeight }, set: { $0.lineHeight = $1 }, validate: { G8Checks.lineHeight($0) }),
            G8Property(K.letterSpacing.name, get: { $0.letterSpacing }, set: { $0.letterSpacing = $1 }, validate: G8Checks.finite),
            G8Property(K.typography.name, get: { $0.typography }, set: { $0.typography = $1 }, validate: G8Checks.typography),
        ], role: .look)
    }
}

extension G8ValueApplier where T == Control {
    /// The applier for ``Control``.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<Control> { G8StandardAppliers.control }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<Control> {
        typealias K = G8K.Control
        return G8ValueApplier(properties: [
            G8Property(K.isEnabled.name, get: { $0.isEnabled }, set: { $0.isEnabled = $1 }).marked(.behavior),
            G8Property(K.isSelected.name, get: { $0.isSelected }, set: { $0.isSelected = $1 }).marked(.behavior),
            G8Property(K.isHighlighted.name, get: { $0.isHighlighted }, set: { $0.isHighlighted = $1 }).marked(.behavior),
        ], role: .look)
    }
}

extension G8ValueApplier where T == Button {
    /// The applier for ``Button``: per-state keys take state modifiers.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<Button> { G8StandardAppliers.button }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<Button> {
        typealias K = G8K.Button
        return G8ValueApplier(properties: [
            G8Property(
                K.title.name, states: ControlState.self,
                get: { $0.explicitTitle(for: $1) }, set: { $0.setTitle($1, for: $2) }).marked(.content),
            G8Property(
                K.titleColor.name, states: ControlState.self,
                get: { $0.explicitTitleColor(for: $1) }, set: { $0.setTitleColor($1, for: $2) }),
            G8Property(
                K.titleShadowColor.name, states: ControlState.self,
                get: { $0.explicitTitleShadowColor(for: $1) }, set: { $0.setTitleShadowColor($1, for: $2) }),
            G8Property(
                K.titleFont.name, optionalType: Font.self,
                get: { $0.titleLabel.font }, set: { $0.titleLabel.font = $1 }, validate: G8Checks.font),
            G8Property(
                K.image.name, states: ControlState.self,
                get: { $0.explicitImage(for: $1) }, set: { $0.setImage($1, for: $2) }),
            G8Property(
                K.backgroundImage.name, states: ControlState.self,
                get: { $0.explicitBackgroundImage(for: $1) }, set: { $0.setBackgroundImage($1, for: $2) }),
            G8Property(
                K.backgroundImageFromColor.name, states: ControlState.self,
                get: { $0.explicitBackgroundImage(for: $1)?.color },
                set: { $0.setBackgroundImage($1.map { Image(color: $0) }, for: $2) }),
            G8Property(K.contentEdgeInsets.name, get: { $0.contentEdgeInsets }, set: { $0.contentEdgeInsets = $1 }, validate: G8Checks.insets),
            G8Property(
                K.titleTypography.name, get: { $0.titleLabel.typography }, set: { $0.titleLabel.typography = $1 },
                validate: G8Checks.typography),
        ], role: .look)
    }
}

extension G8ValueApplier where T == TextField {
    /// The applier for ``TextField``.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<TextField> { G8StandardAppliers.textField }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<TextField> {
        typealias K = G8K.TextField
        return G8ValueApplier(properties: [
            G8Property(K.textColor.name, get: { $0.textColor }, set: { $0.textColor = $1 }),
            G8Property(K.font.name, get: { $0.font }, set: { $0.font = $1 }, validate: G8Checks.optionalFont),
            G8Property(K.textAlignment.name, get: { $0.textAlignment }, set: { $0.textAlignment = $1 }),
            G8Property(K.borderStyle.name, get: { $0.borderStyle }, set: { $0.borderStyle = $1 }),
            G8Property(K.placeholder.name, get: { $0.placeholder }, set: { $0.placeholder = $1 }).marked(.content),
            G8Property(K.placeholderColor.name, get: { $0.placeholderColor }, set: { $0.placeholderColor = $1 }),
            G8Property(K.placeholderFont.name, get: { $0.placeholderFont }, set: { $0.placeholderFont = $1 }, validate: G8Checks.optionalFont),
            G8Property(K.background.name, get: { $0.background }, set: { $0.background = $1 }),
            G8Property(K.disabledBackground.name, get: { $0.disabledBackground }, set: { $0.disabledBackground = $1 }),
            G8Property(K.text.name, get: { $0.text }, set: { $0.text = $1 }).marked(.content),
            G8Property(K.lineHeight.name, optionalType: Double.self, get: { $0.lineHeight }, set: { $0.lineHeight = $1 }, validate: { G8Checks.lineHeight($0) }),
            G8Property(K.letterSpacing.name, get: { $0.letterSpacing }, set: { $0.letterSpacing = $1 }, validate: G8Checks.finite),
            G8Property(K.typography.name, get: { $0.typography }, set: { $0.typography = $1 }, validate: G8Checks.typography),
        ], role: .look)
    }
}

extension G8ValueApplier where T == TextView {
    /// The applier for ``TextView``.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<TextView> { G8StandardAppliers.textView }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<TextView> {
        typealias K = G8K.TextView
        return G8ValueApplier(properties: [
            G8Property(K.textColor.name, get: { $0.textColor }, set: { $0.textColor = $1 }),
            G8Property(K.font.name, get: { $0.font }, set: { $0.font = $1 }, validate: G8Checks.optionalFont),
            G8Property(K.textAlignment.name, get: { $0.textAlignment }, set: { $0.textAlignment = $1 }),
            G8Property(K.isEditable.name, get: { $0.isEditable }, set: { $0.isEditable = $1 }).marked(.behavior),
            G8Property(K.textContainerInset.name, get: { $0.textContainerInset }, set: { $0.textContainerInset = $1 }, validate: G8Checks.insets),
            G8Property(K.lineHeight.name, optionalType: Double.self, get: { $0.lineHeight }, set: { $0.lineHeight = $1 }, validate: { G8Checks.lineHeight($0) }),
            G8Property(K.letterSpacing.name, get: { $0.letterSpacing }, set: { $0.letterSpacing = $1 }, validate: G8Checks.finite),
            G8Property(K.typography.name, get: { $0.typography }, set: { $0.typography = $1 }, validate: G8Checks.typography),
        ], role: .look)
    }
}

extension G8ValueApplier where T == ImageView {
    /// The applier for ``ImageView``.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<ImageView> { G8StandardAppliers.imageView }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<ImageView> {
        typealias K = G8K.ImageView
        return G8ValueApplier(properties: [
            G8Property(K.image.name, get: { $0.image }, set: { $0.image = $1 }),
            G8Property(K.highlightedImage.name, get: { $0.highlightedImage }, set: { $0.highlightedImage = $1 }),
        ], role: .look)
    }
}

extension G8ValueApplier where T == Slider {
    /// The applier for ``Slider``.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<Slider> { G8StandardAppliers.slider }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<Slider> {
        typealias K = G8K.Slider
        return G8ValueApplier(properties: [
            G8Property(K.minimumValueImage.name, get: { $0.minimumValueImage }, set: { $0.minimumValueImage = $1 }),
            G8Property(K.maximumValueImage.name, get: { $0.maximumValueImage }, set: { $0.maximumValueImage = $1 }),
            G8Property(K.isContinuous.name, get: { $0.isContinuous }, set: { $0.isContinuous = $1 }).marked(.behavior),
            G8Property(K.minimumTrackTintColor.name, get: { $0.minimumTrackTintColor }, set: { $0.minimumTrackTintColor = $1 }),
            G8Property(K.maximumTrackTintColor.name, get: { $0.maximumTrackTintColor }, set: { $0.maximumTrackTintColor = $1 }),
            G8Property(K.thumbTintColor.name, get: { $0.thumbTintColor }, set: { $0.thumbTintColor = $1 }),
            // Each bound may move the other and clamps the value: journals keep and put back all three.
            G8Property(
                K.minimumValue.name, get: { $0.minimumValue }, set: { $0.minimumValue = $1 }, validate: G8Checks.finiteFloat,
                keep: Slider.g8Range, putBack: Slider.g8SetRange).marked(.behavior),
            G8Property(
                K.maximumValue.name, get: { $0.maximumValue }, set: { $0.maximumValue = $1 }, validate: G8Checks.finiteFloat,
                keep: Slider.g8Range, putBack: Slider.g8SetRange).marked(.behavior),
            G8Property(K.value.name, get: { $0.value }, set: { $0.value = $1 }, validate: G8Checks.finiteFloat).marked(.behavior),
        ], role: .look)
    }
}

extension G8ValueApplier where T == Switch {
    /// The applier for ``Switch``.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<Switch> { G8StandardAppliers.`switch` }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<Switch> {
        typealias K = G8K.Switch
        return G8ValueApplier(properties: [
            G8Property(K.onTintColor.name, get: { $0.onTintColor }, set: { $0.onTintColor = $1 }),
            G8Property(K.thumbTintColor.name, get: { $0.thumbTintColor }, set: { $0.thumbTintColor = $1 }),
            G8Property(K.isOn.name, get: { $0.isOn }, set: { $0.isOn = $1 }).marked(.behavior),
        ], role: .look)
    }
}

extension G8ValueApplier where T == SegmentedControl {
    /// The applier for ``SegmentedControl``: per-state keys take state modifiers.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<SegmentedControl> { G8StandardAppliers.segmentedControl }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<SegmentedControl> {
        typealias K = G8K.SegmentedControl
        return G8ValueApplier(properties: [
            G8Property(K.selectedSegmentTintColor.name, get: { $0.selectedSegmentTintColor }, set: { $0.selectedSegmentTintColor = $1 }),
            G8Property(
                K.backgroundImage.name, states: ControlState.self,
                get: { $0.explicitBackgroundImage(for: $1) }, set: { $0.setBackgroundImage($1, for: $2) }),
            G8Property(
                K.backgroundImageFromColor.name, states: ControlState.self,
                get: { $0.explicitBackgroundImage(for: $1)?.color },
                set: { $0.setBackgroundImage($1.map { Image(color: $0) }, for: $2) }),
            G8Property(
                K.textColor.name, states: ControlState.self,
                get: { $0.explicitTextColor(for: $1) }, set: { $0.setTextColor($1, for: $2) }),
            G8Property(
                K.font.name, states: ControlState.self,
                get: { $0.explicitFont(for: $1) }, set: { $0.setFont($1, for: $2) },
                validate: G8Checks.font),
        ], role: .look)
    }
}

extension G8ValueApplier where T == StackView {
    /// The applier for ``StackView``.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<StackView> { G8StandardAppliers.stackView }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<StackView> {
        typealias K = G8K.StackView
        return G8ValueApplier(properties: [
            G8Property(K.axis.name, get: { $0.axis }, set: { $0.axis = $1 }),
            G8Property(K.spacing.name, get: { $0.spacing }, set: { $0.spacing = $1 }, validate: G8Checks.nonNegative),
            G8Property(K.alignment.name, get: { $0.alignment }, set: { $0.alignment = $1 }),
            G8Property(K.distribution.name, get: { $0.distribution }, set: { $0.distribution = $1 }),
            G8Property(K.isLayoutMarginsRelativeArrangement.name, get: { $0.isLayoutMarginsRelativeArrangement }, set: { $0.isLayoutMarginsRelativeArrangement = $1 }),
        ], role: .look)
    }
}

extension G8ValueApplier where T == NavigationBar {
    /// The applier for ``NavigationBar``.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<NavigationBar> { G8StandardAppliers.navigationBar }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<NavigationBar> {
        typealias K = G8K.NavigationBar
        return G8ValueApplier(properties: [
            G8Property(K.barTintColor.name, get: { $0.barTintColor }, set: { $0.barTintColor = $1 }),
            G8Property(K.isTranslucent.name, get: { $0.isTranslucent }, set: { $0.isTranslucent = $1 }),
            G8Property(K.titleTextColor.name, get: { $0.titleTextColor }, set: { $0.titleTextColor = $1 }),
            G8Property(K.titleFont.name, get: { $0.titleFont }, set: { $0.titleFont = $1 }, validate: G8Checks.optionalFont),
            G8Property(K.largeTitleTextColor.name, get: { $0.largeTitleTextColor }, set: { $0.largeTitleTextColor = $1 }),
            G8Property(K.backgroundImage.name, get: { $0.backgroundImage }, set: { $0.backgroundImage = $1 }),
            G8Property(K.shadowImage.name, get: { $0.shadowImage }, set: { $0.shadowImage = $1 }),
        ], role: .look)
    }
}

extension G8ValueApplier where T == ViewController {
    /// The applier for ``ViewController``.
    /// Made once, on first use, and shared: an applier is an immutable value.
    public static var standard: G8ValueApplier<ViewController> { G8StandardAppliers.viewController }

    /// A new applier, which ``standard`` makes once.
    fileprivate static func make() -> G8ValueApplier<ViewController> {
        G8ValueApplier(properties: [G8Property(G8K.ViewController.title.name, \.title).marked(.content)])
    }
}

extension Slider {
    /// The slider's bounds and value, which setting a bound may all change.
    @Sendable static func g8Range(_ slider: Slider) -> (minimum: Float, maximum: Float, value: Float) {
        (slider.minimumValue, slider.maximumValue, slider.value)
    }

    /// Sets bounds and a value that `g8Range` read: the minimum first (which raises the maximum
    /// at most to it), then the maximum (which leaves a minimum below it), then the value, within
    /// them.
    @Sendable static func g8SetRange(_ slider: Slider, _ range: (minimum: Float, maximum: Float, value: Float)) {
        slider.minimumValue = range.minimum
        slider.maximumValue = range.maximum
        slider.value = range.value
    }
}

/// The built-in appliers, each made once, on first use: a generic type cannot have a stored
/// static property, so each `G8ValueApplier<Widget>.standard` reads its applier here.
enum G8StandardAppliers {
    static let layer = G8ValueApplier<Layer>.make()
    static let view = G8ValueApplier<View>.make()
    static let label = G8ValueApplier<Label>.make()
    static let control = G8ValueApplier<Control>.make()
    static let button = G8ValueApplier<Button>.make()
    static let textField = G8ValueApplier<TextField>.make()
    static let textView = G8ValueApplier<TextView>.make()
    static let imageView = G8ValueApplier<ImageView>.make()
    static let slider = G8ValueApplier<Slider>.make()
    static let `switch` = G8ValueApplier<Switch>.make()
    static let segmentedControl = G8ValueApplier<SegmentedControl>.make()
    static let stackView = G8ValueApplier<StackView>.make()
    static let navigationBar = G8ValueApplier<NavigationBar>.make()
    static let viewController = G8ValueApplier<ViewController>.make()
}
