import Foundation
import G8TestSupport
import Testing
import G8Widgets

/// A theme cannot be written to make loading it slow: its names and its style values' quick
/// checks are hashed with a seed a document never sees, so names and values built to collide
/// for a plain hash load as fast as random ones.
@Suite("Names built to collide")
struct KeyFloodTests {
    /// The characters names are made of: letters and digits, what a token or style name may be.
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

    /// The `index`th of names built to collide for a plain hash: 64 bytes, read as eight 8-byte
    /// words from the name's start, the first five the same for every name and the last three
    /// differing only in their top byte. A hash that multiplies words (or keeps their low bits)
    /// sees them all alike.
    static func collidingName(_ index: Int) -> String {
        var bytes = Array("floodingName_shared_prefix_of_forty_bytes_".utf8.prefix(40))
        var rest = index
        for _ in 0..<3 {
            bytes += Array("padding".utf8)
            bytes.append(alphabet[rest % alphabet.count])
            rest /= alphabet.count
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The `index`th of 15-byte strings built to collide for a plain hash of a style value's
    /// bits: read as two 8-byte words, the same but for the top byte of each.
    static func collidingText(_ index: Int) -> String {
        var bytes = Array("shared_".utf8)
        bytes.append(alphabet[index % alphabet.count])
        bytes += Array("padded".utf8)
        bytes.append(alphabet[(index / alphabet.count) % alphabet.count])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A random name of the same length.
    static func randomName(_ generator: inout SplitMix) -> String {
        String(decoding: (0..<64).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }, as: UTF8.self)
    }

    /// A theme of about 1 MB: 8 groups of 1,000 number tokens, each group repeating 10 of its
    /// names (large objects of many keys, some written twice), and 2,000 styles, each setting a
    /// value to a token under a key of its own (`<name>.layer.cornerRadius`, the style keys the
    /// loader reads once each and finds again by fingerprint) and a text to a string of its own,
    /// all named by `name` and `text`.
    static func theme(named name: (Int) -> String, text: (Int) -> String) -> Data {
        var json = "{\"tokens\": {"
        for group in 0..<8 {
            json += group == 0 ? "" : ","
            json += "\"g\(group)\": {\"$type\": \"number\""
            for token in 0..<1_000 { json += ", \"\(name(group * 1_000 + token))\": {\"$value\": \(token % 50)}" }
            for token in stride(from: 0, to: 1_000, by: 100) { json += ", \"\(name(group * 1_000 + token))\": {\"$value\": 1}" }
            json += "}"
        }
        json += "}, \"styles\": {"
        for style in 0..<2_000 {
            json += style == 0 ? "" : ","
            json += "\"\(name(8_000 + style))\": {\"\(name(8_000 + style)).layer.cornerRadius\": \"{g\(style % 8).\(name((style % 8) * 1_000 + style % 1_000))}\", "
                + "\"text\": \"\(text(style))\"}"
        }
        return Data((json + "}}").utf8)
    }

    @Test func namesBuiltToCollideLoadAsFastAsRandomOnes() throws {
        var generator = SplitMix(seed: 0x6738)
        let randomNames = (0..<10_000).map { _ in KeyFloodTests.randomName(&generator) }
        let randomTexts = (0..<2_000).map { _ in String(KeyFloodTests.randomName(&generator).prefix(15)) }
        let colliding = KeyFloodTests.theme(named: KeyFloodTests.collidingName, text: KeyFloodTests.collidingText)
        let random = KeyFloodTests.theme(named: { randomNames[$0] }, text: { randomTexts[$0] })
        #expect(colliding.count > 1_000_000 && abs(colliding.count - random.count) < colliding.count / 100)
        #expect(Set((0..<10_000).map(KeyFloodTests.collidingName)).count == 10_000)
        #expect(Set((0..<2_000).map(KeyFloodTests.collidingText)).count == 2_000 && KeyFloodTests.collidingText(0).utf8.count == 15)

        let clock = ContinuousClock()
        var fastest = (colliding: Duration.seconds(1_000), random: Duration.seconds(1_000))
        for _ in 0..<6 {
            // Side by side, so that a busy moment of the machine slows both; the fastest of six
            // of each, so that one slowed run of either does not decide.
            var loaded: G8Theme?
            fastest.colliding = min(fastest.colliding, try clock.measure { loaded = try G8Theme(json: colliding) })
            #expect(loaded?.tokens.count == 8_000 && loaded?.styleNames.count == 2_000)
            #expect(loaded?.warnings.count == 80)
            fastest.random = min(fastest.random, try clock.measure { loaded = try G8Theme(json: random) })
            #expect(loaded?.tokens.count == 8_000 && loaded?.styleNames.count == 2_000)
        }
        let ratio = fastest.colliding / fastest.random
        print("names built to collide: \(fastest.colliding), random names: \(fastest.random), ratio \(ratio)")
        #expect(ratio < 2, "names built to collide took \(fastest.colliding), random ones \(fastest.random)")
    }
}
