import Foundation
import G8Gtk
import G8Remote

/// What checking `css` values costs within the paths that check them: `scripts/css-check-cost.py`
/// runs `g8-gtk-bench --css-cost PATH N` under callgrind, which counts inside ``measured(_:)``
/// only, and reads the check's inclusive share of that count.
///
/// - `theme-load`: a theme of 120 styles, a quarter with a `css` value (each value different:
///   the most the check can cost), loaded for `G8.gtk` on
///   GTK's thread, where the check also has GTK parse each value.
/// - `remote-update`: an update of that theme from a server whose policy allows `css`, changing
///   ten `css` values and twenty colours, merged and checked as `G8RemoteTheme` does.
@MainActor
enum CSSCheckCost {
    static let styles = 120

    /// A `css` value of one to three declarations, as themes write them: padding, heights,
    /// shadows, letter spacing, radii.
    static func css(_ index: Int) -> String {
        switch index % 4 {
        case 0: "padding: \(4 + index % 16)px;"
        case 1: "box-shadow: none; min-height: \(24 + index % 20)px;"
        case 2: "letter-spacing: 0.\(index % 9)px; border-radius: \(index % 12)px; outline-width: 1px;"
        default: "margin-top: \(index % 10)px; min-width: \(40 + index)px;"
        }
    }

    static func theme() -> String {
        var entries: [String] = []
        for index in 0..<styles {
            var keys = [
                #""textColor": "{color.ink}""#, #""backgroundColor": "{color.surface}""#,
                #""font": {"family": "DejaVu Sans", "size": \#(11 + index % 6)}"#, #""xalign": 0.\#(index % 10)"#,
                #""margin-start": \#(index % 24)"#,
            ]
            if index % 4 == 0 { keys.append(#""css": "\#(css(index))""#) }
            entries.append(#""s\#(index)": {\#(keys.joined(separator: ", "))}"#)
        }
        return """
            {"tokens": {"color": {"$type": "color", "ink": {"$value": "#202124"}, "surface": {"$value": "#FAFAFA"}}},
             "styles": {\(entries.joined(separator: ",\n"))}}
            """
    }

    static func update() -> String {
        var entries: [String] = []
        for index in stride(from: 0, to: styles, by: 4).prefix(10) { entries.append(#""s\#(index)": {"css": "\#(css(index + 1))"}"#) }
        for index in stride(from: 1, to: styles, by: 4).prefix(20) { entries.append(##""s\##(index)": {"textColor": "#1A73E8"}"##) }
        return #"{"styles": {\#(entries.joined(separator: ", "))}}"#
    }

    /// Runs `path` `count` times inside ``measured(_:)``; false for an unknown path.
    static func run(_ path: String, count: Int) throws -> Bool {
        var engine = G8.gtk
        engine.logHandler = { _ in }
        let json = Data(theme().utf8)
        switch path {
        case "theme-load":
            var failure: (any Error)?
            measured {
                for _ in 0..<count {
                    do { _ = try G8Theme(json: json, file: "theme.json", engine: engine) } catch { failure = error }
                }
            }
            if let failure { throw failure }
        case "remote-update":
            let bundled = try G8Theme(json: json, file: "theme.json", engine: engine)
            let body = Data(update().utf8)
            var failure: (any Error)?
            measured {
                for _ in 0..<count {
                    do { _ = try bundled.merging(json: body, file: "update.json", policy: .allowingKeys(["css"])) } catch { failure = error }
                }
            }
            if let failure { throw failure }
        default:
            return false
        }
        return true
    }

    /// The work callgrind counts: collection is toggled on when this function is entered and
    /// off when it returns.
    @inline(never)
    static func measured(_ work: () -> Void) {
        work()
    }
}
