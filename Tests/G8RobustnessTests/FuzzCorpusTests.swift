import Foundation
import Testing
import G8FuzzHarness

/// Replays every saved fuzz input through its target's checks: the corpus in `Fuzz/Corpus`
/// (grown by `scripts/fuzz.sh`) and the regression inputs kept in `Fuzz/Regressions`.
@Suite("Fuzz corpus replay")
struct FuzzCorpusTests {
    static let fuzzDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    static func inputs(_ target: String) -> [[UInt8]] {
        var result: [[UInt8]] = []
        for folder in ["Corpus", "Regressions"] {
            let directory = fuzzDirectory.appendingPathComponent(folder).appendingPathComponent(target)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                if let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) {
                    result.append(Array(data))
                }
            }
        }
        return result
    }

    @Test func themeInputsKeepEveryPromise() {
        let inputs = FuzzCorpusTests.inputs("theme")
        #expect(inputs.count >= 3)
        inputs.forEach(G8FuzzHarness.loadTheme)
    }

    @Test func mergeInputsKeepEveryPromise() {
        let inputs = FuzzCorpusTests.inputs("merge")
        #expect(inputs.count >= 3)
        inputs.forEach(G8FuzzHarness.mergeTheme)
    }

    @Test func tokensInputsKeepEveryPromise() {
        let inputs = FuzzCorpusTests.inputs("tokens")
        #expect(inputs.count >= 5)
        inputs.forEach(G8FuzzHarness.loadDesignTokens)
    }

    @Test func applyInputsKeepEveryPromise() {
        let inputs = FuzzCorpusTests.inputs("apply")
        #expect(inputs.count >= 4)
        inputs.forEach(G8FuzzHarness.applyStyle)
    }

    @Test func managerInputsKeepEveryPromise() {
        let inputs = FuzzCorpusTests.inputs("manager")
        #expect(inputs.count >= 4)
        inputs.forEach(G8FuzzHarness.driveManager)
    }
}
