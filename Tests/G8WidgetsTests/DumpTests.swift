import Testing
import G8Widgets

@Suite("Dumps of styled trees")
struct DumpTests {
    @Test func aFreshWidgetDumpsItsTypeOnly() {
        #expect(G8.standard.dump(Label()) == "Label")
    }

    @Test func theDumpShowsOutletsChangedPropertiesAndChildren() {
        final class Card: ViewController {
            let heading = Label(text: "Hi")
            let action = Button(title: "Go")
            let detached = Switch()
            required init() {
                super.init()
                view.addSubview(heading)
                view.addSubview(action)
            }
        }
        var g8 = G8.standard
        g8.logHandler = { _ in }
        let card = Card()
        g8.applyStyle([
            "heading": [G8K.Label.textColor: Color.red, G8K.Label.numberOfLines: 0],
            "action.titleColor:highlighted": Color.blue,
            "view.layer": [G8K.Layer.cornerRadius: 4],
            "detached.onTintColor": Color.green,
        ], to: card)
        #expect(g8.dump(card) == """
            Card
              view: View
                layer: Layer  cornerRadius=4.0
                heading: Label  textColor=#FF0000  numberOfLines=0  text="Hi"
                action: Button  title[normal]="Go"  titleColor[highlighted]=#0000FF
                  titleLabel: Label  text="Go"
              detached: Switch  onTintColor=#00FF00
            """)
    }
}
