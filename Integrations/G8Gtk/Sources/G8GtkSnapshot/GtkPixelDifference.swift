import G8Gtk

/// How two images of the same size differ, pixel by pixel.
public struct GtkPixelDifference: Sendable, Equatable {
    /// The images' width.
    public let width: Int
    /// The images' height.
    public let height: Int
    /// How many pixels have a channel more than the threshold away from the reference's
    /// (colour channels premultiplied by alpha).
    public let differing: Int
    /// The largest difference in one channel, over every pixel (0–255; colour channels
    /// premultiplied by alpha).
    public let largest: Int
    /// The smallest rectangle holding every differing pixel; nil when none differs.
    public let bounds: Bounds?

    /// A rectangle of pixels.
    public struct Bounds: Sendable, Equatable, CustomStringConvertible {
        /// The columns, left to right.
        public let x: Range<Int>
        /// The rows, top to bottom.
        public let y: Range<Int>

        /// The rectangle of columns `x` and rows `y`.
        public init(x: Range<Int>, y: Range<Int>) {
            self.x = x
            self.y = y
        }

        /// `x 20..<340, y 40..<80`.
        public var description: String { "x \(x.lowerBound)..<\(x.upperBound), y \(y.lowerBound)..<\(y.upperBound)" }
    }

    /// The share of the pixels that differ, 0–1.
    public var share: Double { width * height == 0 ? 0 : Double(differing) / Double(width * height) }

    /// Whether the share of differing pixels is within `tolerance`'s; which pixels differ
    /// was decided by the threshold the difference was measured with.
    public func isWithin(_ tolerance: GtkSnapshotTolerance) -> Bool {
        share <= tolerance.pixels
    }

    /// How `actual` differs from `reference`, a pixel differing when a channel is more than
    /// `threshold` away; nil when the sizes differ.
    ///
    /// - Complexity: O(*n*) in the number of pixels, without allocating.
    public init?(_ actual: GtkPixels, _ reference: GtkPixels, threshold: Int) {
        guard actual.width == reference.width, actual.height == reference.height else { return nil }
        let width = actual.width
        var differing = 0, largest = 0
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        let a = actual.rgba, r = reference.rgba
        var index = 0, pixel = 0
        while index < a.count {
            let delta = Self.delta(a, r, at: index)
            if delta > threshold {
                differing += 1
                let x = pixel % width, y = pixel / width
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
            largest = max(largest, delta)
            index += 4
            pixel += 1
        }
        self.width = width
        self.height = actual.height
        self.differing = differing
        self.largest = largest
        self.bounds = differing == 0 ? nil : Bounds(x: minX..<(maxX + 1), y: minY..<(maxY + 1))
    }

    /// How far apart the pixels at byte `index` of `a` and `b` are: the largest difference of
    /// their alpha and of their colour channels premultiplied by alpha, so that a pixel
    /// differs as much as it shows (a nearly transparent pixel's colour, which PNG and GDK
    /// keep only as precisely as its alpha allows, counts for little).
    static func delta(_ a: [UInt8], _ b: [UInt8], at index: Int) -> Int {
        if a[index + 3] == 255 && b[index + 3] == 255 {
            // Opaque, as most of a window is: premultiplying changes nothing.
            return max(abs(Int(a[index]) - Int(b[index])), abs(Int(a[index + 1]) - Int(b[index + 1])), abs(Int(a[index + 2]) - Int(b[index + 2])))
        }
        return max(colourDelta(a, b, at: index), abs(Int(a[index + 3]) - Int(b[index + 3])))
    }

    /// The largest difference of the colour channels of the pixels at byte `index`, each
    /// premultiplied by its pixel's alpha (0–255, rounded).
    static func colourDelta(_ a: [UInt8], _ b: [UInt8], at index: Int) -> Int {
        let alphaA = Int(a[index + 3]), alphaB = Int(b[index + 3])
        var largest = 0
        for channel in index..<(index + 3) {
            largest = max(largest, abs((Int(a[channel]) * alphaA + 127) / 255 - (Int(b[channel]) * alphaB + 127) / 255))
        }
        return largest
    }

    /// A picture of the difference: the reference faded to light grey, each pixel that differs
    /// by more than `threshold` (as ``init(_:_:threshold:)`` measures it) opaque red, magenta
    /// where only its alpha does.
    public static func image(_ actual: GtkPixels, _ reference: GtkPixels, threshold: Int) -> GtkPixels? {
        guard actual.width == reference.width, actual.height == reference.height else { return nil }
        var out = [UInt8](repeating: 255, count: actual.rgba.count)
        let a = actual.rgba, r = reference.rgba
        for index in stride(from: 0, to: a.count, by: 4) {
            if delta(a, r, at: index) > threshold {
                out[index] = 255
                out[index + 1] = 0
                out[index + 2] = colourDelta(a, r, at: index) > threshold ? 0 : 255
            } else {
                let luma = (Int(r[index]) * 3 + Int(r[index + 1]) * 6 + Int(r[index + 2])) / 10
                let faded = UInt8(192 + luma / 4)
                out[index] = faded
                out[index + 1] = faded
                out[index + 2] = faded
            }
        }
        return GtkPixels(width: actual.width, height: actual.height, rgba: out)
    }
}
