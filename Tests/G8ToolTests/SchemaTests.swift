import Foundation
import G8TestSupport
import G8Widgets
import Testing

/// `g8 schema`: the JSON Schema derived from the engine's appliers, checked by a real
/// validator (Python's jsonschema) on good and bad themes.
@Suite("g8 schema")
struct SchemaTests {
    /// Runs Python's jsonschema with the schema `g8 schema` writes over `documents`, and returns
    /// for each document its errors as `path: message` lines, empty when it is valid.
    func validate(_ documents: [String]) throws -> [[String]] {
        let schema = try ExampleRunner.run("g8", arguments: ["schema"])
        #expect(schema.status == 0)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("g8-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(schema.standardOutput.utf8).write(to: directory.appendingPathComponent("schema.json"))
        var paths: [String] = []
        for (index, document) in documents.enumerated() {
            let url = directory.appendingPathComponent("theme\(index).json")
            try Data(document.utf8).write(to: url)
            paths.append(url.path)
        }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(map(str, e.absolute_path)))
                print(json.dumps(["/".join(map(str, e.absolute_path)) + ": " + e.message for e in errors]))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, directory.appendingPathComponent("schema.json").path] + paths
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problems = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 with jsonschema (pip install jsonschema): \(problems)")
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            try JSONDecoder().decode([String].self, from: Data($0.utf8))
        }
    }

    @Test func theExampleThemesAreValid() throws {
        let root = ToolTests.repository
        let files = ["Examples/Themes/demo.json", "Examples/ThemeSwitch/Resources/app-theme.json",
                     "Examples/RemoteTheme/Resources/theme.json", "Examples/RemoteTheme/Resources/brand-refresh.json"]
        let documents = try files.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
        #expect(try validate(documents) == [[], [], [], []])
    }

    @Test func badValuesAndKeysAreRefusedWhereTheyAre() throws {
        let results = try validate([
            #"{"styles": {"s": {"heading": {"textAlignment": "centre"}}}}"#,
            ##"{"styles": {"s": {"label1.textColor": "#12345"}}}"##,
            #"{"styles": {"s": {"font": {"family": "Inter"}}}}"#,
            #"{"styles": {"s": {"view": {"alpha": 1.5}}}}"#,
            ##"{"styles": {"s": {"button1": {"titleColor:hilighted": "#FFFFFF"}}}}"##,
            ##"{"styles": {"s": {"heading": {"textColour": "#FFFFFF"}}}}"##,
            ##"{"styles": {"s": {"button1": {"titleColor:normal:highlighted": "{color.brand}", "layer": {"cornerRadius": "8px"}}}}}"##,
        ])
        #expect(results.count == 7)
        #expect(results.first?.first?.hasPrefix("styles/s/heading/textAlignment: 'centre' is not valid") == true)
        #expect(results.dropFirst(1).first?.first?.hasPrefix("styles/s/label1.textColor: '#12345' is not valid") == true)
        #expect(results.dropFirst(2).first?.first?.hasPrefix("styles/s/font: {'family': 'Inter'} is not valid") == true)
        #expect(results.dropFirst(3).first?.first?.hasPrefix("styles/s/view/alpha: 1.5 is not valid") == true)
        #expect(results.dropFirst(4).first == ["styles/s/button1/titleColor:hilighted: '#FFFFFF' is not of type 'object'"])
        #expect(results.dropFirst(5).first == ["styles/s/heading/textColour: '#FFFFFF' is not of type 'object'"])
        #expect(results.last == [])
    }

    @Test func theSchemaInTheRepositoryIsWhatG8SchemaWrites() throws {
        let written = try String(contentsOf: ToolTests.repository.appendingPathComponent("schema/g8-theme.schema.json"), encoding: .utf8)
        let generated = try ExampleRunner.run("g8", arguments: ["schema"])
        #expect(generated.standardOutput == written, "run: swift run g8 schema --out schema/g8-theme.schema.json")
    }

    @Test func outWritesTheSameSchemaToAFileAndArgumentsAreBadUsage() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("g8-schema-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let written = try ExampleRunner.run("g8", arguments: ["schema", "--out", url.path])
        #expect(written.status == 0)
        #expect(written.standardOutput == "g8 schema: wrote \(url.path)\n")
        let printed = try ExampleRunner.run("g8", arguments: ["schema"])
        #expect(try String(contentsOf: url, encoding: .utf8) == printed.standardOutput)
        let bad = try ExampleRunner.run("g8", arguments: ["schema", "theme.json"])
        #expect(bad.status == 2)
        #expect(bad.standardError == """
            g8 schema: takes no arguments, got theme.json; write to a file with --out FILE
            usage: g8 schema [--out FILE.json]
            Run 'g8 schema --help' for more.

            """)
    }

    @Test func theSchemaListsEachPropertyWithItsShape() throws {
        let generated = try ExampleRunner.run("g8", arguments: ["schema"])
        let schema = try JSONSerialization.jsonObject(with: Data(generated.standardOutput.utf8)) as? [String: Any]
        let defs = schema?["$defs"] as? [String: Any]
        let alignment = defs?["value.textAlignment"] as? [String: Any]
        let options = alignment?["anyOf"] as? [[String: Any]]
        #expect(options?.last?["enum"] as? [String] == ["left", "center", "right", "justified", "natural"])
        let label = (defs?["class.Label"] as? [String: Any])?["properties"] as? [String: Any]
        #expect((label?["numberOfLines"] as? [String: Any])?["description"] as? String == "Label.numberOfLines: Int")
        let style = defs?["style"] as? [String: Any]
        let patterns = (style?["patternProperties"] as? [String: Any])?.keys.sorted() ?? []
        #expect(patterns.contains("^([^.:{}]+\\.)*titleColor(:(normal|highlighted|disabled|selected|focused|application))+$"))
    }
}
