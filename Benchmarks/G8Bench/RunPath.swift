import Foundation
import G8Widgets

/// The engine's paths besides a repeated `applyStyle`, each against hand-written assignments of
/// the same values: registering screens with a theme manager, a switch between themes whose
/// styles set different keys, strict repeated application, a first application on a cold
/// engine, and the memory a registration holds.
enum RunPath {
    struct Figure {
        let scenario: String
        let name: String
        let engine: Double
        let baseline: Double
        let goal: Double
        var ratio: Double { engine / max(baseline, 1) }
    }

    /// Theme A's screen style and theme B's, which sets other keys on other outlets.
    static let themeA = ##"{"styles": {"screen": {"heading.textColor": "#1A1A1A", "heading.numberOfLines": 2, "primary.titleColor:normal": "#66B31A", "card.backgroundColor": "#FAFAFA", "card.layer.cornerRadius": 12, "banner.backgroundColor": "#66B31A", "stack.spacing": 8, "remember.onTintColor": "#66B31A"}}}"##
    static let themeB = ##"{"styles": {"screen": {"subtitle.textColor": "#FAFAFA", "body.numberOfLines": 3, "secondary.titleColor:normal": "#1A1A1A", "divider.backgroundColor": "#333333", "avatar.layer.cornerRadius": 24, "bar.barTintColor": "#101010", "volume.thumbTintColor": "#FAFAFA", "tabs.selectedSegmentTintColor": "#66B31A"}}}"##

    /// The values theme A's and theme B's styles set, read back from screens the engine styled,
    /// assigned by hand; and a fresh screen's own values of the same properties.
    struct ByHand {
        let a: (BenchScreen) -> Void
        let b: (BenchScreen) -> Void
        let undoA: (BenchScreen) -> Void
        let undoB: (BenchScreen) -> Void

        init(engine: G8, a: G8Style, b: G8Style) {
            let sa = BenchScreen(), sb = BenchScreen(), own = BenchScreen()
            engine.applyStyle(a, to: sa)
            engine.applyStyle(b, to: sb)
            let (headingColor, headingLines, primaryColor) = (sa.heading.textColor, sa.heading.numberOfLines, sa.primary.titleColor(for: .normal))
            let (cardColor, cardRadius, bannerColor, spacing, onTint) = (sa.card.backgroundColor, sa.card.layer.cornerRadius, sa.banner.backgroundColor, sa.stack.spacing, sa.remember.onTintColor)
            self.a = { s in
                s.heading.textColor = headingColor; s.heading.numberOfLines = headingLines
                s.primary.setTitleColor(primaryColor, for: .normal); s.card.backgroundColor = cardColor
                s.card.layer.cornerRadius = cardRadius; s.banner.backgroundColor = bannerColor
                s.stack.spacing = spacing; s.remember.onTintColor = onTint
            }
            let (oHeadingColor, oHeadingLines, oPrimaryColor) = (own.heading.textColor, own.heading.numberOfLines, own.primary.titleColor(for: .normal))
            let (oCardColor, oCardRadius, oBannerColor, oSpacing, oOnTint) = (own.card.backgroundColor, own.card.layer.cornerRadius, own.banner.backgroundColor, own.stack.spacing, own.remember.onTintColor)
            undoA = { s in
                s.remember.onTintColor = oOnTint; s.stack.spacing = oSpacing; s.banner.backgroundColor = oBannerColor
                s.card.layer.cornerRadius = oCardRadius; s.card.backgroundColor = oCardColor
                s.primary.setTitleColor(oPrimaryColor, for: .normal); s.heading.numberOfLines = oHeadingLines
                s.heading.textColor = oHeadingColor
            }
            let (subtitleColor, bodyLines, secondaryColor, dividerColor) = (sb.subtitle.textColor, sb.body.numberOfLines, sb.secondary.titleColor(for: .normal), sb.divider.backgroundColor)
            let (avatarRadius, barTint, thumbTint, segmentTint) = (sb.avatar.layer.cornerRadius, sb.bar.barTintColor, sb.volume.thumbTintColor, sb.tabs.selectedSegmentTintColor)
            self.b = { s in
                s.subtitle.textColor = subtitleColor; s.body.numberOfLines = bodyLines
                s.secondary.setTitleColor(secondaryColor, for: .normal); s.divider.backgroundColor = dividerColor
                s.avatar.layer.cornerRadius = avatarRadius; s.bar.barTintColor = barTint
                s.volume.thumbTintColor = thumbTint; s.tabs.selectedSegmentTintColor = segmentTint
            }
            let (oSubtitleColor, oBodyLines, oSecondaryColor, oDividerColor) = (own.subtitle.textColor, own.body.numberOfLines, own.secondary.titleColor(for: .normal), own.divider.backgroundColor)
            let (oAvatarRadius, oBarTint, oThumbTint, oSegmentTint) = (own.avatar.layer.cornerRadius, own.bar.barTintColor, own.volume.thumbTintColor, own.tabs.selectedSegmentTintColor)
            undoB = { s in
                s.tabs.selectedSegmentTintColor = oSegmentTint; s.volume.thumbTintColor = oThumbTint; s.bar.barTintColor = oBarTint
                s.avatar.layer.cornerRadius = oAvatarRadius; s.divider.backgroundColor = oDividerColor
                s.secondary.setTitleColor(oSecondaryColor, for: .normal); s.body.numberOfLines = oBodyLines
                s.subtitle.textColor = oSubtitleColor
            }
        }
    }

