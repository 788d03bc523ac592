import Foundation
import Testing
@testable import G8Core
@testable import G8Themes
import G8Widgets

/// A file or folder of the real design-token files.
private func corpusFile(_ path: String) throws -> URL {
    try #require(DesignTokenCorpus.folder, "../shared/design-tokens is missing").appendingPathComponent(path)
}

/// The value decoders of `G8Widgets`, over every literal value of the real design systems' files.
@Suite("Real design-token values", .realDesignTokens)
struct RealTokenValueTests {
    @Test("A real token file's colors decode: Figma's Simple Design System")
    func figmaColors() throws {
        let data = try Data(contentsOf: corpusFile("dtcg-examples/figma-sds/color.tokens.json"))
        let root = try G8JSONParser.parse(Array(data)).get().json
        var decoded = 0
        func walk(_ node: G8JSON) {
            guard let members = node.objectMembers else { return }
            if let value = node["$value"], value["colorSpace"] != nil {
                if case .success(let color) = Color.dtcg(value), let hex = value["hex"]?.stringValue {
                    // The file's own hex fallback agrees with the converted components.
                    #expect(color.withAlphaComponent(1).hexString == hex.uppercased(), "\(hex)")
                    decoded += 1
                } else {
                    Issue.record("refused \(value)")
                }
            }
            for member in members { walk(member.value) }
        }
        walk(root)
        #expect(decoded == 90)  // every color of the file
    }

    @Test("Every literal value of the seven real design systems decodes, but viewport widths")
    func everyLiteral() throws {
        let folder = try corpusFile("dtcg-examples")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        var counts: [String: Int] = [:]
        var refused: [String] = []
        func literal(_ json: G8JSON) -> Bool {
            switch json {
            case .string(let text): return !text.contains("{")
            case .array(let items): return items.allSatisfy(literal)
            case .object(let members): return members.allSatisfy { $0.key != "$ref" && literal($0.value) }
            default: return true
            }
        }
        func walk(_ node: G8JSON, type inherited: String?, path: String, file: String) {
            guard let members = node.objectMembers else { return }
            let type = node["$type"]?.stringValue ?? inherited
            if let value = node["$value"] {
                guard let type, literal(value) else { return }
                guard let check = G8TokenValues.checks[type] else { return }
                counts[type, default: 0] += 1
                if let problem = check(value) { refused.append("\(file): \(path): \(problem)") }
                return
            }
            for member in members where !member.key.hasPrefix("$") {
                walk(member.value, type: type, path: path.isEmpty ? member.key : path + "." + member.key, file: file)
            }
        }
        for file in files where !file.lastPathComponent.hasSuffix(".resolver.json") {
            let root = try G8JSONParser.parse(Array(Data(contentsOf: file))).get().json
            walk(root, type: nil, path: "", file: file.lastPathComponent)
        }
        #expect(counts == [
            "color": 2136, "shadow": 8, "typography": 131, "cubicBezier": 4, "duration": 12, "fontWeight": 19, "fontFamily": 14,
            "dimension": 1326, "number": 59,
        ])
        // IBM Carbon's fluid spacing is in viewport widths, which a native view cannot measure.
        #expect(refused == (2...4).map {
            "layout.tokens.json: layout.fluidSpacing.0\($0): unit expects one of \"px\", \"rem\", \"em\", \"dp\", got \"vw\""
        })
    }
}
