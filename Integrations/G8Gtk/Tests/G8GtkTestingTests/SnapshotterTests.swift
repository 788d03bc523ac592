import Foundation
import G8GtkTesting
import Testing

/// Comparing with references in a folder: what a match and each failure come to, and the files
/// a failure writes.
@MainActor
@Suite("Snapshotter") struct SnapshotterTests {
    @Test func anUnchangedWindowMatchesItsReference() throws {
        try withTemporaryFolder { folder in
            let snapshotter = GtkSnapshotter(references: folder, artifacts: folder.appendingPathComponent("artifacts"))
            let (ui, manager) = try Card.make()
            let recorded = snapshotter.verify(ui, "window", named: "card", modes: ["light", "dark"], manager: manager)
            #expect(recorded.map { $0.failure?.reason } == [.recorded(.missing), .recorded(.missing)])
            let again = snapshotter.verify(ui, "window", named: "card", modes: ["light", "dark"], manager: manager)
            let exact = GtkPixelDifference(try ui.renderPixels(of: "window"), try ui.renderPixels(of: "window"), threshold: 0)
            #expect(again == [
                .matched(reference: folder.appendingPathComponent("card.light.png"), difference: try #require(exact)),
                .matched(reference: folder.appendingPathComponent("card.dark.png"), difference: try #require(exact)),
            ])
            #expect(exact?.differing == 0 && exact?.largest == 0 && exact?.bounds == nil)
            #expect(manager.mode == nil)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("artifacts").path))
        }
    }

