import Foundation
import G8TestSupport
import G8Widgets
import Testing
import G8Remote

/// A theme from a server never reads this machine's files: a `$ref` to a file in an update is
/// refused whole, whatever the policy, while the bundled theme's own file `$ref`s were read when
/// the app loaded it.
@Suite("Remote theme: no file $refs")
struct RemoteFileReferenceTests {
    @Test("an update whose tokens $ref a file is refused whole, at each $ref, under any policy; the bundled theme's own file $ref was read")
    func updateNamingAFileIsRefused() throws {
        let folder = try temporaryDirectory("bundle")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"base": {"$type": "color", "blue": {"$value": "#0000FF"}}}"##.utf8)
            .write(to: folder.appendingPathComponent("colors.json"))
        try Data(##"{"tokens": {"brand": {"$ref": "./colors.json#/base/blue"}, "ink": {"$type": "color", "$value": "#000000"}}, "styles": {"title": {"textColor": "{brand}"}}}"##.utf8)
            .write(to: folder.appendingPathComponent("theme.json"))
        let bundled = try G8Theme(contentsOf: folder.appendingPathComponent("theme.json"), engine: .standard)
        #expect(bundled.token("brand")?.value == .string("#0000FF"))
        let update = """
            {"tokens": {"brand": {"$ref": "./colors.json#/base/blue"},
                        "gap": {"$type": "number", "$value": {"$ref": "/etc/passwd#/x"}}}}
            """
        for policy in [G8RemotePolicy.lookOnly, G8RemotePolicy { _ in true }] {
            let refused = #expect(throws: G8ThemeError.self) {
                try bundled.merging(json: Data(update.utf8), file: "update.json", policy: policy)
            }
            #expect(refused?.diagnostics.map(\.description) == [
                "update.json:1:23: error: tokens.brand.$ref: $ref './colors.json#/base/blue' names a file:"
                    + " an update from a server never reads this machine's files",
                "update.json:2:51: error: tokens.gap.$value.$ref: $ref '/etc/passwd#/x' names a file:"
                    + " an update from a server never reads this machine's files",
            ])
        }
        // A `$ref` key spelt with escapes is the same key: still refused. (An update whose bytes
        // hold neither `$ref` nor `\u` is not walked for file references at all.)
        let escaped = ##"{"tokens": {"brand": {"\u0024r\u0065f": "./colors.json#/base/blue"}}}"##
        let refused = #expect(throws: G8ThemeError.self) {
            try bundled.merging(json: Data(escaped.utf8), file: "update.json", policy: .lookOnly)
        }
        #expect(refused?.diagnostics.map(\.description) == [
            "update.json:1:23: error: tokens.brand.$ref: $ref './colors.json#/base/blue' names a file:"
                + " an update from a server never reads this machine's files",
        ])
        // The look still passes.
        let merged = try bundled.merging(json: Data(##"{"tokens": {"ink": {"$value": "#FF0000"}}}"##.utf8),
                                         file: "update.json", policy: .lookOnly)
        #expect(merged.token("ink")?.value == .string("#FF0000"))
        #expect(merged.token("brand")?.value == .string("#0000FF"))
    }
}
