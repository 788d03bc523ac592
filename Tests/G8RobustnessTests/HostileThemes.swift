import Foundation

/// Hostile theme documents: each must be refused with exactly these diagnostics.
enum HostileThemes {
    static let deepArray = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
    static let deepObject: String = {
        var text = "1"
        for _ in 0..<70 { text = "{\"a\": \(text)}" }
        return text
    }()
    static let hugeColor = "{\"styles\": {\"s\": {\"textColor\": \"" + String(repeating: "x", count: 1_000_000) + "\"}}}"
    static let manyBadKeys: String = {
        let members = (0..<100_000).map { "\"k\($0).textColor\": 1" }.joined(separator: ",")
        return "{\"styles\": {\"s\": {" + members + "}}}"
    }()

    static let cases: [(name: String, bytes: [UInt8])] = [
        ("empty document", []),
        ("whitespace only", Array(" \n\t ".utf8)),
        ("truncated object", Array(##"{"styles": {"##.utf8)),
        ("truncated string", Array(##"{"sty"##.utf8)),
        ("trailing comma in an object", Array(##"{"styles": {},}"##.utf8)),
        ("trailing comma in an array", Array(##"{"styles": {"s": {"superStyle": ["a",]}}}"##.utf8)),
        ("single quotes", Array("{'styles': {}}".utf8)),
        ("unquoted key", Array("{styles: {}}".utf8)),
        ("leading zero", Array(##"{"styles": {"s": {"alpha": 01}}}"##.utf8)),
        ("invalid escape", Array(##"{"styles": {"s": {"text": "\q"}}}"##.utf8)),
        ("lone high surrogate", Array(##"{"styles": {"s": {"text": "\uD800"}}}"##.utf8)),
        ("lone low surrogate", Array(##"{"styles": {"s": {"text": "\uDC00"}}}"##.utf8)),
        ("raw control character", Array("{\"styles\": {\"s\": {\"text\": \"a\u{01}b\"}}}".utf8)),
        ("invalid UTF-8 byte", Array(##"{"styles": {"s": {"text": ""##.utf8) + [0xFF] + Array(##""}}}"##.utf8)),
        ("overlong UTF-8", Array(##"{"styles": {"s": {"text": ""##.utf8) + [0xC0, 0x80] + Array(##""}}}"##.utf8)),
        ("truncated UTF-8 at the end", Array(##"{"styles": {"s": {"text": ""##.utf8) + [0xE2, 0x82]),
        ("number out of range", Array(##"{"styles": {"s": {"alpha": 1e400}}}"##.utf8)),
        ("NaN literal", Array(##"{"styles": {"s": {"alpha": NaN}}}"##.utf8)),
        ("Infinity literal", Array(##"{"styles": {"s": {"alpha": Infinity}}}"##.utf8)),
        ("minus alone", Array(##"{"styles": {"s": {"alpha": -}}}"##.utf8)),
        ("fraction without digits", Array(##"{"styles": {"s": {"alpha": 1.}}}"##.utf8)),
        ("garbage after the document", Array("{} x".utf8)),
        ("two documents", Array("{}{}".utf8)),
        ("top-level array", Array("[]".utf8)),
        ("top-level string", Array(##""theme""##.utf8)),
        ("arrays nested beyond the limit", Array(deepArray.utf8)),
        ("objects nested beyond the limit", Array(deepObject.utf8)),
        ("alias cycle of three", Array(##"{"tokens": {"a": {"$value": "{b}"}, "b": {"$value": "{c}"}, "c": {"$value": "{a}"}}}"##.utf8)),
        ("alias to itself", Array(##"{"tokens": {"me": {"$value": "{me}"}}}"##.utf8)),
        ("superStyle naming itself", Array(##"{"styles": {"s": {"superStyle": "s"}}}"##.utf8)),
        ("superStyle cycle of three", Array(##"{"styles": {"a": {"superStyle": "b"}, "b": {"superStyle": "c"}, "c": {"superStyle": "a"}}}"##.utf8)),
        ("superStyle list with a number", Array(##"{"styles": {"a": {}, "s": {"superStyle": ["a", 1]}}}"##.utf8)),
        ("unknown token reference", Array(##"{"tokens": {"gap": {"$value": 4}}, "styles": {"s": {"alpha": "{gpa}"}}}"##.utf8)),
        ("unknown superStyle", Array(##"{"styles": {"base": {}, "s": {"superStyle": "bsae"}}}"##.utf8)),
        ("wrong value for its $type", Array(##"{"tokens": {"c": {"$type": "color", "$value": 12}}}"##.utf8)),
        ("unknown $type", Array(##"{"tokens": {"c": {"$type": "colr", "$value": "#000"}}}"##.utf8)),
        ("$type that is not a string", Array(##"{"tokens": {"c": {"$type": 3, "$value": "#000"}}}"##.utf8)),
        ("alias of another $type", Array(##"{"tokens": {"n": {"$type": "number", "$value": 1}, "c": {"$type": "color", "$value": "{n}"}}}"##.utf8)),
        ("$modes that is not an object", Array(##"{"tokens": {"c": {"$value": 1, "$modes": [1]}}}"##.utf8)),
        ("token name with a dot", Array(##"{"tokens": {"a.b": {"$value": 1}}}"##.utf8)),
        ("empty token name", Array(##"{"tokens": {"": {"$value": 1}}}"##.utf8)),
        ("tokens that are an array", Array(##"{"tokens": [1]}"##.utf8)),
        ("styles that are an array", Array(##"{"styles": [1]}"##.utf8)),
        ("a style that is a string", Array(##"{"styles": {"s": "bold"}}"##.utf8)),
        ("keypath with an empty component", Array(##"{"styles": {"s": {"a..textColor": "#000"}}}"##.utf8)),
        ("empty key", Array(##"{"styles": {"s": {"": 1}}}"##.utf8)),
        ("keypath starting with a dot", Array(##"{"styles": {"s": {".textColor": "#000"}}}"##.utf8)),
        ("key ending with a colon", Array(##"{"styles": {"s": {"titleColor:": "#000"}}}"##.utf8)),
        ("modifier before the last component", Array(##"{"styles": {"s": {"a:b.textColor": "#000"}}}"##.utf8)),
        ("invalid hex color", Array(##"{"styles": {"s": {"textColor": "#GGHHII"}}}"##.utf8)),
        ("empty color string", Array(##"{"styles": {"s": {"textColor": ""}}}"##.utf8)),
        ("negative border width", Array(##"{"styles": {"s": {"layer.borderWidth": -3}}}"##.utf8)),
        ("alpha far out of range", Array(##"{"styles": {"s": {"alpha": 1e300}}}"##.utf8)),
        ("negative frame size", Array(##"{"styles": {"s": {"frame": {"x": 0, "y": 0, "width": -5, "height": 1}}}}"##.utf8)),
        ("font of size zero", Array(##"{"styles": {"s": {"font": {"family": "Inter", "size": 0}}}}"##.utf8)),
        ("font token with a negative size", Array(##"{"tokens": {"f": {"$type": "font", "$value": {"size": -1}}}}"##.utf8)),
        ("bad value in a mode", Array(##"{"tokens": {"c": {"$type": "color", "$value": "#000", "$modes": {"dark": "#00"}}}}"##.utf8)),
        ("unknown top-level key", Array(##"{"tokens": {}, "stlyes": {}}"##.utf8)),
        ("superStyle that is a number", Array(##"{"styles": {"s": {"superStyle": 7}}}"##.utf8)),
        ("a one-megabyte color string", Array(hugeColor.utf8)),
        ("100,000 keys with bad values", Array(manyBadKeys.utf8)),
        ("number of lines that is a fraction", Array(##"{"styles": {"s": {"numberOfLines": 2.5}}}"##.utf8)),
        ("unknown enum case", Array(##"{"styles": {"s": {"textAlignment": "middle"}}}"##.utf8)),
    ]
}
