import G8Widgets

/// G8's original algorithm, re-implemented faithfully (REFERENCE.md) to measure against:
/// styles are `[String: Any?]` walked in dictionary order; each keypath component is found with
/// a `Mirror` of the object's dynamic class; for each value, every registered applier is tested
/// by walking a `Mirror` of the object's superclass chain, and every applier whose type matches
/// is called. Only what the benchmark's style needs is implemented, as G8 would do it.
@MainActor
enum G8Reference {
    typealias Style = [String: Any?]

    struct Applier {
        let type: Any.Type
        let apply: (Any?, AnyObject, String) -> Bool
    }

    static func applyValue<O: AnyObject, T>(_ value: Any?, to object: O, at keyPath: ReferenceWritableKeyPath<O, T>) {
        if let value = value as? T { object[keyPath: keyPath] = value }
    }

    static func number(_ value: Any?) -> Double? {
        (value as? Double) ?? (value as? Int).map(Double.init) ?? (value as? Float).map(Double.init)
    }

    static let appliers: [Applier] = [
        Applier(type: View.self) { value, object, key in
            guard let view = object as? View else { return false }
            switch key {
            case "backgroundColor": applyValue(value, to: view, at: \.backgroundColor)
            default: return false
            }
            return true
        },
        Applier(type: Layer.self) { value, object, key in
            guard let layer = object as? Layer else { return false }
            switch key {
            case "cornerRadius": if let n = number(value) { layer.cornerRadius = n }
            case "borderWidth": if let n = number(value) { layer.borderWidth = n }
            case "shadowOpacity": if let n = number(value) { layer.shadowOpacity = Float(n) }
            case "borderColor": applyValue(value, to: layer, at: \.borderColor)
            default: return false
            }
            return true
        },
        Applier(type: Label.self) { value, object, key in
            guard let label = object as? Label else { return false }
            switch key {
            case "font": applyValue(value, to: label, at: \.font)
            case "textColor": applyValue(value, to: label, at: \.textColor)
            case "textAlignment": applyValue(value, to: label, at: \.textAlignment)
            case "numberOfLines": applyValue(value, to: label, at: \.numberOfLines)
            default: return false
            }
            return true
        },
        Applier(type: Button.self) { value, object, key in
            guard let button = object as? Button else { return false }
            let parts = key.split(separator: ":").map(String.init)
            switch parts[0] {
            case "titleColor":
                let states = parts.dropFirst().compactMap(ControlState.init(g8Modifier:))
                for state in states.isEmpty ? [.normal] : states { button.setTitleColor(value as? Color, for: state) }
            case "titleFont": button.titleLabel.font = value as? Font
            default: return false
            }
            return true
        },
        Applier(type: TextField.self) { value, object, key in
            guard let field = object as? TextField else { return false }
            switch key {
            case "textColor": applyValue(value, to: field, at: \.textColor)
            case "font": applyValue(value, to: field, at: \.font)
            case "placeholderColor": applyValue(value, to: field, at: \.placeholderColor)
            case "borderStyle": applyValue(value, to: field, at: \.borderStyle)
            default: return false
            }
            return true
        },
        Applier(type: Switch.self) { value, object, key in
            guard let control = object as? Switch, key == "onTintColor" else { return false }
            applyValue(value, to: control, at: \.onTintColor)
            return true
        },
        Applier(type: Slider.self) { value, object, key in
            guard let slider = object as? Slider else { return false }
            switch key {
            case "minimumTrackTintColor": applyValue(value, to: slider, at: \.minimumTrackTintColor)
            case "thumbTintColor": applyValue(value, to: slider, at: \.thumbTintColor)
            default: return false
            }
            return true
        },
        Applier(type: SegmentedControl.self) { value, object, key in
            guard let control = object as? SegmentedControl else { return false }
            switch key {
            case "selectedSegmentTintColor": applyValue(value, to: control, at: \.selectedSegmentTintColor)
            case "textColor:selected": control.setTextColor(value as? Color, for: .selected)
            default: return false
            }
            return true
        },
        Applier(type: TextView.self) { value, object, key in
            guard let view = object as? TextView, key == "font" else { return false }
            applyValue(value, to: view, at: \.font)
            return true
        },
        Applier(type: StackView.self) { value, object, key in
            guard let stack = object as? StackView, key == "spacing" else { return false }
            if let n = number(value) { stack.spacing = n }
            return true
        },
        Applier(type: NavigationBar.self) { value, object, key in
            guard let bar = object as? NavigationBar, key == "barTintColor" else { return false }
            applyValue(value, to: bar, at: \.barTintColor)
            return true
        },
    ]

