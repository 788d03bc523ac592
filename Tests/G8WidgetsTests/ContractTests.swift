@testable import G8Core
@testable import G8Themes
@testable import G8Live
import Testing
import G8Widgets

// G8's README usage, ported to these widgets as a user would write it.

private enum ThemeConstants {
    static let brand = Color(red: 0.4, green: 0.7, blue: 0.1, alpha: 1)
    static let background = Color(white: 0.9, alpha: 1)
    static let common = Font(name: "HelveticaNeue-Light", size: 16)
    static let commonBold = Font(name: "HelveticaNeue-Bold", size: 16)
}

private enum DefaultTheme {  // `static let` styles compile in Swift 6 mode
    static let commonLabel: G8Style = [G8K.Label.font: ThemeConstants.common,
                                       G8K.Label.textColor: Color.black]
    static let boldLabel: G8Style = [G8K.superStyle: commonLabel,
                                     G8K.Label.font: ThemeConstants.commonBold]
    static let viewController: G8Style = [
        "label1.textColor": Color.red,
        "label2": boldLabel,
        "label4": [G8K.Label.font: Font.italicSystemFont(ofSize: 30),
                   G8K.Label.textAlignment: TextAlignment.right,
                   G8K.Label.numberOfLines: 0],
        "colorView": [G8K.View.backgroundColor: ThemeConstants.background],
        "button1": [G8K.Button.titleColor.normal.highlighted: Color.blue],
        "button2.titleColor:disabled": Color.gray,
        "innerView.layer": [G8K.Layer.cornerRadius: 8, G8K.Layer.borderWidth: 1],
    ]
}

private class BaseController: ViewController { let label1 = Label() }
private final class DemoController: BaseController {
    let label2 = Label(), label4 = Label(), button1 = Button(), button2 = Button()
    let colorView = View(), innerView = View()
}
private final class AvatarView: View { var badgeColor: Color? = nil }

private final class Lines: Sendable {
    let storage = G8Locked<[String]>([])
    var all: [String] { storage.withLock { $0 } }
}

@Suite("G8's README usage, ported")
struct ContractTests {
    @Test func theContractCompilesAndStylesTheScreen() {
        var g8 = G8.standard
        g8.logLevel = .verbose
        let lines = Lines()
        g8.logHandler = { diagnostic in lines.storage.withLock { $0.append(diagnostic.description) } }
        g8.add(valueApplier: G8ValueApplier<AvatarView> { value, object, keyString, key in
            switch keyString {
            case "badgeColor": G8.applyValue(value, to: object, at: \.badgeColor)
            default: return false
            }
            return true
        })
        let controller = DemoController()
        let report = g8.applyStyle(DefaultTheme.viewController, to: controller)

        #expect(report.errors.isEmpty && report.warnings.isEmpty)
        #expect(report.appliedCount == 11)  // the font both set once: boldLabel, the last writer, wins
        #expect(controller.label1.textColor == .red)
        #expect(controller.label2.font == Font(name: "HelveticaNeue-Bold", size: 16))
        #expect(controller.label2.textColor == .black)
        #expect(controller.label4.font == Font.italicSystemFont(ofSize: 30))
        #expect(controller.label4.textAlignment == .right)
        #expect(controller.label4.numberOfLines == 0)
        #expect(controller.colorView.backgroundColor == Color(white: 0.9))
        #expect(controller.button1.titleColor(for: .normal) == .blue)
        #expect(controller.button1.titleColor(for: .highlighted) == .blue)
        #expect(controller.button2.titleColor(for: .disabled) == .gray)
        #expect(controller.button2.titleColor(for: .normal) == .white)
        #expect(controller.innerView.layer.cornerRadius == 8)
        #expect(controller.innerView.layer.borderWidth == 1)
        #expect(report.diagnostics.map(\.description) == lines.all)
        #expect(lines.all.contains("verbose: label4.font: set Label.font to System 30pt italic"))
    }

    @Test func theCustomApplierSetsAndReportsItsProperty() {
        var g8 = G8.standard
        g8.logHandler = { _ in }
        g8.add(valueApplier: G8ValueApplier<AvatarView> { value, object, keyString, key in
            switch keyString {
            case "badgeColor": G8.applyValue(value, to: object, at: \.badgeColor)
            default: return false
            }
            return true
        })
        let avatar = AvatarView()
        let report = g8.applyStyle(["badgeColor": Color.green, "backgroundColor": Color.red], to: avatar)
        #expect(report.isClean)
        #expect(avatar.badgeColor == .green)
        #expect(avatar.backgroundColor == .red)
        let bad = g8.applyStyle(["badgeColor": 3], to: avatar)
        #expect(avatar.badgeColor == .green)
        #expect(bad.diagnostics.map(\.description) == [
            "error: badgeColor: AvatarView.badgeColor expects Color, got Int",
        ])
        #expect(g8.applyStyle(["badgeColor": nil], to: avatar).isClean)
        #expect(avatar.badgeColor == nil)
    }

    @Test func anEmptyEngineHasNoAppliers() {
        var g8 = G8()
        g8.logHandler = { _ in }
        #expect(g8.valueAppliers.isEmpty)
        let label = Label()
        let report = g8.applyStyle([G8K.Label.textColor: Color.red], to: label)
        #expect(label.textColor == .black)
        #expect(report.warnings.map(\.message) == [
            "cannot set 'textColor': no applier is registered for Label or its superclasses; the engine has no appliers at all (G8() is empty; use G8.standard for the built-in widgets)",
        ])
    }
}
