// The built-in appliers, one per widget class, in the property form: the engine knows every
// property's name and type. Each applier declares only its own class's properties; the engine
// searches superclasses, so a Button also takes View and Control keys.

extension G8ValueApplier where T == Layer {
    /// The applier for ``Layer``.
    public static var standard: G8ValueApplier<Layer> {
        typealias K = G8K.Layer
        return G8ValueApplier(properties: [
            G8Property(K.backgroundColor.name, \.backgroundColor),
            G8Property(K.borderColor.name, \.borderColor),
            G8Property(K.borderWidth.name, \.borderWidth, validate: G8Checks.nonNegative),
            G8Property(K.cornerRadius.name, \.cornerRadius, validate: G8Checks.nonNegative),
            G8Property(K.opacity.name, \.opacity, validate: G8Checks.unitFloat),
            G8Property(K.shadowColor.name, \.shadowColor),
            G8Property(K.shadowOpacity.name, \.shadowOpacity, validate: G8Checks.unitFloat),
            G8Property(K.shadowRadius.name, \.shadowRadius, validate: G8Checks.nonNegative),
            G8Property(K.shadowOffset.name, \.shadowOffset, validate: G8Checks.size),
            G8Property(K.masksToBounds.name, \.masksToBounds),
        ])
    }
}

extension G8ValueApplier where T == View {
    /// The applier for ``View``.
    public static var standard: G8ValueApplier<View> {
        typealias K = G8K.View
        return G8ValueApplier(properties: [
            G8Property(K.backgroundColor.name, \.backgroundColor),
            G8Property(
                K.tintColor.name, optionalType: Color.self,
                get: { $0.ownTintColor }, set: { $0.tintColor = $1 }),
            G8Property(K.alpha.name, \.alpha, validate: G8Checks.unit),
            G8Property(K.isHidden.name, \.isHidden),
            G8Property(K.clipsToBounds.name, \.clipsToBounds),
            G8Property(K.contentMode.name, \.contentMode),
            G8Property(K.layoutMargins.name, \.layoutMargins, validate: G8Checks.insets),
            G8Property(K.frame.name, \.frame, validate: G8Checks.rect),
            G8Property(K.isUserInteractionEnabled.name, \.isUserInteractionEnabled),
            G8Property(K.accessibilityIdentifier.name, \.accessibilityIdentifier),
            G8Property(K.tag.name, \.tag),
        ])
    }
}

extension G8ValueApplier where T == Label {
    /// The applier for ``Label``.
    public static var standard: G8ValueApplier<Label> {
        typealias K = G8K.Label
        return G8ValueApplier(properties: [
            G8Property(K.textColor.name, \.textColor),
            G8Property(K.font.name, \.font, validate: G8Checks.font),
            G8Property(K.textAlignment.name, \.textAlignment),
            G8Property(K.lineBreakMode.name, \.lineBreakMode),
            G8Property(K.numberOfLines.name, \.numberOfLines, validate: G8Checks.nonNegativeInt),
            G8Property(K.text.name, \.text),
            G8Property(K.adjustsFontSizeToFitWidth.name, \.adjustsFontSizeToFitWidth),
            G8Property(K.minimumScaleFactor.name, \.minimumScaleFactor, validate: G8Checks.unit),
            G8Property(K.highlightedTextColor.name, \.highlightedTextColor),
            G8Property(K.shadowColor.name, \.shadowColor),
            G8Property(K.shadowOffset.name, \.shadowOffset, validate: G8Checks.size),
        ])
    }
}

extension G8ValueApplier where T == Control {
    /// The applier for ``Control``.
    public static var standard: G8ValueApplier<Control> {
        typealias K = G8K.Control
        return G8ValueApplier(properties: [
            G8Property(K.isEnabled.name, \.isEnabled),
            G8Property(K.isSelected.name, \.isSelected),
            G8Property(K.isHighlighted.name, \.isHighlighted),
        ])
    }
}

extension G8ValueApplier where T == Button {
    /// The applier for ``Button``: per-state keys take state modifiers.
    public static var standard: G8ValueApplier<Button> {
        typealias K = G8K.Button
        return G8ValueApplier(properties: [
            G8Property(
                K.title.name, states: ControlState.self,
                get: { $0.explicitTitle(for: $1) }, set: { $0.setTitle($1, for: $2) }),
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
            G8Property(K.contentEdgeInsets.name, \.contentEdgeInsets, validate: G8Checks.insets),
        ])
    }
}

