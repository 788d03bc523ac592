@testable import G8Core
import Testing

/// Outlets found by reflection are read at their offset once `Mirror` has found them, and only
/// when that is safe: the results are always what `Mirror` gives.
@Suite("Reflected outlets read by offset")
struct FieldOffsetTests {
    final class Node {}

    class Base {
        let shared = Node()
        private let hidden = Node()
        var hiddenInBase: Node { hidden }
    }

    final class Screen: Base {
        let title = Node()
        var optional: Node? = Node()
        weak var weakOutlet: Node?
        lazy var lazyOutlet = Node()
        private let hidden = Node()
        var hiddenInScreen: Node { hidden }
        let number = 42
    }

    @Test func aStrongOutletIsLearnedAndReadAtItsOffset() throws {
        let screen = Screen()
        #expect(G8Children.reflected("title", in: screen).object === screen.title)
        let offset = try #require(G8Fields.learn("title", in: screen, holding: screen.title))
        let other = Screen()
        #expect(G8Fields.read(other, at: offset).object === other.title)
        #expect(G8Fields.read("title", in: other)?.object === other.title)
        #expect(G8Fields.read("shared", in: other)?.object === nil, "not learned before Mirror found it")
        #expect(G8Children.reflected("shared", in: other).object === other.shared, "inherited outlets are found")
        #expect(G8Fields.read("shared", in: Screen())?.object != nil, "and learned")
    }

    @Test func anOptionalOutletReadsNilOnceCleared() throws {
        let screen = Screen()
        let node = try #require(screen.optional)
        #expect(G8Children.reflected("optional", in: screen).object === node)
        screen.optional = nil
        guard case .isNil = G8Children.reflected("optional", in: screen) else {
            Issue.record("a cleared optional outlet must read as nil")
            return
        }
    }

    @Test func aWeakOutletIsNeverReadAtItsOffset() {
        let screen = Screen()
        let node = Node()
        screen.weakOutlet = node
        #expect(G8Fields.learn("weakOutlet", in: screen, holding: node) == nil, "a weak reference is not the object")
        #expect(G8Children.reflected("weakOutlet", in: screen).object === node)
        let other = Node()
        screen.weakOutlet = other
        #expect(G8Children.reflected("weakOutlet", in: screen).object === other)
        withExtendedLifetime(node) {}
        withExtendedLifetime(other) {}
    }

    @Test func lazyStorageAndPrivateNamesAreWhatMirrorFinds() {
        let screen = Screen()
        _ = screen.lazyOutlet
        #expect(G8Children.reflected("lazyOutlet", in: screen).object === screen.lazyOutlet)
        #expect(G8Children.reflected("lazyOutlet", in: Screen()).object === nil, "lazy storage not made yet reads nil")
        // A subclass's private property wins over the superclass's of the same name, as with Mirror.
        let first = Screen()
        #expect(G8Children.reflected("hidden", in: first).object === first.hiddenInScreen)
        let second = Screen()
        #expect(G8Children.reflected("hidden", in: second).object === second.hiddenInScreen)
        #expect(second.hiddenInScreen !== second.hiddenInBase)
    }

    @Test func valuesAreNotObjects() {
        let screen = Screen()
        guard case .value(let type) = G8Children.reflected("number", in: screen) else {
            Issue.record("a stored Int is a value")
            return
        }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(Int.self))
        #expect(G8Children.reflected("missing", in: screen).isNotFound)
    }
}
