import Foundation
import G8GtkTesting
import Testing

/// References and folders that are not what they should be: each a failure that says what is
/// wrong, never a crash and never a pass.
@MainActor
@Suite("Snapshot bad input") struct BadInputTests {
    @Test func aCorruptReferenceIsAFailure() throws {
        try withTemporaryFolder { folder in
            try Data("not a png".utf8).write(to: folder.appendingPathComponent("card.png"))
            let artifacts = folder.appendingPathComponent("artifacts")
            let failure = try #require(GtkSnapshotter(references: folder, artifacts: artifacts).verify(try Card.pixels(), named: "card").failure)
            #expect(failure.description == """
                cannot read the reference of snapshot 'card': it is not a PNG (9 bytes)
                  reference: \(folder.path)/card.png
                  actual: \(artifacts.path)/card.actual.png
                """)
            #expect(try Data(contentsOf: folder.appendingPathComponent("card.png")) == Data("not a png".utf8))
        }
    }

    @Test func aTruncatedReferenceIsAFailure() throws {
        try withTemporaryFolder { folder in
            let png = try Card.pixels().pngData()
            try png.prefix(png.count / 2).write(to: folder.appendingPathComponent("card.png"))
            let failure = try #require(GtkSnapshotter(references: folder, artifacts: folder).verify(try Card.pixels(), named: "card").failure)
            #expect(failure.reason == .unreadableReference("it is not a PNG (\(png.count / 2) bytes)"))
        }
    }

    @Test func aReferenceThatIsAFolderIsAFailure() throws {
        try withTemporaryFolder { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("card.png"), withIntermediateDirectories: true)
            let failure = try #require(GtkSnapshotter(references: folder, artifacts: folder).verify(try Card.pixels(), named: "card").failure)
            #expect(failure.reason == .unreadableReference("is a directory"))
        }
    }

    @Test func aReferenceOfAnotherSizeIsAFailure() throws {
        try withTemporaryFolder { folder in
            let small = try #require(GtkPixels(width: 10, height: 12, rgba: [UInt8](repeating: 255, count: 10 * 12 * 4)))
            try small.pngData().write(to: folder.appendingPathComponent("card.png"))
            let artifacts = folder.appendingPathComponent("artifacts")
            let failure = try #require(GtkSnapshotter(references: folder, artifacts: artifacts).verify(try Card.pixels(), named: "card").failure)
            #expect(failure.description == """
                snapshot 'card' is 360×320, its reference 10×12
                  reference: \(folder.path)/card.png
                  actual: \(artifacts.path)/card.actual.png
                  reference copy: \(artifacts.path)/card.reference.png
                """)
        }
    }

    @Test func anUnwritableArtifactsFolderIsSaidAndTheFailureKept() throws {
        try withTemporaryFolder { folder in
            try Data("file".utf8).write(to: folder.appendingPathComponent("file"))
            let artifacts = folder.appendingPathComponent("file/artifacts")
            let pixels = try Card.pixels()
            _ = GtkSnapshotter(references: folder, artifacts: artifacts).verify(pixels, named: "card")
            let changed = try #require(pixels.setting(x: 5, y: 6, to: GtkRGBA(red: 1, green: 2, blue: 3)))
            let failure = try #require(GtkSnapshotter(references: folder, artifacts: artifacts, tolerance: .exact).verify(changed, named: "card").failure)
            #expect(failure.description == """
                snapshot 'card' differs from its reference in 1 of 115200 pixels (0.00%, allowed 0.00%), by up to 254 in a channel (allowed 0), within x 5..<6, y 6..<7
                  reference: \(folder.path)/card.png
                  cannot write the artifacts to \(artifacts.path): not a directory
                """)
        }
    }

    @Test func anUnwritableReferenceFolderIsAFailure() throws {
        try withTemporaryFolder { folder in
            try Data("file".utf8).write(to: folder.appendingPathComponent("file"))
            let references = folder.appendingPathComponent("file/refs")
            let failure = try #require(GtkSnapshotter(references: references, artifacts: folder).verify(try Card.pixels(), named: "card").failure)
            #expect(failure.description == """
                cannot record snapshot 'card': not a directory
                  reference: \(references.path)/card.png
                """)
        }
    }

    @Test func anUnknownModeFailsThatModeAndTakesTheOthers() throws {
        try withTemporaryFolder { folder in
            let (ui, manager) = try Card.make()
            let snapshotter = GtkSnapshotter(references: folder, artifacts: folder)
            let outcomes = snapshotter.verify(ui, "window", named: "card", modes: ["drak", "dark"], manager: manager)
            #expect(outcomes.map { $0.failure?.description } == [
                """
                cannot render snapshot 'card.drak': unknown mode 'drak'; the theme has light, dark; did you mean 'dark'?
                  reference: \(folder.path)/card.drak.png
                """,
                "no reference for snapshot 'card.dark'; recorded it at \(folder.path)/card.dark.png: check that it looks right and run again to compare against it",
            ])
            #expect(manager.mode == nil)
        }
    }

    @Test(arguments: ["", "../card", "a/b", ".hidden"])
    func aNameThatCannotNameAFileIsAFailure(name: String) throws {
        try withTemporaryFolder { folder in
            let outcome = GtkSnapshotter(references: folder, artifacts: folder).verify(try Card.pixels(), named: name)
            #expect(outcome.failure?.description == """
                snapshot name '\(name)' cannot name a file: it must not be empty, contain '/' or begin with '.'
                  reference: \(folder.path)/\(name).png
                """)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        }
    }

    @Test func anUnknownWidgetIsAFailure() throws {
        try withTemporaryFolder { folder in
            let (ui, _) = try Card.make()
            let outcomes = GtkSnapshotter(references: folder, artifacts: folder).verify(ui, "windw", named: "card", modes: [], manager: nil)
            #expect(outcomes.map { $0.failure?.reason } == [.cannotRender("the interface has no object 'windw'; did you mean 'window'?")])
        }
    }
}
