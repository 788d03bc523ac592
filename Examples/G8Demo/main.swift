// G8Demo: styles a demo screen with the theme from G8's README, logging every step.
//
//     swift run G8Demo
//
// It prints the verbose log, the report's summary and the styled widget tree.
import G8Widgets

enum ThemeConstants {
    static let brand = Color(red: 0.4, green: 0.7, blue: 0.1, alpha: 1)
    static let background = Color(white: 0.9, alpha: 1)
    static let common = Font(name: "HelveticaNeue-Light", size: 16)
    static let commonBold = Font(name: "HelveticaNeue-Bold", size: 16)
}

enum DefaultTheme {
    static let commonLabel: G8Style = [
        G8K.Label.font: ThemeConstants.common,
        G8K.Label.textColor: Color.black,
    ]
    static let boldLabel: G8Style = [
        G8K.superStyle: commonLabel,  // applied first
        G8K.Label.font: ThemeConstants.commonBold,
    ]
    static let viewController: G8Style = [
        "label1.textColor": Color.red,  // keypath key
        "label2": boldLabel,  // nested style
        "label4": [
            G8K.Label.font: Font.italicSystemFont(ofSize: 30),  // inline style
            G8K.Label.textAlignment: TextAlignment.right,
            G8K.Label.numberOfLines: 0,
        ],
        "colorView": [G8K.View.backgroundColor: ThemeConstants.background],
        "button1": [G8K.Button.titleColor.normal.highlighted: Color.blue],  // per state
        "button2.titleColor:disabled": Color.gray,  // the same, as a string
        "innerView.layer": [G8K.Layer.cornerRadius: 8, G8K.Layer.borderWidth: 1],  // Int → Double
        "label5.textColor": ThemeConstants.brand,  // an outlet left nil
        "label1.textColr": Color.red,  // a typo
        "label2.font": "Helvetica",  // a wrong type
    ]
}

class BaseController: ViewController {
    let label1 = Label(text: "One")  // an outlet declared in a superclass
}

final class DemoController: BaseController {
    let label2 = Label(text: "Two")
    let label4 = Label(text: "Four")
    let button1 = Button(title: "Tap")
    let button2 = Button(title: "Later")
    let colorView = View()
    let innerView = View()
    var label5: Label?

    required init() {
        super.init()
        for subview in [label1, label2, label4, button1, button2, colorView, innerView] as [View] {
            view.addSubview(subview)
        }
    }
}

var g8 = G8.standard
g8.logLevel = .verbose
// The lines the default handler writes to standard error, here on standard output with the rest.
g8.logHandler = { diagnostic in print(diagnostic) }

let controller = DemoController()
let report = g8.applyStyle(DefaultTheme.viewController, to: controller)

print("")
print(report.summary)
print("")
print(g8.dump(controller))
