import Foundation
import G8Widgets

/// How the built-in widgets draw their content, with UIKit's defaults where a style sets
/// nothing.
extension G8PreviewRenderer {
    /// UIKit's defaults for what a style leaves unset.
    enum Defaults {
        static let switchOnTint = Color(hex: "#34C759") ?? .green
        static let switchOffTrack = Color(hex: "#E9E9EA") ?? .lightGray
        static let track = Color(hex: "#E5E5EA") ?? .lightGray
        static let thumbEdge = Color(white: 0, alpha: 0.12)
        static let segmentBackground = Color(hex: "#EEEEEF") ?? .lightGray
        static let segmentSeparator = Color(hex: "#C7C7CC") ?? .gray
        static let fieldBorder = Color(hex: "#C7C7CC") ?? .gray
        static let imagePlaceholder = Color(hex: "#E5E5EA") ?? .lightGray
        static let imageName = Color(hex: "#8E8E93") ?? .gray
        static let barTint = Color(hex: "#F9F9F9") ?? .white
        static let barHairline = Color(white: 0, alpha: 0.3)
        static let segmentFont = Font.systemFont(ofSize: 13)
        static let selectedSegmentFont = Font.systemFont(ofSize: 13, weight: .semibold)
        static let barTitleFont = Font.systemFont(ofSize: 17, weight: .semibold)
    }

    static func registerBuiltInDrawings(_ renderer: inout G8PreviewRenderer) {
        renderer.setDrawing(for: Label.self, drawLabel)
        renderer.setDrawing(for: Button.self, drawButton)
        renderer.setDrawing(for: TextField.self, drawTextField)
        renderer.setDrawing(for: TextView.self, drawTextView)
        renderer.setDrawing(for: ImageView.self, drawImageView)
        renderer.setDrawing(for: Switch.self, drawSwitch)
        renderer.setDrawing(for: Slider.self, drawSlider)
        renderer.setDrawing(for: SegmentedControl.self, drawSegmentedControl)
        renderer.setDrawing(for: NavigationBar.self, drawNavigationBar)
    }

    @Sendable static func drawLabel(_ label: Label, _ bounds: Rect, _ canvas: inout G8SVGCanvas) {
        guard let text = label.text else { return }
        var color: Color = label.isHighlighted ? (label.highlightedTextColor ?? label.textColor) : label.textColor
        if !label.isEnabled { color = color.withAlphaComponent(color.alpha * 0.5) }
        canvas.text(text, in: bounds, font: label.font, color: color, alignment: label.textAlignment,
                    numberOfLines: label.numberOfLines, shadow: label.shadowColor.map { ($0, label.shadowOffset) })
    }

    @Sendable static func drawButton(_ button: Button, _ bounds: Rect, _ canvas: inout G8SVGCanvas) {
        if let image = button.currentBackgroundImage {
            drawImage(image, in: bounds, cornerRadius: button.layer.cornerRadius, into: &canvas, showsName: false)
        }
        let insets = button.contentEdgeInsets
        var content = Rect(x: bounds.origin.x + insets.left, y: bounds.origin.y + insets.top,
                           width: bounds.size.width - insets.left - insets.right,
                           height: bounds.size.height - insets.top - insets.bottom)
        if let image = button.currentImage {
            let side = min(image.size.height, content.size.height)
            let hasTitle = !(button.currentTitle ?? "").isEmpty
            let x = hasTitle ? content.origin.x + 12 : content.origin.x + (content.size.width - side) / 2
            drawImage(image, in: Rect(x: x, y: content.origin.y + (content.size.height - side) / 2, width: side, height: side),
                      cornerRadius: 0, into: &canvas, showsName: false)
            if hasTitle {
                content.origin.x += side + 16
                content.size.width -= side + 16
            }
        }
        let title = button.titleLabel
        guard let text = button.currentTitle else { return }
        canvas.text(text, in: content, font: title.font, color: button.currentTitleColor, alignment: .center,
                    numberOfLines: title.numberOfLines, shadow: button.titleShadowColor(for: button.state).map { ($0, title.shadowOffset) })
    }

