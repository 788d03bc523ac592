import Testing
@testable import G8Themes

@Suite("Move stack")
struct MoveStackTests {
    final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test("Nested runs pop out in order, each as an array of exactly its elements, through growths")
    func nestedRuns() {
        let stack = G8MoveStack<Box>()
        for outer in 0..<3 { stack.push(Box(outer)) }
        let base = stack.count
        for inner in 0..<100 { stack.push(Box(1_000 + inner)) }
        let inner = stack.popArray(from: base)
        #expect(inner.map(\.value) == Array(1_000..<1_100))
        #expect(stack.count == 3)
        #expect(stack.popArray(from: 3).isEmpty)
        #expect(stack.popArray(from: 0).map(\.value) == [0, 1, 2])
        #expect(stack.count == 0)
    }

    @Test("Popped elements belong to their array alone, and what the stack still holds goes with it")
    func ownership() {
        weak var popped: Box?
        weak var kept: Box?
        var array: [Box] = []
        do {
            let stack = G8MoveStack<Box>()
            let first = Box(1), second = Box(2)
            kept = first
            popped = second
            stack.push(first)
            stack.push(second)
            array = stack.popArray(from: 1)
        }
        #expect(kept == nil)
        #expect(popped != nil && array.count == 1)
        array.removeAll()
        #expect(popped == nil)
    }
}