    /// Registration of `count` new screens with a manager, against the same values set by hand;
    /// and the first switch after it (to theme B, whose style sets other keys), against putting
    /// back A's keys' own values and setting B's by hand. The manager counts a registration's
    /// objects (to see overlapping registrations) at the first call that needs the counts, the
    /// first switch: that work is in the second figure, not in the first. Each figure is the
    /// median of seven rounds, each with a new manager and new screens (the first round, which
    /// takes fresh memory from the system, is the slowest as a rule); `G8_BENCH_ROUNDS=1` in
    /// the environment prints every round's ratios on standard error.
    static func registration(quick: Bool, engine: G8) throws -> (registration: Figure, firstSwitch: Figure) {
        let count = quick ? 200 : 10_000
        let a = try G8Theme(json: Data(themeA.utf8)), b = try G8Theme(json: Data(themeB.utf8))
        let hand = ByHand(engine: engine, a: try a.style(named: "screen"), b: try b.style(named: "screen"))
        var engineTimes: [Double] = [], handTimes: [Double] = []
        var engineSwitchTimes: [Double] = [], handSwitchTimes: [Double] = []
        for _ in 0..<(quick ? 1 : 7) {
            let manager = G8ThemeManager(engine: engine, theme: a)
            let screens = (0..<count).map { _ in BenchScreen() }, handScreens = (0..<count).map { _ in BenchScreen() }
            var start = Timing.now()
            for screen in screens { manager.style(screen, with: "screen") }
            engineTimes.append(Double(Timing.now() - start) / Double(count))
            start = Timing.now()
            for screen in handScreens { hand.a(screen) }
            handTimes.append(Double(Timing.now() - start) / Double(count))
            require(engine.dump(screens[count - 1]) == engine.dump(handScreens[count - 1]), "registration: the manager and the hand-written code differ")
            start = Timing.now()
            manager.switchTheme(to: b)
            engineSwitchTimes.append(Double(Timing.now() - start) / Double(count))
            start = Timing.now()
            for screen in handScreens { hand.undoA(screen); hand.b(screen) }
            handSwitchTimes.append(Double(Timing.now() - start) / Double(count))
            require(engine.dump(screens[count - 1]) == engine.dump(handScreens[count - 1]), "first switch: the manager and the hand-written code differ")
            withExtendedLifetime((manager, screens)) {}
            if ProcessInfo.processInfo.environment["G8_BENCH_ROUNDS"] != nil {
                let (engine, hand) = (engineTimes[engineTimes.count - 1], handTimes[handTimes.count - 1])
                let switchRatio = engineSwitchTimes[engineSwitchTimes.count - 1] / handSwitchTimes[handSwitchTimes.count - 1]
                let line = String(format: "g8-bench: registration round %d: %.0f ns / %.0f ns = %.2f×; first switch %.2f×\n",
                                  engineTimes.count, engine, hand, engine / hand, switchRatio)
                FileHandle.standardError.write(Data(line.utf8))
            }
        }
        return (Figure(scenario: "registration", name: "\(count) screens registered", engine: Timing.median(engineTimes),
                       baseline: Timing.median(handTimes), goal: 3),
                Figure(scenario: "first-switch", name: "\(count) screens, then keys change", engine: Timing.median(engineSwitchTimes),
                       baseline: Timing.median(handSwitchTimes), goal: 3))
    }

    /// A switch A → B → A… of `count` registered screens whose styles set different keys,
    /// against putting back the previous keys' own values and setting the new ones by hand.
    static func keySwitch(quick: Bool, engine: G8) throws -> Figure {
        let count = quick ? 100 : 2_000
        let a = try G8Theme(json: Data(themeA.utf8)), b = try G8Theme(json: Data(themeB.utf8))
        let hand = ByHand(engine: engine, a: try a.style(named: "screen"), b: try b.style(named: "screen"))
        let manager = G8ThemeManager(engine: engine, theme: a)
        let screens = (0..<count).map { _ in BenchScreen() }, handScreens = (0..<count).map { _ in BenchScreen() }
        for screen in screens { manager.style(screen, with: "screen") }
        for screen in handScreens { hand.a(screen) }
        manager.switchTheme(to: b)
        for screen in handScreens { hand.undoA(screen); hand.b(screen) }
        require(engine.dump(screens[0]) == engine.dump(handScreens[0]), "key-switch: the manager and the hand-written code differ after A → B")
        var toA = true, handToA = true
        let timing = Timing(samples: quick ? 2 : 10, iterations: 1)
        let result = timing.compare({
            manager.switchTheme(to: toA ? a : b)
            toA.toggle()
        }, {
            for screen in handScreens {
                if handToA { hand.undoB(screen); hand.a(screen) } else { hand.undoA(screen); hand.b(screen) }
            }
            handToA.toggle()
        })
        require(engine.dump(screens[0]) == engine.dump(handScreens[0]), "key-switch: the manager and the hand-written code differ after switching")
        withExtendedLifetime(screens) {}
        return Figure(scenario: "key-switch", name: "\(count) screens, keys change", engine: result.engine / Double(count),
                      baseline: result.baseline / Double(count), goal: 3)
    }

