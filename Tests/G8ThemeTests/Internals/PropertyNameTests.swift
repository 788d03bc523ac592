import Testing
@testable import G8Core
@testable import G8Themes

/// The merge and the judge of a remote update read a style key's property name with
/// `G8UpdateWalker.propertyName(of:)`, without making a `G8Key`: it must name the property
/// `G8Key(key).name` names, for keys of every shape.
@Suite("A style key's property name")
struct PropertyNameTests {
    @Test func namesThePropertyAKeyNames() {
        let keys = [
            "text", "titleColor:disabled", "label1.text", "label1.titleColor:disabled:highlighted",
            "a.b.c", "a:b.c", "a.b:c.d:e", ":disabled", "label1.", ".", "", "a..b", "é.ñame:ü",
        ]
        for key in keys {
            #expect(G8UpdateWalker.propertyName(of: key) == G8Key(key).name, "\(key)")
        }
        #expect(keys.map(G8UpdateWalker.propertyName(of:)) == [
            "text", "titleColor", "text", "titleColor", "c", "c", "d", "", "", "", "", "b", "ñame",
        ])
    }
}
