import Foundation
import G8TestSupport
import Testing
import G8Widgets

/// The two readings of a design-tokens file, MUST by MUST of the Design Tokens Format Module
/// 2025.10: by default a form the format does not allow loads with a warning that names the
/// format's form (`g8 lint --design-tokens` exits 0); the strict reading (`g8 lint --strict`,
/// `G8Theme(designTokens:…, strict: true)`) makes each an error (exit 1, the load throws).
@Suite("The strict reading of design-tokens files")
struct StrictTokenReadingTests {
    /// Checks `document` in both readings, through the library and through `g8 lint`: each of
    /// `expected` (`"line:column: path: message"`) is a warning by default and an error when strict.
    func expectBothReadings(_ document: String, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let data = Data(document.utf8)
        let loaded = try G8Theme(designTokens: data, file: "tokens.json", engine: .standard)
        #expect(loaded.warnings.map(\.description) == expected.map { "tokens.json:" + asWarning($0) }, sourceLocation: sourceLocation)
        if expected.isEmpty {
            _ = try G8Theme(designTokens: data, file: "tokens.json", engine: .standard, strict: true)
        } else {
            let thrown = #expect(throws: G8ThemeError.self, sourceLocation: sourceLocation) {
                try G8Theme(designTokens: data, file: "tokens.json", engine: .standard, strict: true)
            }
            #expect(thrown?.diagnostics.map(\.description) == expected.map { "tokens.json:" + asError($0) }, sourceLocation: sourceLocation)
        }
        let count = expected.count, noun = expected.count == 1 ? "" : "s"
        let plain = try ExampleRunner.run("g8", arguments: ["lint", "--design-tokens", "-"], input: data)
        #expect(plain.status == 0, sourceLocation: sourceLocation)
        #expect(plain.standardOutput == expected.map { "<stdin>:" + asWarning($0) + "\n" }.joined()
            + (count == 0 ? "g8 lint: no problems in 1 file\n" : "g8 lint: 0 errors and \(count) warning\(noun) in 1 file\n"),
            sourceLocation: sourceLocation)
        let strict = try ExampleRunner.run("g8", arguments: ["lint", "--design-tokens", "--strict", "-"], input: data)
        #expect(strict.status == (count == 0 ? 0 : 1), sourceLocation: sourceLocation)
        #expect(strict.standardOutput == expected.map { "<stdin>:" + asError($0) + "\n" }.joined()
            + (count == 0 ? "g8 lint: no problems in 1 file\n" : "g8 lint: \(count) error\(noun) and 0 warnings in 1 file\n"),
            sourceLocation: sourceLocation)
    }

    /// `"2:5: path: message"` as a warning: `2:5: warning: path: message`.
    func asWarning(_ line: String) -> String { leveled(line, "warning") }
    func asError(_ line: String) -> String { leveled(line, "error") }
    func leveled(_ line: String, _ level: String) -> String {
        let parts = line.split(separator: " ", maxSplits: 1)
        return "\(parts[0]) \(level): \(parts[1])"
    }

    @Test("a document in the format's own forms throughout is clean in both readings")
    func conformantDocument() throws {
        try expectBothReadings(#"""
            {
              "n": {"$type": "number", "$value": 1.5},
              "d": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
              "r": {"$type": "dimension", "$value": {"value": 1, "unit": "rem"}},
              "t": {"$type": "duration", "$value": {"value": 200, "unit": "ms"}},
              "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5, "hex": "#ff0000"}},
              "f": {"$type": "fontFamily", "$value": ["Inter", "sans-serif"]},
              "w": {"$type": "fontWeight", "$value": "semi-bold"},
              "e": {"$type": "cubicBezier", "$value": [0.5, 0, 1, 1]},
              "s": {"$type": "strokeStyle", "$value": {"dashArray": [{"value": 2, "unit": "px"}, "{d}"], "lineCap": "round"}},
              "b": {"$type": "border", "$value": {"color": "{c}", "width": "{d}", "style": "solid"}},
              "x": {"$type": "transition", "$value": {"duration": "{t}", "delay": {"value": 0, "unit": "ms"}, "timingFunction": "{e}"}},
              "h": {"$type": "shadow", "$value": [{"color": "{c}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": "{d}",
                    "blur": "{d}", "spread": {"value": 0, "unit": "px"}, "inset": true}]},
              "g": {"$type": "gradient", "$value": [{"color": "{c}", "position": 0}, {"color": "{c}", "position": "{n}"}]},
              "y": {"$type": "typography", "$value": {"fontFamily": "{f}", "fontSize": "{d}", "fontWeight": "{w}",
                    "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "{n}"}}
            }
            """#, [])
    }

    @Test("a dimension's value MUST be an object with a number value and a unit")
    func dimensionIsAnObject() throws {
        try expectBothReadings(#"""
            {"space": {"$type": "dimension",
              "half": {"$value": "0.5rem"}, "bare": {"$value": "16"}, "number": {"$value": 42}}}
            """#, [
                ##"2:22: space.half: a dimension is {"value": 0.5, "unit": "rem"}; "0.5rem" is a Tokens Studio form"##,
                ##"2:52: space.bare: a dimension is {"value": 16, "unit": "px"}; "16" is a Tokens Studio form"##,
                ##"2:80: space.number: a dimension is {"value": 42, "unit": "px"}; 42 is a number without its unit"##,
            ])
    }

    @Test("a dimension's unit MUST be px or rem")
    func dimensionUnitIsPxOrRem() throws {
        try expectBothReadings(#"""
            {"space": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}}}
            """#, [##"1:44: space: the unit "em" is not one of the format's ("px", "rem"); read as written"##])
    }

    @Test("a dimension's value MUST NOT have members other than value and unit")
    func dimensionHasNoOtherMembers() throws {
        try expectBothReadings(#"""
            {"space": {"$type": "dimension", "$value": {"value": 1, "unit": "px",
              "note": "wide"}}}
            """#, [##"2:3: space: a dimension has no other member than "value" and "unit"; "note" makes the value invalid in the Design Tokens format"##])
    }

    @Test("a duration's value MUST be an object with a number value and a unit")
    func durationIsAnObject() throws {
        try expectBothReadings(#"""
            {"motion": {"$type": "duration", "fast": {"$value": "100ms"}, "slow": {"$value": 250}}}
            """#, [
                ##"1:53: motion.fast: a duration is {"value": 100, "unit": "ms"}; "100ms" is a Tokens Studio form"##,
                ##"1:82: motion.slow: a duration is {"value": 250, "unit": "ms"}; 250 is a number without its unit"##,
            ])
    }

    @Test("a duration's value MUST be a number, which may be negative")
    func durationMayBeNegative() throws {
        try expectBothReadings(#"""
            {"motion": {"$type": "duration", "early": {"$value": {"value": -100, "unit": "ms"}}}}
            """#, [])
    }

    @Test("a color's value MUST be an object with colorSpace and components")
    func colorIsAnObject() throws {
        try expectBothReadings(#"""
            {"color": {"$type": "color",
              "red": {"$value": "#FF0000"}, "blue": {"$value": "rgb(0 0 255)"}}}
            """#, [
                ##"2:21: color.red: a color is {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}; "#FF0000" is an older draft's form"##,
                ##"2:52: color.blue: a color is {"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#0000ff"}; "rgb(0 0 255)" is a CSS form"##,
            ])
    }

    @Test("a color's value MUST NOT have members other than colorSpace, components, alpha and hex")
    func colorHasNoOtherMembers() throws {
        try expectBothReadings(#"""
            {"red": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0],
              "name": "red"}}}
            """#, [##"2:3: red: a color has no other member than "colorSpace", "components", "alpha" and "hex"; "name" makes the value invalid in the Design Tokens format"##])
    }

    @Test("a color's hex MUST be six hex digits, #RRGGBB")
    func colorHexIsSixDigits() throws {
        try expectBothReadings(#"""
            {"c": {"$type": "color",
              "ok": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"}},
              "short": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}},
              "alpha": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5, "hex": "#ff000080"}}}}
            """#, [
                ##"3:78: c.short: color.hex: a color's hex is six hex digits, "#RRGGBB"; "#f00" is not"##,
                ##"4:92: c.alpha: color.hex: a color's hex is six hex digits, "#RRGGBB"; "#ff000080" is not"##,
            ])
    }

    @Test("a $ref MUST name a value of the type its place wants")
    func pointerNamesAValueOfItsPlacesType() throws {
        try expectBothReadings(#"""
            {"numbers": {"ratio": {"$type": "number", "$value": 1.5}},
             "colors": {"red": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0]}}},
             "line": {"$type": "border", "$value": {"color": {"$ref": "#/colors/red/$value"}, "width": {"$ref": "#/numbers/ratio/$value"}, "style": "solid"}},
             "gap": {"$type": "dimension", "$ref": "#/colors/red/$value/components/0"}}
            """#, [
                ##"3:101: line: border.width: a $ref here names a dimension token; 'numbers.ratio' is a number token"##,
                ##"4:40: gap: a dimension is {"value": 1, "unit": "px"}; 1 is a number without its unit"##,
            ])
    }

    @Test("a font family name MUST NOT be empty")
    func fontFamilyNameIsNotEmpty() throws {
        try expectBothReadings(#"""
            {"font": {"$type": "fontFamily", "body": {"$value": ["Inter", ""]}, "none": {"$value": ""}}}
            """#, [
                ##"1:63: font.body: fontFamily[1]: a font family name is not empty; "" names no family"##,
                ##"1:88: font.none: a font family name is not empty; "" names no family"##,
            ])
    }

    @Test("a fontWeight name MUST be one the format lists")
    func fontWeightNameIsListed() throws {
        try expectBothReadings(#"""
            {"weight": {"$type": "fontWeight", "strong": {"$value": "semibold"}}}
            """#, [##"1:57: weight.strong: a fontWeight is a number from 1 to 1000 or a name the format lists, such as "semi-bold"; "semibold" is not one of them"##])
    }

    @Test("a composite's value MUST NOT have sub-values other than its own")
    func compositeHasNoOtherSubValues() throws {
        try expectBothReadings(#"""
            {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"},
              "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5, "fontStyle": "italic"}}}
            """#, [##"2:86: body: a typography has no other member than "fontFamily", "fontSize", "fontWeight", "letterSpacing" and "lineHeight"; "fontStyle" makes the value invalid in the Design Tokens format"##])
    }

    @Test("a shadow's offsetX MUST be a dimension value or an alias to a dimension token")
    func shadowOffsetIsADimension() throws {
        try expectBothReadings(#"""
            {"lift": {"$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0]},
              "offsetX": 0, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}
            """#, [##"2:14: lift: shadow.offsetX: a dimension is {"value": 0, "unit": "px"}; 0 is a number without its unit"##])
    }

    @Test("a strokeStyle's dashArray MUST hold dimension values or aliases to dimension tokens")
    func dashArrayHoldsDimensions() throws {
        try expectBothReadings(#"""
            {"n": {"$type": "number", "$value": 2},
             "dash": {"$type": "strokeStyle", "$value": {"dashArray": ["0.25rem", "{n}"], "lineCap": "butt"}}}
            """#, [
                ##"2:60: dash: strokeStyle.dashArray[0]: a dimension is {"value": 0.25, "unit": "rem"}; "0.25rem" is a Tokens Studio form"##,
                ##"2:71: dash: strokeStyle.dashArray[1]: an alias here names a dimension token; 'n' is a number token"##,
            ])
    }

    @Test("a typography's fontSize MUST be a dimension value or an alias to a dimension token")
    func typographyFontSizeIsADimension() throws {
        try expectBothReadings(#"""
            {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px",
              "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}
            """#, [##"1:80: body: typography.fontSize: a dimension is {"value": 16, "unit": "px"}; "16px" is a Tokens Studio form"##])
    }

    @Test("a typography's fontWeight MUST be a fontWeight value or an alias to a fontWeight token")
    func typographyFontWeightAliasesAFontWeight() throws {
        try expectBothReadings(#"""
            {"bold": {"$type": "number", "$value": 700},
             "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"},
               "fontWeight": "{bold}", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}}
            """#, [##"3:18: body: typography.fontWeight: an alias here names a fontWeight token; 'bold' is a number token"##])
    }

    @Test("a typography's lineHeight MUST be a number or an alias to a number token, written or aliased alike")
    func typographyLineHeightIsANumber() throws {
        try expectBothReadings(#"""
            {"tall": {"$type": "dimension", "$value": {"value": 24, "unit": "px"}},
             "a": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"},
               "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": {"value": 24, "unit": "px"}}},
             "b": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"},
               "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": "{tall}"}}}
            """#, [
                ##"3:82: a: typography.lineHeight: a lineHeight is a number, a multiple of the font size; a dimension is read as one, in a form the Design Tokens format does not allow"##,
                ##"5:82: b: typography.lineHeight: an alias here names a number token; 'tall' is a dimension token"##,
            ])
    }

    @Test("an alias MUST name a token of the type its place wants")
    func aliasNamesATokenOfItsType() throws {
        try expectBothReadings(#"""
            {"base": {"$type": "number", "$value": 4},
             "space": {"$type": "dimension", "$value": "{base}"}}
            """#, [##"2:44: space: an alias here names a dimension token; 'base' is a number token"##])
    }

    @Test("an alias MUST be written as {group.token}")
    func aliasSyntax() throws {
        // An error in both readings: no export writes it on purpose.
        let data = Data(#"{"label": {"$type": "string", "$value": "{foo.bar"}}"#.utf8)
        let line = "<stdin>:1:41: error: label: invalid alias syntax: '{foo.bar' has no closing '}'\n"
        for arguments in [["lint", "--design-tokens", "-"], ["lint", "--design-tokens", "--strict", "-"]] {
            let result = try ExampleRunner.run("g8", arguments: arguments, input: data)
            #expect(result.status == 1)
            #expect(result.standardOutput == line + "g8 lint: 1 error and 0 warnings in 1 file\n")
        }
    }

    @Test("$extends MUST be on a group, not on a token")
    func extendsIsOnAGroup() throws {
        try expectBothReadings(#"""
            {"base": {"a": {"$type": "number", "$value": 1}},
             "one": {"$type": "number", "$value": 2, "$extends": "{base}"}}
            """#, [##"2:42: one.$extends: only a group has "$extends"; a token with "$extends" is invalid"##])
    }

    @Test("a $description MUST be a string")
    func descriptionIsAString() throws {
        try expectBothReadings(#"""
            {"n": {"$type": "number", "$value": 1, "$description": 5}}
            """#, [##"1:56: n.$description: a $description is a string; 5 is not"##])
    }

    @Test("$extensions MUST be an object")
    func extensionsIsAnObject() throws {
        try expectBothReadings(#"""
            {"n": {"$type": "number", "$value": 1, "$extensions": "com.example"}}
            """#, [##"1:55: n.$extensions: $extensions is an object; "com.example" is not"##])
    }

    @Test("a token's values for other modes MUST come from a resolver document, not $modes")
    func modesAreAResolversContexts() throws {
        try expectBothReadings(#"""
            {"n": {"$type": "number", "$value": 1, "$modes": {"dark": 2}}}
            """#, [##"1:40: n.$modes: a token's values for other modes are the contexts of a resolver document; "$modes" is an older draft's form"##])
    }

    @Test("a hue MUST be from 0 up to, not including, 360")
    func hueIsBelow360() throws {
        try expectBothReadings(#"""
            {"c": {"$type": "color",
              "ok": {"$value": {"colorSpace": "hsl", "components": [359.5, 100, 50]}},
              "hsl": {"$value": {"colorSpace": "hsl", "components": [360, 100, 50]}},
              "oklch": {"$value": {"colorSpace": "oklch", "components": [0.6, 0.1, 360]}},
              "hwb": {"$value": {"colorSpace": "hwb", "components": [-30, 0, 0]}}}}
            """#, [
                ##"3:58: c.hsl: color.components[0]: a hue in "hsl" is from 0 up to, not including, 360; 360 is read as an angle, in a form the Design Tokens format does not allow"##,
                ##"4:72: c.oklch: color.components[2]: a hue in "oklch" is from 0 up to, not including, 360; 360 is read as an angle, in a form the Design Tokens format does not allow"##,
                ##"5:58: c.hwb: color.components[0]: a hue in "hwb" is from 0 up to, not including, 360; -30 is read as an angle, in a form the Design Tokens format does not allow"##,
            ])
    }

    @Test("a typography's value MUST have fontFamily, fontSize, fontWeight, letterSpacing and lineHeight")
    func typographyHasEveryMember() throws {
        try expectBothReadings(#"""
            {"body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"},
              "letterSpacing": {"value": 0, "unit": "px"}}}}
            """#, [
                ##"1:44: body: typography.fontWeight: a typography has "fontFamily", "fontSize", "fontWeight", "letterSpacing" and "lineHeight"; a value without "fontWeight" is invalid in the Design Tokens format"##,
                ##"1:44: body: typography.lineHeight: a typography has "fontFamily", "fontSize", "fontWeight", "letterSpacing" and "lineHeight"; a value without "lineHeight" is invalid in the Design Tokens format"##,
            ])
    }

    @Test("a token MUST NOT have members other than the format's, each named with $")
    func tokenHasOnlyTheFormatsMembers() throws {
        try expectBothReadings(#"""
            {"n": {"$type": "number", "$value": 1, "customProp": "x", "$extensions": {"com.example": {"customProp": "x"}}}}
            """#, [##"1:40: n.customProp: a token's members are the format's, each named with "$"; a tool keeps its own data in "$extensions"; "customProp" is not one"##])
    }

    @Test("a token or group name MUST NOT start with $, which the format's own names do")
    func namesDoNotStartWithDollar() throws {
        try expectBothReadings(#"""
            {"$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
             "group": {"$invalidName": {"$type": "number", "$value": 1},
                       "$descriptoin": "Spacing", "$root": {"$type": "number", "$value": 2},
                       "ok": {"$type": "number", "$value": 3, "$dscription": "Gap"}}}
            """#, [
                ##"2:12: group.$invalidName: a name starting with "$" is one of the format's, and a token or group name does not start with "$"; "$invalidName" is neither"##,
                ##"3:12: group.$descriptoin: a name starting with "$" is one of the format's, and a token or group name does not start with "$"; "$descriptoin" is neither; did you mean '$description'?"##,
                ##"4:51: group.ok.$dscription: a name starting with "$" is one of the format's, and a token or group name does not start with "$"; "$dscription" is neither; did you mean '$description'?"##,
            ])
    }

    @Test("an alias MUST name a whole token: inside a color, dimension, duration or cubicBezier a part is written out or a $ref")
    func aliasesAreWholeValues() throws {
        try expectBothReadings(#"""
            {"n": {"$type": "number", "half": {"$value": 0.5}, "four": {"$value": 4}},
             "c": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": "{n.half}"}},
             "e": {"$type": "cubicBezier", "$value": ["{n.half}", 0, 1, 1]},
             "d": {"$type": "dimension", "$value": {"value": "{n.four}", "unit": "px"}},
             "p": {"$type": "dimension", "$value": {"value": {"$ref": "#/n/four/$value"}, "unit": "px"}}}
            """#, [
                ##"2:93: c: color.alpha: an alias names a whole token's value; a part of a color is written out or is a $ref; "{n.half}" is an alias inside one"##,
                ##"3:43: e: cubicBezier[0]: an alias names a whole token's value; a part of a cubicBezier is written out or is a $ref; "{n.half}" is an alias inside one"##,
                ##"4:50: d: dimension.value: an alias names a whole token's value; a part of a dimension is written out or is a $ref; "{n.four}" is an alias inside one"##,
            ])
    }

    @Test("a typography's fontSize MAY be 0, as any dimension")
    func typographyFontSizeMayBeZero() throws {
        try expectBothReadings(#"""
            {"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 0, "unit": "px"}, "fontWeight": 400,
                   "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1}}}
            """#, [])
    }
}