    /// Repeated strict application of the screen style, against the same without strict mode.
    static func strict(timing: Timing, engine: G8) -> Figure {
        var strictEngine = engine
        strictEngine.isStrict = true
        let screen = BenchScreen(), plainScreen = BenchScreen()
        require(strictEngine.applyStyle(ScreenStyle.screen, to: screen).isClean, "strict: the screen style has diagnostics")
        engine.applyStyle(ScreenStyle.screen, to: plainScreen)
        let result = timing.compare({ strictEngine.applyStyle(ScreenStyle.screen, to: screen) },
                                    { engine.applyStyle(ScreenStyle.screen, to: plainScreen) })
        require(engine.dump(screen) == engine.dump(plainScreen), "strict: strict and plain application differ")
        return Figure(scenario: "strict", name: "screen, strict vs plain", engine: result.engine, baseline: result.baseline, goal: 1.2)
    }

    /// A first application on a cold engine (no class resolved, no plan), against by hand.
    static func cold(timing: Timing, engine: G8) -> Figure {
        let handScreen = BenchScreen()
        let firstTiming = Timing(samples: timing.samples, iterations: max(1, timing.iterations / 10))
        // Each cold sample beside a sample of the hand-written code: a cold application allocates
        // and the hand-written code does not, so a slow spell that falls on one alone would
        // skew the ratio.
        let result = firstTiming.compare(
            prepare: { (engine.withEmptyCaches(), BenchScreen()) },
            { engine, screen in engine.applyStyle(ScreenStyle.screen, to: screen) },
            baseline: { ScreenStyle.byHand(handScreen) }, baselineIterations: timing.iterations)
        return Figure(scenario: "cold", name: "screen, first on a cold engine", engine: result.engine, baseline: result.baseline, goal: 25)
    }

    /// Heap bytes a registration holds: glibc's bytes in use (`mallinfo2`, ``HeapInUse``) before
    /// and after registering 20,000 labels that exist already, their objects counted.
    static func memory(quick: Bool, engine: G8) throws -> (bytes: Double, count: Int) {
        let count = quick ? 1_000 : 20_000
        return (try memory(count: count, engine: engine), count)
    }

    /// The registrations' counts `memorySweep` measures: the manager's table and list grow
    /// by doubling, so the bytes a registration holds depend on where the count falls. Among
    /// them the counts just past the table's growths (two objects a label, the table at most
    /// 80% full: 13,108, 26,215 and 52,429 labels), where a registration holds the most.
    static func sweepCounts(quick: Bool) -> [Int] {
        quick
            ? [1_000, 3_000]
            : [1_000, 2_500, 5_000, 7_500, 10_000, 13_120, 15_000, 17_500, 20_000, 23_000, 26_250, 30_000, 35_000, 40_000, 45_000, 52_500, 60_000]
    }

    /// The fewest and the most bytes a registration holds over ``sweepCounts(quick:)``.
    static func memorySweep(quick: Bool, engine: G8) throws -> (least: Double, most: Double, mostAt: Int) {
        var least = Double.infinity, most = 0.0, mostAt = 0
        for count in sweepCounts(quick: quick) {
            let bytes = try memory(count: count, engine: engine)
            least = min(least, bytes)
            if bytes > most { (most, mostAt) = (bytes, count) }
        }
        return (least, most, mostAt)
    }

    private static func memory(count: Int, engine: G8) throws -> Double {
        let (light, _) = try ThemeBench.switchingThemes()
        let labels = (0..<count).map { _ in Label() }
        let manager = G8ThemeManager(engine: engine, theme: light)
        manager.style(Label(), with: "label")  // the plan and the style's signature, made once
        let before = HeapInUse.bytes
        for label in labels { manager.style(label, with: "label") }
        // Counted, as the first switch counts them (the registrations' objects are counted at
        // the first call that needs them): what a registration holds from then on.
        manager.restyleAll()
        let after = HeapInUse.bytes
        withExtendedLifetime((manager, labels)) {}
        return Double(after - before) / Double(count)
    }
}

/// The bytes glibc's allocator has handed out and not had back: `uordblks + hblkhd` of
/// `mallinfo2()`, which Swift's Glibc module does not import. Called through `dlsym`: on
/// x86-64 a function returning a struct of ten words takes the address to write it to as its
/// first argument, which is how it is called here. 0 where that does not hold.
enum HeapInUse {
    static var bytes: Int {
        #if arch(x86_64) && os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else { return 0 }
        typealias MallInfo2 = @convention(c) (UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer?
        let call = unsafeBitCast(symbol, to: MallInfo2.self)
        var fields = [Int](repeating: 0, count: 10)
        fields.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { _ = call(base) }
        }
        return fields[7] + fields[4]
        #else
        return 0
        #endif
    }
}
