import Testing
@_spi(G8Engine) @testable import G8Core

@Suite("Child lookup")
struct ChildLookupTests {
    @Test func outletsDeclaredInASuperclassAreFound() {
        let (g8, _) = makeEngine()
        let screen = DetailScreen()
        let report = g8.applyStyle(["header.width": 2, "circle.radius": 5], to: screen)
        #expect(report.isClean)
        #expect(screen.header.width == 2)
        #expect(screen.circle.radius == 5)
    }

    @Test func optionalOutletsAreUnwrapped() {
        let (g8, _) = makeEngine()
        let screen = Screen()
        g8.applyStyle(["footer": ["count": 4]], to: screen)
        #expect(screen.footer?.count == 4)
    }

    @Test func aNilOutletIsNamed() {
        let (g8, _) = makeEngine()
        let report = g8.applyStyle(["missing.width": 1, "header.width": 1], to: Screen())
        #expect(report.lines == ["warning: missing.width: Screen.missing is nil"])
    }

    @Test func lazyOutletsAreFoundOnceCreated() {
        let (g8, _) = makeEngine()
        let screen = Screen()
        #expect(g8.applyStyle(["lazyPart.width": 1], to: screen).lines == ["warning: lazyPart.width: Screen.lazyPart is nil"])
        _ = screen.lazyPart
        g8.applyStyle(["lazyPart.width": 1], to: screen)
        #expect(screen.lazyPart.width == 1)
    }

    @Test func anUnknownChildGetsASuggestion() {
        let (g8, _) = makeEngine()
        let report = g8.applyStyle(["heder.width": 1, "zzz": ["width": 1]], to: DetailScreen())
        #expect(report.lines == [
            "warning: heder.width: DetailScreen has no child 'heder'; did you mean 'header'?",
            "warning: zzz: DetailScreen has no child 'zzz'",
        ])
    }

    @Test func aStyleForAStoredValueIsAnError() {
        let (g8, _) = makeEngine()
        let report = g8.applyStyle(["size": ["width": 1], "header.width.x": 1], to: Screen())
        #expect(report.lines == [
            "error: size: Screen.size is a Int, not an object a style can apply to",
            "error: header.width.x: Shape.width is a Double, not an object a style can apply to",
        ])
    }

    /// A warning, as a name that no property has is: a theme's lint, which cannot know the
    /// object's children, warns of the key too.
    @Test func aValueForAChildObjectIsAWarningAndTheRestApplies() {
        let (g8, _) = makeEngine()
        let screen = Screen()
        let report = g8.applyStyle(["header": 3, "footer.width": 7], to: screen)
        #expect(report.lines == ["warning: header: Screen.header is a Shape, which takes a nested style, not a Int"])
        #expect(screen.footer?.width == 7 && screen.header.width == 0)
    }

    @Test func explicitChildProvidersAreAskedFirst() {
        final class Panel: G8ChildProviding {
            let hidden = Shape()
            func g8Child(named name: String) -> G8ChildLookup {
                switch name {
                case "content": .object(hidden)
                case "empty": .isNil
                default: .notFound
                }
            }
            var g8ChildNames: [String] { ["content", "empty"] }
        }
        let (g8, _) = makeEngine()
        let panel = Panel()
        let report = g8.applyStyle(["content.width": 6, "empty.width": 1, "contnt.width": 1], to: panel)
        #expect(panel.hidden.width == 6)
        #expect(report.lines == [
            "warning: empty.width: Panel.empty is nil",
            "warning: contnt.width: Panel has no child 'contnt'; did you mean 'content'?",
        ])
    }
}

/// A screen whose child's name is not ASCII: written here in NFC.
final class CafeScreen {
    let café = Shape()
}

@Suite("Canonically equivalent names")
struct CanonicalChildNameTests {
    /// `café` with its `é` as one scalar (NFC) and as `e` and a combining accent (NFD).
    static let composed = "caf\u{E9}", decomposed = "cafe\u{301}"

    @Test func aChildIsFoundByEitherSpellingAndKeepsOnePlace() {
        let (g8, _) = makeEngine()
        let screen = CafeScreen()
        let first: G8Style = [G8Key(Self.decomposed + ".width"): 2]
        #expect(g8.applyStyle(first, to: screen).isClean)
        #expect(screen.café.width == 2)
        let second: G8Style = [G8Key(Self.composed + ".width"): 3, G8Key(Self.decomposed + ".count"): 4]
        #expect(g8.applyStyle(second, to: screen).isClean)
        #expect(screen.café.width == 3 && screen.café.count == 4)
        // Applied again, the style is recorded as a plan, which learns where the child is: one
        // place, by either spelling.
        #expect(g8.applyStyle(second, to: screen).isClean)
        let kind = G8ChildClass.of(screen)
        #expect(kind.offset(of: Self.composed) != nil && kind.offset(of: Self.composed) == kind.offset(of: Self.decomposed))
    }

    @Test func aNameTableFindsEitherSpelling() {
        #expect(G8NameHash.of(Self.composed) == G8NameHash.of(Self.decomposed))
        #expect(G8NameHash.of("a\u{301}\u{323}") == G8NameHash.of("a\u{323}\u{301}"))
        #expect(G8NameHash.of("cafe") != G8NameHash.of(Self.composed))
        let table = G8NameTable([(name: Self.decomposed, value: 1)])
        #expect(table.value(for: Self.composed) == 1)
        #expect(table.value(for: G8Key(Self.composed)) == 1)
    }

    @Test func canonicalNamesAreNFCAndASCIINamesThemselves() {
        #expect(Array(G8CanonicalName.of(Self.decomposed).utf8) == Array(Self.composed.utf8))
        #expect(G8CanonicalName.of("title.textColor") == "title.textColor")
        var bytes = Array(Self.composed.utf8)
        #expect(bytes.withUnsafeBufferPointer(G8CanonicalName.recomposed) == nil)
        bytes = Array(Self.decomposed.utf8)
        #expect(bytes.withUnsafeBufferPointer(G8CanonicalName.recomposed).map { Array($0.utf8) } == Array(Self.composed.utf8))
    }
}
