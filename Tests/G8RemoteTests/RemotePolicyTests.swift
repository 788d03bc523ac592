import Foundation
import G8TestSupport
import G8Widgets
import Testing
import G8Remote

/// What a remote update may set, against a real HTTP server on 127.0.0.1: the look passes,
/// words and links are refused whole with one exact error each while the widgets and the saved
/// update stay as they were, and an app's policy widens or narrows that.
@Suite("Remote theme: the policy keeps the words")
struct RemotePolicyTests {
    /// A screen with a label and a button, both given words and colours by the bundled theme.
    final class Profile: ViewController {
        let label1 = Label()
        let button1 = Button()
    }

    /// The bundled theme: local, so its words are the app's own.
    static let bundled = """
        {
          "tokens": {
            "color": { "$type": "color", "brand": { "$value": "#66B31A" } },
            "copy": { "$type": "string", "balance": { "$value": "Your balance" } }
          },
          "styles": {
            "profile": {
              "label1": { "textColor": "{color.brand}", "text": "{copy.balance}" },
              "button1": { "titleColor": "{color.brand}", "title": "Pay" }
            }
          }
        }
        """

    /// A colour and a label's text, and a button's title: the last two are content.
    static let wordsUpdate = """
        {
          "tokens": { "color": { "brand": { "$value": "#E81A1A" } } },
          "styles": {
            "profile": {
              "label1": { "textColor": "#000000", "text": "Send your PIN to 555-0100" },
              "button1.title:normal": "Verify"
            }
          }
        }
        """

    /// A server serving `update`, a remote theme over the bundled theme with `policy`, and a
    /// profile screen styled through a theme manager.
    struct Setup {
        let server: ThemeServer
        let cache: URL
        let log = LogRecorder()
        let remote: G8RemoteTheme
        let manager: G8ThemeManager
        let screen = Profile()

        init(update: String, policy: G8RemotePolicy = .lookOnly) async throws {
            server = try await ThemeServer.start()
            cache = try temporaryDirectory("cache")
            try server.serve("update.json", update)
            let bundled = try G8Theme(json: Data(RemotePolicyTests.bundled.utf8), file: "bundled.json", engine: log.engine)
            remote = try G8RemoteTheme(bundled: bundled, url: server.url("/update.json"), cacheDirectory: cache,
                                       engine: log.engine, timeout: refreshTimeout, policy: policy)
            manager = G8ThemeManager(engine: log.engine, theme: remote.theme)
            manager.style(screen, with: "profile")
        }

        /// The screen as the bundled theme styles it.
        func expectBundledLook(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(screen.label1.text == "Your balance", sourceLocation: sourceLocation)
            #expect(screen.label1.textColor == Color(hex: "#66B31A"), sourceLocation: sourceLocation)
            #expect(screen.button1.title(for: .normal) == "Pay", sourceLocation: sourceLocation)
            #expect(screen.button1.titleColor(for: .normal) == Color(hex: "#66B31A"), sourceLocation: sourceLocation)
        }

        func cleanUp() {
            server.stop()
            try? FileManager.default.removeItem(at: cache)
        }
    }

    @Test func anUpdateOfColoursIsTaken() async throws {
        let setup = try await Setup(update: """
            {
              "tokens": { "color": { "brand": { "$value": "#1A73E8" } } },
              "styles": { "profile": { "label1": { "textColor": "#000000", "layer.cornerRadius": 4 } } }
            }
            """)
        defer { setup.cleanUp() }
        setup.expectBundledLook()

        try setup.manager.follow(await expectRefresh(setup.remote, "updated"))
        #expect(setup.screen.label1.textColor == Color(hex: "#000000"))
        #expect(setup.screen.label1.layer.cornerRadius == 4)
        #expect(setup.screen.button1.titleColor(for: .normal) == Color(hex: "#1A73E8"))
        // The words are the bundled theme's still.
        #expect(setup.screen.label1.text == "Your balance")
        #expect(setup.screen.button1.title(for: .normal) == "Pay")
        #expect(FileManager.default.fileExists(atPath: setup.remote.cacheFile.path))
        #expect(setup.log.logged.isEmpty)
    }

