@testable import G8Core

// Small model classes, so the engine is tested without the widget module.

class Shape: G8DefaultConstructible {
    var width: Double = 0
    var count: Int = 0
    var ratio: Float = 1
    var tint: String? = "blue"
    var name = "shape"
    required init() {}
}

final class Circle: Shape {
    var radius: Double = 1
}

protocol Labelled: AnyObject {
    var label: String { get set }
}

final class Tag: Shape, Labelled {
    var label = ""
}

class Screen {
    let header = Shape()
    var footer: Shape? = Shape()
    var missing: Shape?
    let size = 3
    lazy var lazyPart = Shape()
}

final class DetailScreen: Screen {
    let circle = Circle()
}

/// States for a property that varies by state.
enum Phase: String, G8StateModifier, CaseIterable {
    case idle, busy, done
    init?(g8Modifier name: String) { self.init(rawValue: name) }
    static var g8ModifierNames: [String] { allCases.map(\.rawValue) }
    static var g8Default: Phase { .idle }
}

final class Lamp {
    var colors: [Phase: String] = [:]
}

let shapeApplier = G8ValueApplier<Shape>(properties: [
    G8Property("width", \.width, validate: { $0 >= 0 ? nil : "expected 0 or more" }),
    G8Property("count", \.count),
    G8Property("ratio", \.ratio),
    G8Property("tint", \.tint),
    G8Property("name", \.name),
])

let circleApplier = G8ValueApplier<Circle>(properties: [G8Property("radius", \.radius)])

let lampApplier = G8ValueApplier<Lamp>(properties: [
    G8Property("color", states: Phase.self, get: { $0.colors[$1] }, set: { $0.colors[$2] = $1 }),
])

/// An engine with the test appliers that collects what it logs.
func makeEngine(level: G8LogLevel = .warning) -> (G8, LogBox) {
    var g8 = G8()
    g8.add(valueAppliers: [shapeApplier, circleApplier, lampApplier])
    g8.logLevel = level
    let box = LogBox()
    g8.logHandler = { box.append($0) }
    return (g8, box)
}


/// Thread-safe collection of logged lines.
final class LogBox: Sendable {
    private let storage = G8Locked<[String]>([])
    func append(_ diagnostic: G8Diagnostic) { storage.withLock { $0.append(diagnostic.description) } }
    var lines: [String] { storage.withLock { $0 } }
}

extension G8Report {
    var lines: [String] { diagnostics.map(\.description) }
}