    @Test func oneChangedPixelIsWithinTheDefaultTolerance() throws {
        try withTemporaryFolder { folder in
            let snapshotter = GtkSnapshotter(references: folder, artifacts: folder.appendingPathComponent("artifacts"))
            let pixels = try Card.pixels()
            #expect(snapshotter.verify(pixels, named: "card").failure?.reason == .recorded(.missing))
            let changed = try #require(pixels.setting(x: 200, y: 300, to: GtkRGBA(red: 255, green: 0, blue: 0)))
            guard case .matched(_, let difference) = snapshotter.verify(changed, named: "card") else {
                Issue.record("one pixel in 115200 is within 0.1%")
                return
            }
            #expect(difference.differing == 1)
            #expect(difference.largest == 255)
            #expect(difference.bounds == GtkPixelDifference.Bounds(x: 200..<201, y: 300..<301))
            let exact = GtkSnapshotter(references: folder, artifacts: folder.appendingPathComponent("artifacts"), tolerance: .exact)
            #expect(exact.verify(changed, named: "card").failure?.reason
                == .different(difference, .exact))
        }
    }

    @Test func aChangedColourFailsAndWritesTheThreePictures() throws {
        try withTemporaryFolder { folder in
            let artifacts = folder.appendingPathComponent("artifacts")
            let snapshotter = GtkSnapshotter(references: folder, artifacts: artifacts)
            let (ui, _) = try Card.make()
            _ = snapshotter.verify(ui, "window", named: "card", modes: [], manager: nil)
            Card.engine.applyStyle(["card.backgroundColor": Color(hex: "#D60366")], to: ui)
            let outcomes = snapshotter.verify(ui, "window", named: "card", modes: [], manager: nil)
            let failure = try #require(outcomes.first?.failure)
            #expect(outcomes.count == 1)
            #expect(failure.description == """
                snapshot 'card' differs from its reference in 5000 of 115200 pixels (4.34%, allowed 0.10%), by up to 211 in a channel (allowed 2), within x 20..<120, y 20..<70
                  reference: \(folder.path)/card.png
                  actual: \(artifacts.path)/card.actual.png
                  reference copy: \(artifacts.path)/card.reference.png
                  diff: \(artifacts.path)/card.diff.png
                """)
            let actual = try #require(GtkPixels(png: Data(contentsOf: artifacts.appendingPathComponent("card.actual.png"))))
            let copy = try #require(GtkPixels(png: Data(contentsOf: artifacts.appendingPathComponent("card.reference.png"))))
            let diff = try #require(GtkPixels(png: Data(contentsOf: artifacts.appendingPathComponent("card.diff.png"))))
            #expect(actual.pixel(x: 50, y: 40) == GtkRGBA(red: 0xD6, green: 0x03, blue: 0x66))
            #expect(copy.pixel(x: 50, y: 40) == GtkRGBA(red: 0x03, green: 0x66, blue: 0xD6))
            #expect(diff.pixel(x: 50, y: 40) == GtkRGBA(red: 255, green: 0, blue: 0))
            #expect(diff.pixel(x: 200, y: 200) == GtkRGBA(red: 255, green: 255, blue: 255))
            #expect(diff.pixel(x: 19, y: 40) == GtkRGBA(red: 255, green: 255, blue: 255))
        }
    }

    @Test func aMovedWidgetFails() throws {
        try withTemporaryFolder { folder in
            let artifacts = folder.appendingPathComponent("artifacts")
            let snapshotter = GtkSnapshotter(references: folder, artifacts: artifacts)
            let (ui, _) = try Card.make()
            _ = snapshotter.verify(ui, "window", named: "card", modes: [], manager: nil)
            #expect(Card.engine.applyStyle(["card.margin-start": 30], to: ui).diagnostics == [])
            let failure = try #require(snapshotter.verify(ui, "window", named: "card", modes: [], manager: nil).first?.failure)
            #expect(failure.description == """
                snapshot 'card' differs from its reference in 1000 of 115200 pixels (0.87%, allowed 0.10%), by up to 252 in a channel (allowed 2), within x 20..<130, y 20..<70
                  reference: \(folder.path)/card.png
                  actual: \(artifacts.path)/card.actual.png
                  reference copy: \(artifacts.path)/card.reference.png
                  diff: \(artifacts.path)/card.diff.png
                """)
            for suffix in ["actual", "reference", "diff"] {
                #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("card.\(suffix).png").path))
            }
        }
    }
}

extension Card {
    /// An engine that logs nothing.
    static var engine: G8 {
        var engine = G8.gtk
        engine.logHandler = { _ in }
        return engine
    }
}

/// How pixels are told apart: colour weighted by alpha, as the pixel shows.
@MainActor
@Suite("Pixel difference") struct PixelDifferenceTests {
    @Test func translucentPixelsMatchAfterAPNGRoundTrip() throws {
        try Card.start()
        let rgba: [UInt8] = [200, 100, 50, 128, 7, 9, 11, 3, 255, 255, 255, 0, 90, 180, 45, 254]
        let pixels = try #require(GtkPixels(width: 2, height: 2, rgba: rgba))
        let back = try #require(GtkPixels(png: try pixels.pngData()))
        let difference = try #require(GtkPixelDifference(back, pixels, threshold: 0))
        #expect(difference.differing == 0 && difference.largest == 0)
    }

    @Test func alphaAndColourAreEachCounted() throws {
        let reference = try #require(GtkPixels(width: 2, height: 1, rgba: [10, 20, 30, 255, 10, 20, 30, 255]))
        let actual = try #require(GtkPixels(width: 2, height: 1, rgba: [13, 20, 30, 255, 10, 20, 30, 251]))
        let difference = try #require(GtkPixelDifference(actual, reference, threshold: 2))
        #expect(difference.differing == 2)
        #expect(difference.largest == 4)
        #expect(difference.bounds == GtkPixelDifference.Bounds(x: 0..<2, y: 0..<1))
        let image = try #require(GtkPixelDifference.image(actual, reference, threshold: 2))
        #expect(image.pixel(x: 0, y: 0) == GtkRGBA(red: 255, green: 0, blue: 0))
        #expect(image.pixel(x: 1, y: 0) == GtkRGBA(red: 255, green: 0, blue: 255))
        #expect(GtkPixelDifference(actual, reference, threshold: 4)?.differing == 0)
        let small = try #require(GtkPixels(width: 1, height: 1, rgba: [0, 0, 0, 0]))
        #expect(GtkPixelDifference(actual, small, threshold: 0) == nil)
        #expect(GtkPixelDifference.image(actual, small, threshold: 0) == nil)
    }
}