    /// G8's child lookup: a Mirror of the dynamic class only; `view` and `layer` and
    /// `titleLabel` are stored properties the Mirror finds, as UIKit's were found by G8.
    static func child(_ name: String, of object: AnyObject) -> AnyObject? {
        for case let (label?, value) in Mirror(reflecting: object).children where label == name {
            return value as AnyObject
        }
        var mirror = Mirror(reflecting: object).superclassMirror
        while let current = mirror {  // UIKit outlets such as `view` are found on UIKit's classes
            for case let (label?, value) in current.children where label == name { return value as AnyObject }
            mirror = current.superclassMirror
        }
        return nil
    }

    static func apply(_ style: Style, to object: AnyObject) {
        if let base = style["superStyle"] as? Style { apply(base, to: object) }
        for (key, value) in style where key != "superStyle" {
            var parts = key.split(separator: ".").map(String.init)
            var target: AnyObject = object
            let last = parts.removeLast()
            var found = true
            for part in parts {
                guard let next = child(part, of: target) else { found = false; break }
                target = next
            }
            guard found else { continue }
            if let nested = value as? Style {
                if let next = child(last, of: target) { apply(nested, to: next) }
                continue
            }
            for applier in appliers {
                // Per applier, a Mirror walk up the object's class chain to see if the type matches.
                var mirror: Mirror? = Mirror(reflecting: target)
                while let current = mirror {
                    if current.subjectType == applier.type { _ = applier.apply(value, target, last); break }
                    mirror = current.superclassMirror
                }
            }
        }
    }

    /// The benchmark's screen style in G8's form.
    static let screen: Style = {
        let text: Style = ["font": ScreenStyle.body, "textColor": ScreenStyle.ink]
        let strong: Style = ["superStyle": text, "font": ScreenStyle.bold]
        let button: Style = ["titleColor:normal": ScreenStyle.brand, "titleColor:highlighted": ScreenStyle.ink,
                             "titleColor:disabled": Color.gray, "titleFont": ScreenStyle.bold, "layer": ["cornerRadius": 8] as Style]
        let field: Style = ["textColor": ScreenStyle.ink, "font": ScreenStyle.body, "placeholderColor": Color.gray,
                            "borderStyle": BorderStyle.roundedRect]
        var tertiary = button
        tertiary["titleColor:normal"] = ScreenStyle.ink
        return [
            "view": ["backgroundColor": ScreenStyle.paper] as Style,
            "heading": strong, "subtitle": text, "footnote": text,
            "body": ["superStyle": text, "numberOfLines": 0] as Style,
            "caption": ["textColor": Color.gray, "textAlignment": TextAlignment.center] as Style,
            "primary": button, "secondary": button, "tertiary": tertiary,
            "email": field, "password": field,
            "remember": ["onTintColor": ScreenStyle.brand] as Style,
            "volume": ["minimumTrackTintColor": ScreenStyle.brand, "thumbTintColor": ScreenStyle.paper] as Style,
            "tabs": ["selectedSegmentTintColor": ScreenStyle.brand, "textColor:selected": ScreenStyle.paper] as Style,
            "avatar": ["layer": ["cornerRadius": 24, "borderWidth": 1, "borderColor": ScreenStyle.brand] as Style] as Style,
            "card": ["backgroundColor": ScreenStyle.paper, "layer": ["cornerRadius": 12, "shadowOpacity": 0.2] as Style] as Style,
            "banner": ["backgroundColor": ScreenStyle.brand] as Style,
            "divider": ["backgroundColor": Color.lightGray] as Style,
            "notes": ["font": ScreenStyle.body] as Style,
            "stack": ["spacing": 8] as Style,
            "bar": ["barTintColor": ScreenStyle.paper] as Style,
        ]
    }()
}