    @Sendable static func drawTextField(_ field: TextField, _ bounds: Rect, _ canvas: inout G8SVGCanvas) {
        switch field.borderStyle {
        case .roundedRect:
            if field.backgroundColor == nil { canvas.fillRect(bounds, cornerRadius: 5, color: .white) }
            canvas.strokeRect(bounds, cornerRadius: 5, color: Defaults.fieldBorder, width: 1)
        case .line:
            canvas.strokeRect(bounds, color: .black, width: 1)
        case .bezel:
            canvas.strokeRect(bounds, color: .gray, width: 1)
        case .none:
            break
        }
        if let image = field.currentBackground {
            drawImage(image, in: bounds, cornerRadius: field.layer.cornerRadius, into: &canvas, showsName: false)
        }
        let content = Rect(x: bounds.origin.x + 8, y: bounds.origin.y, width: max(bounds.size.width - 16, 0), height: bounds.size.height)
        if let text = field.text, !text.isEmpty {
            canvas.text(text, in: content, font: field.font, color: field.textColor, alignment: field.textAlignment)
        } else if let placeholder = field.placeholder {
            canvas.text(placeholder, in: content, font: field.effectivePlaceholderFont, color: field.effectivePlaceholderColor,
                        alignment: field.textAlignment)
        }
    }

    @Sendable static func drawTextView(_ view: TextView, _ bounds: Rect, _ canvas: inout G8SVGCanvas) {
        guard let text = view.text else { return }
        let inset = view.textContainerInset
        let content = Rect(x: bounds.origin.x + inset.left + 5, y: bounds.origin.y + inset.top,
                           width: max(bounds.size.width - inset.left - inset.right - 10, 0),
                           height: max(bounds.size.height - inset.top - inset.bottom, 0))
        canvas.text(text, in: content, font: view.font, color: view.textColor, alignment: view.textAlignment, numberOfLines: 0)
    }

    @Sendable static func drawImageView(_ view: ImageView, _ bounds: Rect, _ canvas: inout G8SVGCanvas) {
        guard let image = view.currentImage else { return }
        drawImage(image, in: bounds, cornerRadius: view.layer.cornerRadius, into: &canvas, showsName: true)
    }

    /// A color image fills its rectangle; a named image, whose pixels the model does not
    /// have, is a gray placeholder with its name.
    static func drawImage(_ image: Image, in rect: Rect, cornerRadius: Double, into canvas: inout G8SVGCanvas, showsName: Bool) {
        if let color = image.color {
            canvas.fillRect(rect, cornerRadius: cornerRadius, color: color)
        } else if let name = image.name {
            canvas.fillRect(rect, cornerRadius: cornerRadius, color: Defaults.imagePlaceholder)
            if showsName {
                canvas.text(name, in: rect, font: .systemFont(ofSize: min(11, max(rect.size.height / 3, 1))),
                            color: Defaults.imageName, alignment: .center)
            }
        }
    }

    @Sendable static func drawSwitch(_ control: Switch, _ bounds: Rect, _ canvas: inout G8SVGCanvas) {
        let height = bounds.size.height
        let track = control.isOn ? (control.onTintColor ?? Defaults.switchOnTint) : Defaults.switchOffTrack
        canvas.fillRect(bounds, cornerRadius: height / 2, color: control.isEnabled ? track : track.withAlphaComponent(track.alpha * 0.5))
        let radius = max(height / 2 - 2, 0)
        let x = control.isOn ? bounds.origin.x + bounds.size.width - 2 - radius : bounds.origin.x + 2 + radius
        let center = Point(x: x, y: bounds.origin.y + height / 2)
        canvas.fillCircle(center: center, radius: radius, color: control.thumbTintColor ?? .white)
        canvas.strokeCircle(center: center, radius: radius, color: Defaults.thumbEdge, width: 0.5)
    }

