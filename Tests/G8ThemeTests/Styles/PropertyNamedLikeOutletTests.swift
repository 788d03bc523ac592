import Foundation
import G8Widgets
import Testing

/// An object of style keys under a key that names a property (`title`, a String on
/// ViewController and NavigationBar): the error says it is a property, read as a value, and how
/// to reach an outlet of that name.
@Suite("A nested style under a property's name")
struct PropertyNamedLikeOutletTests {
    @Test func theErrorSaysTheKeyIsAPropertyAndHowToReachTheOutlet() {
        #expect(errors(##"{"styles": {"screen": {"title": {"textColor": "#FF0000", "numberOfLines": 2}}}}"##) == [
            "theme.json:1:33: error: styles.screen.title: 'title' is a property of type String, not an outlet: "
                + "a theme reads an object under it as its value, not as a nested style (set 'title' with a value, "
                + "or give the outlet another name in its class's g8Outlets and style it by that name)",
        ])
    }

    @Test func anObjectThatIsNotAStyleKeepsTheTypeError() {
        #expect(errors(##"{"styles": {"screen": {"title": {"value": "Inbox", "lang": "en"}}}}"##)
            == ["theme.json:1:33: error: styles.screen.title: 'title' expects String, got an object"])
    }

    /// The outlet reached by another name, as the error says.
    final class Inbox: ViewController, G8OutletDeclaring {
        let heading = Label()
        static let g8Outlets = G8Outlets<Inbox>(["titleLabel": \.heading])
    }

    @Test func theOutletUnderAnotherNameIsStyled() throws {
        let loaded = try G8Theme(json: Data(##"{"styles": {"inbox": {"title": "Inbox", "titleLabel": {"numberOfLines": 2}}}}"##.utf8),
                                 file: "theme.json", engine: quiet)
        let inbox = Inbox()
        let report = quiet.applyStyle(try loaded.style(named: "inbox"), to: inbox)
        #expect(report.description == "2 values set, 0 errors, 0 warnings")
        #expect(inbox.title == "Inbox")
        #expect(inbox.heading.numberOfLines == 2)
    }
}
