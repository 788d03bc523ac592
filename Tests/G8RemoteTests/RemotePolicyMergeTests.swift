import Foundation
import G8TestSupport
import G8Widgets
import Testing
import G8Remote

/// An update is judged as it is merged: what the merge takes whole (a new group or style, a
/// group over a token) is judged entry by entry as what it merges into, each token with the type
/// it inherits from the update, the theme or the group it lands in.
@Suite("Remote theme: every entry judged, whatever the merge does with it")
struct RemotePolicyMergeTests {
    static let bundled = """
        {
          "tokens": {
            "color": { "$type": "color", "brand": { "$value": "#66B31A" } },
            "copy": { "$type": "string", "balance": { "$value": "Your balance" } },
            "size": { "gap": { "$type": "number", "$value": 4 } },
            "flag": { "$type": "boolean", "$value": true }
          },
          "styles": { "profile": { "label1": { "textColor": "{color.brand}", "text": "{copy.balance}" } } }
        }
        """

    static let update = """
        {
          "tokens": {
            "copy": { "promo": { "$value": "Buy now" }, "legal": { "fine": { "$value": "Terms" } } },
            "size": { "gap": { "$value": 8 }, "pad": { "$type": "dimension", "$value": "2px" } },
            "flag": { "on": { "$value": false } },
            "words": { "$type": "string", "hello": { "$value": "Hi" } },
            "mystery": { "$value": "?" },
            "color": { "brand": null }
          },
          "styles": {
            "fresh": { "label1": { "text": "Hello", "textColor": "#000000" }, "gone": null, "odd": 3 },
            "profile": { "label1": { "text": "New", "layer.cornerRadius": 4 }, "superStyle": "fresh" },
            "old": null
          }
        }
        """

    @Test("each entry is judged once, in document order, with its kind and role")
    func everyEntryInOrder() throws {
        let bundled = try G8Theme(json: Data(RemotePolicyMergeTests.bundled.utf8), file: "bundled.json")
        let seen = G8Locked<[String]>([])
        let policy = G8RemotePolicy { entry in
            seen.withLock { $0.append(entry.description) }
            return true
        }
        _ = try? bundled.merging(json: Data(RemotePolicyMergeTests.update.utf8), file: "update.json", policy: policy)
        #expect(seen.withLock { $0 } == [
            "tokens.copy.promo (token copy.promo, content)",
            "tokens.copy.legal.fine (token copy.legal.fine, content)",
            "tokens.size.gap (token size.gap, look)",
            "tokens.size.pad (token size.pad, look)",
            "tokens.flag.on (token flag.on, behavior)",
            "tokens.words.hello (token words.hello, content)",
            "tokens.mystery (token mystery, content, unstated)",
            "tokens.color.brand (token color.brand, look)",
            "styles.fresh.label1.text (property text, content)",
            "styles.fresh.label1.textColor (property textColor, look)",
            "styles.fresh.gone (removal gone, content, unstated)",
            "styles.fresh.odd (undeclared odd, content, unstated)",
            "styles.profile.label1.text (property text, content)",
            "styles.profile.label1.layer.cornerRadius (property cornerRadius, look)",
            "styles.profile.superStyle (superStyle superStyle, content, unstated)",
            "styles.old (removal old, content, unstated)",
        ])
    }

    @Test("a judged merge makes the theme a plain merge makes")
    func judgedMergeIsThePlainMerge() throws {
        let bundled = try G8Theme(json: Data(RemotePolicyMergeTests.bundled.utf8), file: "bundled.json")
        let update = Data(##"""
            {
              "tokens": { "color": { "ink": { "$value": "#000000" }, "brand": { "$value": "#1A73E8" } },
                          "size": { "pad": { "$type": "dimension", "$value": "2px" } } },
              "styles": { "profile": { "label1": { "textColor": "{color.ink}" } }, "card": { "label1": { "layer.cornerRadius": 4 } } }
            }
            """##.utf8)
        let judged = try bundled.merging(json: update, file: "update.json", policy: .lookOnly)
        let plain = try bundled.merging(json: update, file: "update.json")
        #expect(judged.json == plain.json)
        #expect(judged.token("color.ink")?.value == .string("#000000"))
        #expect(judged.styleNames.sorted() == ["card", "profile"])
    }

    @Test("a tokens-only theme's update is judged from its root, each token by its path")
    func tokensOnlyThemeUpdate() throws {
        let tokens = ##"{"color": {"$type": "color", "brand": {"$value": "#66B31A"}}, "copy": {"$type": "string", "balance": {"$value": "Your balance"}}}"##
        let theme = try G8Theme(designTokens: [(name: "tokens.json", bytes: Array(tokens.utf8))], engine: .standard)
        let update = ##"{"color": {"brand": {"$value": "#000000"}}, "copy": {"balance": {"$value": "Pay"}}}"##
        let refused = #expect(throws: G8ThemeError.self) {
            try theme.merging(json: Data(update.utf8), file: "update.json", policy: .lookOnly)
        }
        #expect(refused?.diagnostics.map(\.description) == [
            "update.json:1:65: error: copy.balance: a remote update may not set 'copy.balance': it is a string token, words a style can set as text: content, not look",
        ])
        let merged = try theme.merging(json: Data(##"{"color": {"brand": {"$value": "#000000"}}}"##.utf8), file: "update.json", policy: .lookOnly)
        #expect(merged.token("color.brand")?.value == .string("#000000"))
    }

    @Test("what the default policy refuses, one error each")
    func lookOnlyRefusals() throws {
        let bundled = try G8Theme(json: Data(RemotePolicyMergeTests.bundled.utf8), file: "bundled.json")
        let refused = #expect(throws: G8ThemeError.self) {
            try bundled.merging(json: Data(RemotePolicyMergeTests.update.utf8), file: "update.json", policy: .lookOnly)
        }
        #expect(refused?.diagnostics.map(\.description) == [
            "update.json:3:24: error: tokens.copy.promo: a remote update may not set 'copy.promo': it is a string token, words a style can set as text: content, not look",
            "update.json:3:68: error: tokens.copy.legal.fine: a remote update may not set 'copy.legal.fine': it is a string token, words a style can set as text: content, not look",
            "update.json:5:21: error: tokens.flag.on: a remote update may not set 'flag.on': it is a boolean token, which a style can set as behaviour: behaviour, not look",
            "update.json:6:44: error: tokens.words.hello: a remote update may not set 'words.hello': it is a string token, words a style can set as text: content, not look",
            "update.json:7:16: error: tokens.mystery: a remote update may not set 'mystery': the token's type is not known, so it counts as content",
            "update.json:11:36: error: styles.fresh.label1.text: a remote update may not set 'text': it sets content (words, links or markup a user reads), not look",
            "update.json:11:79: error: styles.fresh.gone: a remote update may not set 'gone': it removes the style whole, its words and links with its look; it counts as content",
            "update.json:11:92: error: styles.fresh.odd: a remote update may not set 'odd': no applier declares it, so it counts as content",
            "update.json:12:38: error: styles.profile.label1.text: a remote update may not set 'text': it sets content (words, links or markup a user reads), not look",
            "update.json:12:86: error: styles.profile.superStyle: a remote update may not set 'superStyle': it chooses which styles apply, and with them their words and links; it counts as content",
            "update.json:13:12: error: styles.old: a remote update may not set 'old': it removes the style whole, its words and links with its look; it counts as content",
        ])
    }
}
