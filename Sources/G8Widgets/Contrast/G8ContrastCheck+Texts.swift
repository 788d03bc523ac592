import G8Core

extension G8ContrastCheck {
    /// A background being drawn under the views visited: the opaque color, and the object and
    /// properties that set it (for finding its entry).
    struct Ground {
        var color: Color
        var setter: (order: Int, entry: G8Style.Entry)?
    }

    /// A text found on the screen, with the background under it and where both came from.
    struct Text {
        var pair: Pair
        /// The view's place in the tree: the index of each view on the way from the root.
        var position: [Int]
        var textSetter: (order: Int, entry: G8Style.Entry)?
        var groundSetter: (order: Int, entry: G8Style.Entry)?
    }

    /// Every text under `view`, each with the background under it; texts over nothing that
    /// paints go into `unchecked`, by their place, property and state. `opacity` is the product
    /// of the `alpha` of the views above: a view's colors, its text's and its background's, are
    /// drawn at its own `alpha` times that.
    func texts(in view: View, at position: [Int] = [], under ground: Ground?, opacity: Double = 1, setters: Setters,
               names: (View) -> String, into texts: inout [Text], unchecked: inout Set<String>) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let opacity = opacity * min(view.alpha, 1)
        func faded(_ color: Color) -> Color { opacity >= 1 ? color : color.withAlphaComponent(color.alpha * opacity) }
        func paint(_ color: Color, over ground: Ground?, setter: (order: Int, entry: G8Style.Entry)?) -> Ground? {
            self.paint(faded(color), over: ground, setter: setter)
        }
        func add(property: String, state: ControlState?, color: Color, font: Font, ground: Ground?, textSetter: (order: Int, entry: G8Style.Entry)?) {
            self.add(widget: names(view), property: property, state: state, color: faded(color), font: font, ground: ground,
                     textSetter: textSetter, at: position, into: &texts, unchecked: &unchecked)
        }
        var ground = ground
        if let color = view.backgroundColor, color.alpha > 0 {
            // `backgroundColor` is the layer's: the later of the two keys set it.
            let own = setters.setter(of: view, ["backgroundColor"]), layer = setters.setter(of: view.layer, ["backgroundColor"])
            ground = paint(color, over: ground, setter: (layer?.order ?? 0) > (own?.order ?? 0) ? layer : own)
        }
        switch view {
        case let drawing as G8TextDrawing:
            for text in drawing.drawnTexts {
                let state = text.state.map { $0 == .normal ? "" : $0.description } ?? ""
                var under = ground
                if let fill = text.fill, fill.alpha > 0 {
                    under = paint(fill, over: ground, setter: text.fillKey.flatMap { setters.setter(of: view, [$0], state: state) ?? setters.setter(of: view, [$0]) })
                }
                add(property: text.colorKey, state: text.state, color: text.color, font: text.font, ground: under,
                    textSetter: setters.setter(of: view, [text.colorKey], state: state) ?? setters.setter(of: view, [text.colorKey]))
            }
        case let label as Label:
            guard let text = label.text, !text.isEmpty, label.isEnabled else { break }
            let highlighted = label.isHighlighted && label.highlightedTextColor != nil
            let property = highlighted ? "highlightedTextColor" : "textColor"
            add(property: property, state: nil, color: highlighted ? label.highlightedTextColor ?? label.textColor : label.textColor,
                font: label.font, ground: ground, textSetter: setters.setter(of: label, [property]))
        case let button as Button:
            var states: [ControlState] = [.normal, .highlighted, .selected, .focused]
            if checksDisabledStates { states.insert(.disabled, at: 2) }
            for state in states {
                let name = state == .normal ? "" : state.description
                if state != .normal && button.explicitTitleColor(for: state) == nil && button.explicitBackgroundImage(for: state) == nil { continue }
                guard let title = button.title(for: state), !title.isEmpty else { continue }
                var under = ground
                if let color = button.backgroundImage(for: state)?.color, color.alpha > 0 {
                    let own = button.explicitBackgroundImage(for: state) != nil ? name : ""
                    under = paint(color, over: ground, setter: setters.setter(of: button, ["backgroundImageFromColor", "backgroundImage"], state: own))
                }
                let colorState = button.explicitTitleColor(for: state) != nil ? name : ""
                add(property: "titleColor", state: state, color: button.titleColor(for: state) ?? Button.defaultTitleColor,
                    font: button.titleLabel.font, ground: under, textSetter: setters.setter(of: button, ["titleColor"], state: colorState))
            }
        case let field as TextField:
            guard field.isEnabled else { break }
            var under = ground
            if let color = field.currentBackground?.color, color.alpha > 0 {
                under = paint(color, over: ground, setter: setters.setter(of: field, ["background"]))
            } else if field.borderStyle == .roundedRect && field.backgroundColor == nil {
                under = paint(.white, over: ground, setter: nil)
            }
            add(property: "textColor", state: nil, color: field.textColor, font: field.font, ground: under,
                textSetter: setters.setter(of: field, ["textColor"]))
            if let placeholder = field.placeholder, !placeholder.isEmpty {
                add(property: "placeholderColor", state: nil, color: field.effectivePlaceholderColor,
                    font: field.effectivePlaceholderFont, ground: under, textSetter: setters.setter(of: field, ["placeholderColor"]))
            }
        case let textView as TextView:
            guard let text = textView.text, !text.isEmpty else { break }
            add(property: "textColor", state: nil, color: textView.textColor, font: textView.font, ground: ground,
                textSetter: setters.setter(of: textView, ["textColor"]))
        case let bar as NavigationBar:
            guard let title = bar.title, !title.isEmpty else { break }
            var under = ground
            if let color = bar.backgroundImage?.color ?? bar.barTintColor, color.alpha > 0 {
                under = paint(color, over: ground, setter: setters.setter(of: bar, bar.backgroundImage?.color != nil ? ["backgroundImage"] : ["barTintColor"]))
            }
            add(property: "titleTextColor", state: nil, color: bar.titleTextColor ?? Label.defaultTextColor,
                font: bar.titleFont ?? .systemFont(ofSize: 17, weight: .semibold), ground: under,
                textSetter: setters.setter(of: bar, ["titleTextColor"]))
        case let segments as SegmentedControl:
            guard segments.isEnabled else { break }
            let titled = (0..<segments.numberOfSegments).filter { !(segments.titleForSegment(at: $0) ?? "").isEmpty }
            let selected = titled.contains(segments.selectedSegmentIndex)
            // The unselected segments' titles over the control's background; the selected one's
            // over its own fill: its background image, else its tint, else white.
            for state in [ControlState.normal, .selected] where state == .selected ? selected : titled.count > (selected ? 1 : 0) {
                let name = state == .normal ? "" : state.description
                var under = ground
                if let color = segments.backgroundImage(for: .normal)?.color, color.alpha > 0 {
                    under = paint(color, over: under, setter: setters.setter(of: segments, ["backgroundImageFromColor", "backgroundImage"]))
                }
                if state == .selected {
                    if let color = segments.explicitBackgroundImage(for: .selected)?.color {
                        under = paint(color, over: under, setter: setters.setter(of: segments, ["backgroundImageFromColor", "backgroundImage"], state: name))
                    } else {
                        under = paint(segments.selectedSegmentTintColor ?? .white, over: under,
                                      setter: setters.setter(of: segments, ["selectedSegmentTintColor"]))
                    }
                }
                let colorState = segments.explicitTextColor(for: state) != nil ? name : ""
                add(property: "textColor", state: state, color: segments.textColor(for: state) ?? Label.defaultTextColor,
                    font: segments.font(for: state) ?? .systemFont(ofSize: 13), ground: under,
                    textSetter: setters.setter(of: segments, ["textColor"], state: colorState))
            }
        default:
            break
        }
        for (index, subview) in view.subviews.enumerated() {
            self.texts(in: subview, at: position + [index], under: ground, opacity: opacity, setters: setters, names: names,
                       into: &texts, unchecked: &unchecked)
        }
    }

    /// `color` painted over `ground`: translucent paint over nothing paints nothing known.
    private func paint(_ color: Color, over ground: Ground?, setter: (order: Int, entry: G8Style.Entry)?) -> Ground? {
        if color.alpha >= 1 { return Ground(color: color, setter: setter) }
        guard let ground else { return nil }
        return Ground(color: color.composited(over: ground.color).withAlphaComponent(1), setter: setter ?? ground.setter)
    }

    private func add(widget: String, property: String, state: ControlState?, color: Color, font: Font, ground: Ground?,
                     textSetter: (order: Int, entry: G8Style.Entry)?, at position: [Int], into texts: inout [Text], unchecked: inout Set<String>) {
        guard let ground else {
            unchecked.insert("\(position)|\(property)|\(state?.rawValue ?? 0)")
            return
        }
        let large = font.pointSize >= 24 || (font.pointSize >= 18.66 && font.weight.cssValue >= 700)
        texts.append(Text(
            pair: Pair(widget: widget, property: property, state: state, text: color, background: ground.color, isLargeText: large),
            position: position, textSetter: textSetter, groundSetter: ground.setter))
    }
}
