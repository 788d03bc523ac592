import Foundation
import G8GtkTesting
import Testing

/// Record modes: what each writes, and how the environment chooses one.
@MainActor
@Suite("Record modes") struct RecordModeTests {
    @Test func missingRecordsAMissingReferenceAndFailsSayingSo() throws {
        try withTemporaryFolder { folder in
            let references = folder.appendingPathComponent("refs")
            let snapshotter = GtkSnapshotter(references: references, artifacts: folder.appendingPathComponent("artifacts"))
            let pixels = try Card.pixels()
            let failure = try #require(snapshotter.verify(pixels, named: "card.light").failure)
            #expect(failure.description == """
                no reference for snapshot 'card.light'; recorded it at \(references.path)/card.light.png: check that it looks right and run again to compare against it
                """)
            let written = try Data(contentsOf: references.appendingPathComponent("card.light.png"))
            #expect(GtkPixels(png: written) == pixels)
            // An existing reference is compared against, not written over.
            let changed = try #require(pixels.setting(x: 0, y: 0, to: GtkRGBA(red: 1, green: 2, blue: 3)))
            let strict = GtkSnapshotter(references: references, artifacts: folder.appendingPathComponent("artifacts"), tolerance: .exact)
            guard case .different = strict.verify(changed, named: "card.light").failure?.reason else {
                Issue.record("a changed pixel differs exactly")
                return
            }
            #expect(try Data(contentsOf: references.appendingPathComponent("card.light.png")) == written)
        }
    }

    @Test func allWritesEveryReferenceAnewAndFails() throws {
        try withTemporaryFolder { folder in
            let pixels = try Card.pixels()
            let changed = try #require(pixels.setting(x: 0, y: 0, to: GtkRGBA(red: 1, green: 2, blue: 3)))
            _ = GtkSnapshotter(references: folder, artifacts: folder).verify(changed, named: "card")
            let snapshotter = GtkSnapshotter(references: folder, artifacts: folder, record: .all)
            let failure = try #require(snapshotter.verify(pixels, named: "card").failure)
            #expect(failure.description == """
                recorded snapshot 'card' at \(folder.path)/card.png (record mode 'all'); run again without G8_RECORD=all to compare against it
                """)
            #expect(GtkPixels(png: try Data(contentsOf: folder.appendingPathComponent("card.png"))) == pixels)
        }
    }

    @Test func neverWritesNoReferenceButTheActualPicture() throws {
        try withTemporaryFolder { folder in
            let artifacts = folder.appendingPathComponent("artifacts")
            let snapshotter = GtkSnapshotter(references: folder.appendingPathComponent("refs"), artifacts: artifacts, record: .never)
            let failure = try #require(snapshotter.verify(try Card.pixels(), named: "card").failure)
            #expect(failure.description == """
                no reference for snapshot 'card', and record mode 'never' writes none; run with G8_RECORD=missing to record it
                  reference: \(folder.path)/refs/card.png
                  actual: \(artifacts.path)/card.actual.png
                """)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs").path))
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("card.actual.png").path))
        }
    }

    @Test func theEnvironmentChoosesTheMode() throws {
        #expect(try GtkRecordMode(environment: [:]) == .missing)
        #expect(try GtkRecordMode(environment: ["G8_RECORD": ""]) == .missing)
        #expect(try GtkRecordMode(environment: ["G8_RECORD": "all"]) == .all)
        #expect(try GtkRecordMode(environment: ["G8_RECORD": "NEVER"]) == .never)
        #expect(throws: GtkSnapshotSetupError("G8_RECORD is 'al'; expected missing, all or never; did you mean 'all'?")) {
            try GtkRecordMode(environment: ["G8_RECORD": "al"])
        }
        #expect(throws: GtkSnapshotSetupError("G8_RECORD is '1'; expected missing, all or never")) {
            try GtkRecordMode(environment: ["G8_RECORD": "1"])
        }
    }

    @Test func anExplicitModeWinsOverTheEnvironment() throws {
        let snapshotter = try GtkSnapshotter(testFile: "/p/Tests/T/GalleryTests.swift", record: .never, environment: ["G8_RECORD": "junk"])
        #expect(snapshotter.record == .never)
        #expect(try GtkSnapshotter(testFile: "/p/Tests/T/GalleryTests.swift", environment: ["G8_RECORD": "all"]).record == .all)
    }

    @Test func referencesAreBesideTheTestFileAndArtifactsUnderTheBuildFolder() throws {
        let here = URL(fileURLWithPath: #filePath)
        let snapshotter = try GtkSnapshotter(testFile: here.path, environment: [:])
        let package = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(snapshotter.references.path == here.deletingLastPathComponent().path + "/__Snapshots__/RecordModeTests")
        #expect(snapshotter.artifacts.path == package.path + "/.build/snapshot-artifacts/RecordModeTests")
        #expect(snapshotter.referenceURL(named: "card.dark").lastPathComponent == "card.dark.png")
        let elsewhere = try GtkSnapshotter(testFile: here.path, environment: ["G8_SNAPSHOT_ARTIFACTS": "/tmp/shots"])
        #expect(elsewhere.artifacts.path == "/tmp/shots/RecordModeTests")
    }
}