    @Test func anUpdateThatSetsWordsIsRefusedWholeWithAnErrorForEachKey() async throws {
        let setup = try await Setup(update: RemotePolicyTests.wordsUpdate)
        defer { setup.cleanUp() }

        let outcome = await setup.remote.refresh()
        let errors = [
            "update.json:5:51: error: styles.profile.label1.text: a remote update may not set 'text': it sets content (words, links or markup a user reads), not look",
            "update.json:6:31: error: styles.profile.button1.title:normal: a remote update may not set 'title': it sets content (words, links or markup a user reads), not look",
        ]
        #expect(outcome.description == "refused:\n" + errors.joined(separator: "\n"))
        guard case .refused(let error) = outcome else { return }
        #expect(error.diagnostics.map(\.code) == [.refusedByPolicy, .refusedByPolicy])
        #expect(error.diagnostics.map(\.path) == ["styles.profile.label1.text", "styles.profile.button1.title:normal"])
        #expect(throws: G8ThemeError.self) { try setup.manager.follow(outcome) }

        // Refused whole: not even the colours were taken, nothing was saved.
        setup.expectBundledLook()
        #expect(brand(ofButtonIn: setup.remote.theme) == "#66B31A")
        #expect(!FileManager.default.fileExists(atPath: setup.remote.cacheFile.path))
        #expect(setup.log.logged == [
            "warning: remote theme \(setup.server.url("/update.json")): the update has 2 errors and was refused; keeping the current theme",
        ] + errors)
    }

    @Test func aRefusedUpdateLeavesTheSavedUpdateAndTheThemeInUse() async throws {
        let setup = try await Setup(update: ##"{ "tokens": { "color": { "brand": { "$value": "#1A73E8" } } } }"##)
        defer { setup.cleanUp() }
        try setup.manager.follow(await expectRefresh(setup.remote, "updated"))
        let saved = try Data(contentsOf: setup.remote.cacheFile)

        try setup.server.serve("update.json", RemotePolicyTests.wordsUpdate)
        let outcome = await expectRefresh(setup.remote, "refused:\n" + [
            "update.json:5:51: error: styles.profile.label1.text: a remote update may not set 'text': it sets content (words, links or markup a user reads), not look",
            "update.json:6:31: error: styles.profile.button1.title:normal: a remote update may not set 'title': it sets content (words, links or markup a user reads), not look",
        ].joined(separator: "\n"))
        #expect(throws: G8ThemeError.self) { try setup.manager.follow(outcome) }
        #expect(try Data(contentsOf: setup.remote.cacheFile) == saved)
        #expect(brand(ofButtonIn: setup.remote.theme) == "#1A73E8")
        #expect(setup.screen.button1.titleColor(for: .normal) == Color(hex: "#1A73E8"))
        #expect(setup.screen.label1.text == "Your balance")
    }

    @Test func aWidenedPolicyTakesTheWords() async throws {
        let setup = try await Setup(update: RemotePolicyTests.wordsUpdate, policy: .allowingKeys(["text", "title"]))
        defer { setup.cleanUp() }

        try setup.manager.follow(await expectRefresh(setup.remote, "updated"))
        #expect(setup.screen.label1.text == "Send your PIN to 555-0100")
        #expect(setup.screen.label1.textColor == Color(hex: "#000000"))
        #expect(setup.screen.button1.title(for: .normal) == "Verify")
        #expect(setup.screen.button1.titleColor(for: .normal) == Color(hex: "#E81A1A"))
        #expect(setup.log.logged.isEmpty)
    }

    @Test func aNarrowedPolicyRefusesAColour() async throws {
        let setup = try await Setup(
            update: ##"{ "styles": { "profile": { "label1": { "textColor": "#000000" } } } }"##, policy: .refusingKeys(["textColor"]))
        defer { setup.cleanUp() }

        let outcome = await expectRefresh(setup.remote, ##"""
            refused:
            update.json:1:53: error: styles.profile.label1.textColor: a remote update may not set 'textColor': it is look, but the remote theme's policy refuses it
            """##)
        #expect(throws: G8ThemeError.self) { try setup.manager.follow(outcome) }
        setup.expectBundledLook()
        #expect(!FileManager.default.fileExists(atPath: setup.remote.cacheFile.path))
    }

    @Test func tokensOnlyTakesTokenValuesAndRefusesStyleKeys() async throws {
        let setup = try await Setup(update: """
            {
              "tokens": { "color": { "brand": { "$value": "#1A73E8" } } },
              "styles": { "profile": { "label1.layer.cornerRadius": 4 } }
            }
            """, policy: .tokensOnly)
        defer { setup.cleanUp() }

        await expectRefresh(setup.remote, ##"""
            refused:
            update.json:3:57: error: styles.profile.label1.layer.cornerRadius: a remote update may not set 'cornerRadius': it is look, but the remote theme's policy refuses it
            """##)
        try setup.server.serve("update.json", ##"{ "tokens": { "color": { "brand": { "$value": "#1A73E8" } } } }"##)
        try setup.manager.follow(await expectRefresh(setup.remote, "updated"))
        #expect(setup.screen.label1.textColor == Color(hex: "#1A73E8"))
    }

    @Test func aStringTokenSuperStyleRemovalAndUndeclaredKeyCountAsContent() async throws {
        let setup = try await Setup(update: """
            {
              "tokens": { "copy": { "balance": { "$value": "You owe us" } } },
              "styles": {
                "card": { "superStyle": "profile" },
                "profile": { "button1": null, "label1": { "linkURL": "https://example.com" } }
              }
            }
            """)
        defer { setup.cleanUp() }

        let outcome = await expectRefresh(setup.remote, ##"""
            refused:
            update.json:2:36: error: tokens.copy.balance: a remote update may not set 'copy.balance': it is a string token, words a style can set as text: content, not look
            update.json:4:29: error: styles.card.superStyle: a remote update may not set 'superStyle': it chooses which styles apply, and with them their words and links; it counts as content
            update.json:5:29: error: styles.profile.button1: a remote update may not set 'button1': it removes the style whole, its words and links with its look; it counts as content
            update.json:5:58: error: styles.profile.label1.linkURL: a remote update may not set 'linkURL': no applier declares it, so it counts as content
            """##)
        #expect(throws: G8ThemeError.self) { try setup.manager.follow(outcome) }
        setup.expectBundledLook()
    }

    @Test func aSavedUpdateThePolicyNowRefusesIsNotUsedAtLaunch() async throws {
        // An earlier version of the app allowed words, and saved an update that sets some.
        let setup = try await Setup(update: RemotePolicyTests.wordsUpdate, policy: .any)
        defer { setup.cleanUp() }
        await expectRefresh(setup.remote, "updated")
        #expect(brand(ofButtonIn: setup.remote.theme) == "#E81A1A")

        let log = LogRecorder()
        let bundled = try G8Theme(json: Data(RemotePolicyTests.bundled.utf8), file: "bundled.json", engine: log.engine)
        let relaunched = try G8RemoteTheme(bundled: bundled, url: setup.server.url("/update.json"), cacheDirectory: setup.cache,
                                           engine: log.engine, timeout: refreshTimeout)
        #expect(brand(ofButtonIn: relaunched.theme) == "#66B31A")
        let file = relaunched.cacheFile.lastPathComponent
        #expect(log.logged == [
            "warning: remote theme cache \(relaunched.cacheFile.path): the saved update sets what the policy refuses (2 errors); starting from the bundled theme",
            "\(file):5:51: error: styles.profile.label1.text: a remote update may not set 'text': it sets content (words, links or markup a user reads), not look",
            "\(file):6:31: error: styles.profile.button1.title:normal: a remote update may not set 'title': it sets content (words, links or markup a user reads), not look",
        ])
    }

    @Test func aClosurePolicyJudgesEachEntry() async throws {
        let seen = G8Locked<[G8RemotePolicy.Entry]>([])
        let policy = G8RemotePolicy { entry in
            seen.withLock { $0.append(entry) }
            return entry.role == .look || entry.keyPath == "styles.profile.label1.text"
        }
        let setup = try await Setup(update: RemotePolicyTests.wordsUpdate, policy: policy)
        defer { setup.cleanUp() }

        await expectRefresh(setup.remote, ##"""
            refused:
            update.json:6:31: error: styles.profile.button1.title:normal: a remote update may not set 'title': it sets content (words, links or markup a user reads), not look
            """##)
        #expect(seen.withLock { $0 }.map(\.description) == [
            "tokens.color.brand (token color.brand, look)",
            "styles.profile.label1.textColor (property textColor, look)",
            "styles.profile.label1.text (property text, content)",
            "styles.profile.button1.title:normal (property title, content)",
        ])
    }
}

/// The title colour a theme's `profile` style gives a button.
private func brand(ofButtonIn theme: G8Theme) -> String {
    let screen = RemotePolicyTests.Profile()
    guard let style = try? theme.style(named: "profile") else { return "no style" }
    G8.standard.applyStyle(style, to: screen)
    return screen.button1.titleColor(for: .normal).map { "\($0)" } ?? "nil"
}
