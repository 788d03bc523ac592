import Foundation
import G8GtkTesting
import Testing

/// `expectSnapshot`: the checked-in references of __Snapshots__/ExpectSnapshotTests, and an
/// issue at the caller for each snapshot that does not match.
@MainActor
@Suite("expectSnapshot") struct ExpectSnapshotTests {
    @Test func theCardMatchesItsReferencesInBothModes() throws {
        let (ui, manager) = try Card.make()
        try expectSnapshot(of: ui, "window", named: "card", modes: ["light", "dark"], manager: manager, record: .never)
        #expect(manager.mode == nil)
    }

    @Test func aDifferenceIsAnIssueAtTheCallerNamingTheFiles() throws {
        let (ui, manager) = try Card.make()
        #expect(try manager.update(json: Data(##"{"styles": {"card": {"card.backgroundColor": "#D60366"}}}"##.utf8)).diagnostics == [])
        let artifacts = try GtkSnapshotter(testFile: #filePath, record: .never).artifacts.path
        let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/__Snapshots__/ExpectSnapshotTests"
        let line = #line + 2
        try withKnownIssue {
            try expectSnapshot(of: ui, "window", named: "card", modes: ["light"], manager: manager, record: .never)
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID && issue.comments.map(\.rawValue) == ["""
                snapshot 'card.light' differs from its reference in 5000 of 115200 pixels (4.34%, allowed 0.10%), by up to 211 in a channel (allowed 2), within x 20..<120, y 20..<70
                  reference: \(references)/card.light.png
                  actual: \(artifacts)/card.light.actual.png
                  reference copy: \(artifacts)/card.light.reference.png
                  diff: \(artifacts)/card.light.diff.png
                """]
        }
        #expect(FileManager.default.fileExists(atPath: artifacts + "/card.light.diff.png"))
    }

    @Test func modesWithoutAManagerAreASetupError() throws {
        let (ui, _) = try Card.make()
        #expect(throws: GtkSnapshotSetupError("snapshot 'card' has modes (light, dark) but no theme manager to switch them; pass manager:")) {
            try expectSnapshot(of: ui, "window", named: "card", modes: ["light", "dark"])
        }
    }
}