    @Sendable static func drawSlider(_ slider: Slider, _ bounds: Rect, _ canvas: inout G8SVGCanvas) {
        let thumbRadius = min(14, bounds.size.height / 2)
        let start = bounds.origin.x + thumbRadius, end = bounds.origin.x + bounds.size.width - thumbRadius
        let span = Double(slider.maximumValue - slider.minimumValue)
        let fraction = span > 0 ? Double(slider.value - slider.minimumValue) / span : 0
        let thumbX = start + (end - start) * fraction
        let middle = bounds.origin.y + bounds.size.height / 2
        canvas.fillRect(Rect(x: start, y: middle - 2, width: max(end - start, 0), height: 4), cornerRadius: 2,
                        color: slider.maximumTrackTintColor ?? Defaults.track)
        canvas.fillRect(Rect(x: start, y: middle - 2, width: max(thumbX - start, 0), height: 4), cornerRadius: 2,
                        color: slider.minimumTrackTintColor ?? slider.tintColor)
        let center = Point(x: thumbX, y: middle)
        canvas.fillCircle(center: center, radius: thumbRadius, color: slider.thumbTintColor ?? .white)
        canvas.strokeCircle(center: center, radius: thumbRadius, color: Defaults.thumbEdge, width: 0.5)
    }

    @Sendable static func drawSegmentedControl(_ control: SegmentedControl, _ bounds: Rect, _ canvas: inout G8SVGCanvas) {
        let radius = control.layer.cornerRadius > 0 ? control.layer.cornerRadius : 8
        if let image = control.backgroundImage(for: .normal) {
            drawImage(image, in: bounds, cornerRadius: radius, into: &canvas, showsName: false)
        } else if control.backgroundColor == nil {
            canvas.fillRect(bounds, cornerRadius: radius, color: Defaults.segmentBackground)
        }
        let count = control.numberOfSegments
        guard count > 0 else { return }
        let width = bounds.size.width / Double(count)
        for index in 0..<count {
            let segment = Rect(x: bounds.origin.x + width * Double(index), y: bounds.origin.y, width: width, height: bounds.size.height)
            let isSelected = index == control.selectedSegmentIndex
            let state: ControlState = isSelected ? .selected : .normal
            if isSelected {
                let inset = Rect(x: segment.origin.x + 2, y: segment.origin.y + 2,
                                 width: max(segment.size.width - 4, 0), height: max(segment.size.height - 4, 0))
                if let image = control.explicitBackgroundImage(for: .selected) {
                    drawImage(image, in: inset, cornerRadius: max(radius - 2, 0), into: &canvas, showsName: false)
                } else {
                    canvas.fillRect(inset, cornerRadius: max(radius - 2, 0), color: control.selectedSegmentTintColor ?? .white)
                }
            } else if index > 0, index - 1 != control.selectedSegmentIndex {
                let x = segment.origin.x
                canvas.line(from: Point(x: x, y: segment.origin.y + 8), to: Point(x: x, y: segment.origin.y + segment.size.height - 8),
                            color: Defaults.segmentSeparator, width: 1)
            }
            let font = control.font(for: state) ?? (isSelected ? Defaults.selectedSegmentFont : Defaults.segmentFont)
            let color = control.textColor(for: state) ?? .black
            canvas.text(control.titleForSegment(at: index) ?? "", in: segment, font: font, color: color, alignment: .center)
        }
    }

    @Sendable static func drawNavigationBar(_ bar: NavigationBar, _ bounds: Rect, _ canvas: inout G8SVGCanvas) {
        if let image = bar.backgroundImage {
            drawImage(image, in: bounds, cornerRadius: 0, into: &canvas, showsName: false)
        } else {
            let tint = bar.barTintColor ?? (bar.backgroundColor == nil ? Defaults.barTint : nil)
            if let tint { canvas.fillRect(bounds, color: tint) }
        }
        let bottom = bounds.origin.y + bounds.size.height
        canvas.line(from: Point(x: bounds.origin.x, y: bottom - 0.25), to: Point(x: bounds.origin.x + bounds.size.width, y: bottom - 0.25),
                    color: Defaults.barHairline, width: 0.5)
        guard let title = bar.title else { return }
        canvas.text(title, in: bounds, font: bar.titleFont ?? Defaults.barTitleFont, color: bar.titleTextColor ?? .black, alignment: .center)
    }
}
