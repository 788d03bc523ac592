import Testing
import G8Widgets

@Suite("Widgets behave like their UIKit namesakes")
struct WidgetBehaviourTests {
    @Test func tintColorIsInheritedWhileNil() {
        let parent = View(), child = View()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = .green
        #expect(child.tintColor == .green)
        child.tintColor = nil
        #expect(child.tintColor == .red)
        #expect(child.ownTintColor == nil)
    }

    @Test func backgroundColorIsTheLayers() {
        let view = View()
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor == .red)
        view.layer.backgroundColor = .blue
        #expect(view.backgroundColor == .blue)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
    }

    @Test func subviewsMoveBetweenSuperviews() {
        let a = View(), b = View(), child = View()
        a.addSubview(child)
        b.addSubview(child)
        #expect(a.subviews.isEmpty)
        #expect(b.subviews.count == 1 && child.superview === b)
        child.removeFromSuperview()
        #expect(b.subviews.isEmpty && child.superview == nil)
        b.insertSubview(child, at: 99)
        #expect(b.subviews.first === child)
    }

    @Test func viewsKnowTheirWindowAndAreToldWhenTheyEnterOne() {
        final class Probe: View {
            var entered = 0
            override func didMoveToWindow() { entered += 1 }
        }
        let window = Window(), container = View(), probe = Probe()
        container.addSubview(probe)
        #expect(probe.window == nil)
        window.addSubview(container)
        #expect(probe.window === window)
        #expect(probe.entered == 1)
        let controller = ViewController()
        window.rootViewController = controller
        #expect(controller.view.window === window)
    }

    @Test func labelTextColorAndFontRestoreDefaultsOnNil() {
        let label = Label()
        label.textColor = .red
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = nil
        label.font = nil
        #expect(label.textColor == .black)
        #expect(label.font == .systemFont(ofSize: 17))
    }

    @Test func buttonStateValuesFallBackToNormal() {
        let button = Button(title: "Go")
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.gray, for: .disabled)
        #expect(button.titleColor(for: .highlighted) == .red)
        #expect(button.title(for: .selected) == "Go")
        #expect(button.explicitTitleColor(for: .highlighted) == nil)
        #expect(button.currentTitleColor == .red)
        button.isEnabled = false
        #expect(button.state == .disabled)
        #expect(button.currentTitleColor == .gray)
        #expect(button.titleLabel.textColor == .gray)
        #expect(button.titleLabel.text == "Go")
    }

    @Test func controlStateCombinesFlags() {
        let control = Control()
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        #expect(control.state.description == "highlighted|selected")
        #expect(ControlState.normal.description == "normal")
    }

    @Test func textFieldPlaceholderStyleWorksInEitherOrder() {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        let before = TextField(), after = TextField()
        g8.applyStyle(["placeholderColor": Color.red, "placeholderFont": Font.systemFont(ofSize: 9), "placeholder": "Name"], to: before)
        g8.applyStyle(["placeholder": "Name", "placeholderColor": Color.red, "placeholderFont": Font.systemFont(ofSize: 9)], to: after)
        for field in [before, after] {
            #expect(field.placeholder == "Name")
            #expect(field.effectivePlaceholderColor == .red)
            #expect(field.effectivePlaceholderFont == .systemFont(ofSize: 9))
        }
        #expect(TextField().effectivePlaceholderColor == TextField.defaultPlaceholderColor)
        let field = TextField()
        field.font = .systemFont(ofSize: 30)
        #expect(field.effectivePlaceholderFont == .systemFont(ofSize: 30))
    }

    @Test func sliderKeepsItsValueWithinBounds() {
        let slider = Slider()
        slider.value = 5
        #expect(slider.value == 1)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 4
        #expect(slider.value == 4)
        slider.minimumValue = 6
        #expect(slider.maximumValue == 6 && slider.value == 6)
    }

    @Test func segmentedControlKeepsPerStateTitleAttributes() {
        let control = SegmentedControl(items: ["A", "B"])
        control.setTextColor(.red, for: .normal)
        control.setFont(.systemFont(ofSize: 12, weight: .bold), for: .selected)
        #expect(control.textColor(for: .selected) == .red)
        #expect(control.font(for: .selected)?.weight == .bold)
        #expect(control.font(for: .normal) == nil)
        control.selectedSegmentIndex = 5
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        control.selectedSegmentIndex = 1
        #expect(control.titleForSegment(at: control.selectedSegmentIndex) == "B")
        control.insertSegment(withTitle: "C", at: 100)
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 2) == "C")
    }

    @Test func stackViewArrangesAndRemoves() {
        let a = View(), b = View()
        let stack = StackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews.count == 1 && stack.subviews.count == 2)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty && stack.subviews.count == 1)
    }

    @Test func imageViewShowsTheHighlightedImageWhenHighlighted() {
        let view = ImageView(image: Image(named: "a"))
        view.highlightedImage = Image(named: "b")
        #expect(view.currentImage == Image(named: "a"))
        view.isHighlighted = true
        #expect(view.currentImage == Image(named: "b"))
    }

    @Test func colorsParseAndPrintHex() {
        #expect(Color(hex: "#F00") == .red)
        #expect(Color(hex: "00FF00") == .green)
        #expect(Color(hex: "#0000FF80")?.alpha == 128.0 / 255)
        #expect(Color(hex: "#GGHHII") == nil)
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(red: 0.4, green: 0.7, blue: 0.1).hexString == "#66B31A")
        #expect(Color(white: 0, alpha: 0.5).hexString == "#00000080")
        #expect(Color(red: 2, green: -1, blue: .nan) == Color(red: 1, green: 0, blue: 0))
    }

    @Test func fontsReadTheirWeightFromTheFaceName() {
        #expect(Font(name: "HelveticaNeue-Bold", size: 16).weight == .bold)
        #expect(Font(name: "HelveticaNeue-Light", size: 16).weight == .light)
        #expect(Font(name: "Inter-SemiBoldItalic", size: 16).weight == .semibold)
        #expect(Font(name: "Inter-SemiBoldItalic", size: 16).isItalic)
        #expect(Font(name: "Inter", size: 16).weight == .regular)
        #expect(Font.boldSystemFont(ofSize: 20).description == "System 20pt bold")
    }
}
