import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The pixels of an 8-bit RGB or RGBA, non-interlaced PNG, as `rsvg-convert` writes them;
/// enough to check the colors a real SVG renderer drew.
///
/// The compressed data is inflated by the system's zlib, loaded at run time, so the tests
/// need no package and no library at link time.
struct PNGImage {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let width: Int
    let height: Int
    /// RGBA, row by row.
    private let pixels: [UInt8]

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Failure(description: "not a PNG file")
        }
        func uint32(_ at: Int) -> Int {
            Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
        }
        var offset = 8
        var header: (width: Int, height: Int, depth: UInt8, colorType: UInt8, interlace: UInt8)?
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = uint32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= bytes.count else { throw Failure(description: "truncated \(type) chunk") }
            switch type {
            case "IHDR":
                header = (uint32(start), uint32(start + 4), bytes[start + 8], bytes[start + 9], bytes[start + 12])
            case "IDAT":
                compressed += bytes[start..<(start + length)]
            default:
                break
            }
            offset = start + length + 4
        }
        guard let header else { throw Failure(description: "no IHDR chunk") }
        guard header.depth == 8, header.interlace == 0, header.colorType == 6 || header.colorType == 2 else {
            throw Failure(description: "unsupported PNG: depth \(header.depth), color type \(header.colorType), interlace \(header.interlace)")
        }
        let channels = header.colorType == 6 ? 4 : 3
        let stride = header.width * channels
        let raw = try PNGImage.inflate(compressed, expectedSize: header.height * (stride + 1))
        var rgba = [UInt8](repeating: 255, count: header.width * header.height * 4)
        var previous = [UInt8](repeating: 0, count: stride)
        var row = [UInt8](repeating: 0, count: stride)
        for y in 0..<header.height {
            let base = y * (stride + 1)
            let filter = raw[base]
            for i in 0..<stride {
                let x = raw[base + 1 + i]
                let a = i >= channels ? row[i - channels] : 0
                let b = previous[i]
                let c = i >= channels ? previous[i - channels] : 0
                switch filter {
                case 0: row[i] = x
                case 1: row[i] = x &+ a
                case 2: row[i] = x &+ b
                case 3: row[i] = x &+ UInt8((Int(a) + Int(b)) / 2)
                case 4: row[i] = x &+ PNGImage.paeth(a, b, c)
                default: throw Failure(description: "unknown filter \(filter) on row \(y)")
                }
            }
            for x in 0..<header.width {
                for channel in 0..<channels { rgba[(y * header.width + x) * 4 + channel] = row[x * channels + channel] }
            }
            swap(&previous, &row)
        }
        width = header.width
        height = header.height
        pixels = rgba
    }

    /// The pixel at a point as `#RRGGBB` (alpha dropped; the previews are opaque).
    func hex(x: Int, y: Int) -> String {
        let index = (y * width + x) * 4
        return String(format: "#%02X%02X%02X", pixels[index], pixels[index + 1], pixels[index + 2])
    }

    /// How many pixels inside a rectangle have exactly the color `#RRGGBB`.
    func count(_ hex: String, x: Int, y: Int, width: Int, height: Int) -> Int {
        var total = 0
        for row in y..<min(y + height, self.height) {
            for column in x..<min(x + width, self.width) where self.hex(x: column, y: row) == hex { total += 1 }
        }
        return total
    }

    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private typealias Uncompress = @convention(c) (
        UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt
    ) -> Int32

    private static func inflate(_ input: [UInt8], expectedSize: Int) throws -> [UInt8] {
        guard let library = dlopen("libz.so.1", RTLD_NOW) ?? dlopen("libz.so", RTLD_NOW) else {
            throw Failure(description: "zlib (libz.so.1) is not installed")
        }
        defer { dlclose(library) }
        guard let symbol = dlsym(library, "uncompress") else { throw Failure(description: "zlib has no uncompress") }
        let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
        var output = [UInt8](repeating: 0, count: expectedSize)
        var size = UInt(expectedSize)
        let status = output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { source in
                uncompress(out.baseAddress, &size, source.baseAddress, UInt(source.count))
            }
        }
        guard status == 0, size == UInt(expectedSize) else {
            throw Failure(description: "zlib failed with status \(status), \(size) of \(expectedSize) bytes")
        }
        return output
    }
}
