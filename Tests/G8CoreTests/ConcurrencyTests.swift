import Testing
@testable import G8Core

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test func oneEngineStylesSeparateTreesFromManyTasksAtOnce() async {
        let (g8, box) = makeEngine()
        let style: G8Style = ["header": ["width": 3, "count": 2], "circle.radius": 9, "missing.width": 1]
        let results = await withTaskGroup(of: (Double, Int, Double, Int).self) { group in
            for _ in 0..<64 {
                group.addTask {
                    let screen = DetailScreen()
                    let report = g8.applyStyle(style, to: screen)
                    return (screen.header.width, screen.header.count, screen.circle.radius, report.warnings.count)
                }
            }
            var all: [(Double, Int, Double, Int)] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 == (3, 2, 9, 1) })
        #expect(box.lines.count == 64)
    }
}
