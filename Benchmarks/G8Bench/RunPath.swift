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
        /// The median of ratios measured in pairs, when the figure was measured so; otherwise
        /// the ratio is the engine's time over the baseline's.
        var pairedRatio: Double? = nil
        var ratio: Double { pairedRatio ?? engine / max(baseline, 1) }
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

    /// Registration of new screens with a manager, against the same values set by hand; and the
    /// first switch after it (to theme B, whose style sets other keys), against putting back A's
    /// keys' own values and setting B's by hand. The manager counts a registration's objects (to
    /// see overlapping registrations) at the first call that needs the counts, the first switch:
    /// that work is in the second figure, not in the first.
    ///
    /// Measured in pairs: each round has 20 groups of 500 screens, each group with a manager of
    /// its own and screens of its own for the hand-written code, and each group's engine time is
    /// taken right beside its hand-written time (first one, then the other, in turn). A figure's
    /// ratio is the median of the pairs' ratios over seven rounds: a slow spell of a shared
    /// machine falls on one pair, not on one side of the figure. `G8_BENCH_ROUNDS=1` in the
    /// environment prints every round's median ratios on standard error.
    static func registration(quick: Bool, engine: G8) throws -> (registration: Figure, firstSwitch: Figure) {
        let (groups, perGroup) = quick ? (4, 50) : (20, 500)
        let a = try G8Theme(json: Data(themeA.utf8)), b = try G8Theme(json: Data(themeB.utf8))
        let hand = ByHand(engine: engine, a: try a.style(named: "screen"), b: try b.style(named: "screen"))
        var register = Pairs(), firstSwitch = Pairs()
        for round in 0..<(quick ? 1 : 7) {
            let managers = (0..<groups).map { _ in G8ThemeManager(engine: engine, theme: a) }
            let screens = (0..<groups).map { _ in (0..<perGroup).map { _ in BenchScreen() } }
            let handScreens = (0..<groups).map { _ in (0..<perGroup).map { _ in BenchScreen() } }
            let pairsBefore = register.ratios.count
            for group in 0..<groups {
                register.measure(engineFirst: group % 2 == 0, count: perGroup, {
                    for screen in screens[group] { managers[group].style(screen, with: "screen") }
                }, {
                    for screen in handScreens[group] { hand.a(screen) }
                })
            }
            require(engine.dump(screens[groups - 1][perGroup - 1]) == engine.dump(handScreens[groups - 1][perGroup - 1]),
                    "registration: the manager and the hand-written code differ")
            for group in 0..<groups {
                firstSwitch.measure(engineFirst: group % 2 == 1, count: perGroup, {
                    managers[group].switchTheme(to: b)
                }, {
                    for screen in handScreens[group] { hand.undoA(screen); hand.b(screen) }
                })
            }
            require(engine.dump(screens[groups - 1][perGroup - 1]) == engine.dump(handScreens[groups - 1][perGroup - 1]),
                    "first switch: the manager and the hand-written code differ")
            withExtendedLifetime((managers, screens)) {}
            if ProcessInfo.processInfo.environment["G8_BENCH_ROUNDS"] != nil {
                let line = String(format: "g8-bench: registration round %d: %.2f×; first switch %.2f×\n", round + 1,
                                  Timing.median(Array(register.ratios[pairsBefore...])),
                                  Timing.median(Array(firstSwitch.ratios[pairsBefore...])))
                FileHandle.standardError.write(Data(line.utf8))
            }
        }
        return (register.figure(scenario: "registration", name: "\(groups * perGroup) screens registered"),
                firstSwitch.figure(scenario: "first-switch", name: "\(groups * perGroup) screens, then keys change"))
    }

    /// Engine and hand-written times taken in pairs, each pair side by side.
    struct Pairs {
        var engine: [Double] = [], baseline: [Double] = [], ratios: [Double] = []

        /// Times `engineWork` and `baselineWork`, each over `count` screens, in the order given.
        mutating func measure(engineFirst: Bool, count: Int, _ engineWork: () -> Void, _ baselineWork: () -> Void) {
            func time(_ work: () -> Void) -> Double {
                let start = Timing.now()
                work()
                return Double(Timing.now() - start) / Double(count)
            }
            let engineTime: Double, baselineTime: Double
            if engineFirst {
                engineTime = time(engineWork)
                baselineTime = time(baselineWork)
            } else {
                baselineTime = time(baselineWork)
                engineTime = time(engineWork)
            }
            engine.append(engineTime)
            baseline.append(baselineTime)
            ratios.append(engineTime / max(baselineTime, 1))
        }

        /// The medians of each side, and of the pairs' ratios.
        func figure(scenario: String, name: String) -> Figure {
            Figure(scenario: scenario, name: name, engine: Timing.median(engine), baseline: Timing.median(baseline),
                   goal: 3, pairedRatio: Timing.median(ratios))
        }
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
