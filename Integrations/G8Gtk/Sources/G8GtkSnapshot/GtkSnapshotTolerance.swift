/// How far a rendered image may stray from its reference and still match it.
///
/// Two thresholds: a pixel differs when its alpha, or one of its colour channels
/// premultiplied by alpha (as the pixel shows), is more than ``channel`` away from the
/// reference's; the image matches while at most ``pixels`` of its pixels (a share, 0–1)
/// differ.
///
/// ```swift
/// let strict = GtkSnapshotTolerance.exact
/// let loose = GtkSnapshotTolerance(channel: 8, pixels: 0.01)   // 1 % of pixels may change
/// ```
public struct GtkSnapshotTolerance: Sendable, Equatable {
    /// The largest difference, 0–255, in any one channel of a pixel that still counts as no
    /// difference.
    public var channel: Int
    /// The share of pixels, 0–1, that may differ.
    public var pixels: Double

    /// A tolerance of `channel` per channel (0–255) and a share `pixels` (0–1) of pixels.
    public init(channel: Int = 2, pixels: Double = 0.001) {
        precondition((0...255).contains(channel), "a channel tolerance is between 0 and 255")
        precondition((0...1).contains(pixels), "a share of pixels is between 0 and 1")
        self.channel = channel
        self.pixels = pixels
    }

    /// Two in a channel, and one pixel in a thousand: the cairo renderer draws the same pixels
    /// from run to run; this leaves room for rounding elsewhere (another cairo or pixman).
    public static let `default` = GtkSnapshotTolerance()

    /// Every pixel as the reference's.
    public static let exact = GtkSnapshotTolerance(channel: 0, pixels: 0)
}