extension G8ValueApplier where T == TextField {
    /// The applier for ``TextField``.
    public static var standard: G8ValueApplier<TextField> {
        typealias K = G8K.TextField
        return G8ValueApplier(properties: [
            G8Property(K.textColor.name, \.textColor),
            G8Property(K.font.name, \.font, validate: G8Checks.font),
            G8Property(K.textAlignment.name, \.textAlignment),
            G8Property(K.borderStyle.name, \.borderStyle),
            G8Property(K.placeholder.name, \.placeholder),
            G8Property(K.placeholderColor.name, \.placeholderColor),
            G8Property(K.placeholderFont.name, \.placeholderFont, validate: G8Checks.font),
            G8Property(K.background.name, \.background),
            G8Property(K.disabledBackground.name, \.disabledBackground),
            G8Property(K.text.name, \.text),
        ])
    }
}

extension G8ValueApplier where T == TextView {
    /// The applier for ``TextView``.
    public static var standard: G8ValueApplier<TextView> {
        typealias K = G8K.TextView
        return G8ValueApplier(properties: [
            G8Property(K.textColor.name, \.textColor),
            G8Property(K.font.name, \.font, validate: G8Checks.font),
            G8Property(K.textAlignment.name, \.textAlignment),
            G8Property(K.isEditable.name, \.isEditable),
            G8Property(K.textContainerInset.name, \.textContainerInset, validate: G8Checks.insets),
        ])
    }
}

extension G8ValueApplier where T == ImageView {
    /// The applier for ``ImageView``.
    public static var standard: G8ValueApplier<ImageView> {
        typealias K = G8K.ImageView
        return G8ValueApplier(properties: [
            G8Property(K.image.name, \.image),
            G8Property(K.highlightedImage.name, \.highlightedImage),
        ])
    }
}

extension G8ValueApplier where T == Slider {
    /// The applier for ``Slider``.
    public static var standard: G8ValueApplier<Slider> {
        typealias K = G8K.Slider
        return G8ValueApplier(properties: [
            G8Property(K.minimumValueImage.name, \.minimumValueImage),
            G8Property(K.maximumValueImage.name, \.maximumValueImage),
            G8Property(K.isContinuous.name, \.isContinuous),
            G8Property(K.minimumTrackTintColor.name, \.minimumTrackTintColor),
            G8Property(K.maximumTrackTintColor.name, \.maximumTrackTintColor),
            G8Property(K.thumbTintColor.name, \.thumbTintColor),
            G8Property(K.minimumValue.name, \.minimumValue, validate: G8Checks.finiteFloat),
            G8Property(K.maximumValue.name, \.maximumValue, validate: G8Checks.finiteFloat),
            G8Property(K.value.name, \.value, validate: G8Checks.finiteFloat),
        ])
    }
}

extension G8ValueApplier where T == Switch {
    /// The applier for ``Switch``.
    public static var standard: G8ValueApplier<Switch> {
        typealias K = G8K.Switch
        return G8ValueApplier(properties: [
            G8Property(K.onTintColor.name, \.onTintColor),
            G8Property(K.thumbTintColor.name, \.thumbTintColor),
            G8Property(K.isOn.name, \.isOn),
        ])
    }
}

extension G8ValueApplier where T == SegmentedControl {
    /// The applier for ``SegmentedControl``: per-state keys take state modifiers.
    public static var standard: G8ValueApplier<SegmentedControl> {
        typealias K = G8K.SegmentedControl
        return G8ValueApplier(properties: [
            G8Property(K.selectedSegmentTintColor.name, \.selectedSegmentTintColor),
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
        ])
    }
}

extension G8ValueApplier where T == StackView {
    /// The applier for ``StackView``.
    public static var standard: G8ValueApplier<StackView> {
        typealias K = G8K.StackView
        return G8ValueApplier(properties: [
            G8Property(K.axis.name, \.axis),
            G8Property(K.spacing.name, \.spacing, validate: G8Checks.nonNegative),
            G8Property(K.alignment.name, \.alignment),
            G8Property(K.distribution.name, \.distribution),
            G8Property(K.isLayoutMarginsRelativeArrangement.name, \.isLayoutMarginsRelativeArrangement),
        ])
    }
}

extension G8ValueApplier where T == NavigationBar {
    /// The applier for ``NavigationBar``.
    public static var standard: G8ValueApplier<NavigationBar> {
        typealias K = G8K.NavigationBar
        return G8ValueApplier(properties: [
            G8Property(K.barTintColor.name, \.barTintColor),
            G8Property(K.isTranslucent.name, \.isTranslucent),
            G8Property(K.titleTextColor.name, \.titleTextColor),
            G8Property(K.titleFont.name, \.titleFont, validate: G8Checks.font),
            G8Property(K.largeTitleTextColor.name, \.largeTitleTextColor),
            G8Property(K.backgroundImage.name, \.backgroundImage),
            G8Property(K.shadowImage.name, \.shadowImage),
        ])
    }
}

extension G8ValueApplier where T == ViewController {
    /// The applier for ``ViewController``.
    public static var standard: G8ValueApplier<ViewController> {
        G8ValueApplier(properties: [G8Property(G8K.ViewController.title.name, \.title)])
    }
}
