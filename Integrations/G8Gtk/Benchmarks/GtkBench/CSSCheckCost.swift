import Foundation
import G8Gtk
import G8Remote

/// What checking `css` values costs within the paths that check them: `scripts/css-check-cost.py`
/// runs `g8-gtk-bench --css-cost PATH N` under callgrind, which counts inside ``measured(_:)``
/// only, and reads the check's inclusive share of that count.
///
/// - `theme-load`: a theme of 120 styles, a quarter with a `css` value, loaded for `G8.gtk` on
///   GTK's thread, where an application would also have GTK parse the values the grammar does
///   not know (a load leaves that to the application).
/// - `remote-update`: an update of that theme from a server whose policy allows `css`, changing
///   ten `css` values and twenty colours, merged and checked as `G8RemoteTheme` does.
///
/// Every value is one the process has not checked before, in every run: the most the check can
/// cost. The `css` values are of the commonest forms (``Values/known``: paddings, heights,
/// letter spacing, radii), or, in `theme-load-parsed` and `remote-update-parsed`, of forms the
/// grammar does not know, which only GTK's parse can judge (``Values/parsed``: transitions,
/// shadows and outlines with colours, gradients), and which are longer to scan.
@MainActor
enum CSSCheckCost {
    static let styles = 120

    enum Values {
        case known, parsed
    }

    /// A `css` value of one to three declarations, different for every `number`.
    static func css(_ number: Int, _ values: Values) -> String {
        switch (values, number % 4) {
        case (.known, 0): "padding: \(number)px;"
        case (.known, 1): "box-shadow: none; min-height: \(number)px;"
        case (.known, 2): "letter-spacing: 0.\(number % 9)px; border-radius: \(number)px; outline-width: 1px;"
        case (.known, _): "margin-top: \(number)px; min-width: \(40 + number)px;"
        case (.parsed, 0): "transition: background-color \(100 + number)ms ease-out;"
        case (.parsed, 1): "box-shadow: 0 1px \(number)px alpha(black, 0.2);"
        case (.parsed, 2): "background-image: linear-gradient(to bottom, #ffffff, #\(String(format: "%06x", number)));"
        case (.parsed, _): "outline: \(number)px solid alpha(currentColor, 0.3); outline-offset: 2px;"
        }
    }

    /// The theme for `run`: its `css` values numbered apart from every other run's.
    static func theme(run: Int, _ values: Values) -> String {
        var entries: [String] = []
        for index in 0..<styles {
            var keys = [
                #""textColor": "{color.ink}""#, #""backgroundColor": "{color.surface}""#,
                #""font": {"family": "DejaVu Sans", "size": \#(11 + index % 6)}"#, #""xalign": 0.\#(index % 10)"#,
                #""margin-start": \#(index % 24)"#,
            ]
            if index % 4 == 0 { keys.append(#""css": "\#(css(run * 2 * styles + index / 4, values))""#) }
            entries.append(#""s\#(index)": {\#(keys.joined(separator: ", "))}"#)
        }
        return """
            {"tokens": {"color": {"$type": "color", "ink": {"$value": "#202124"}, "surface": {"$value": "#FAFAFA"}}},
             "styles": {\(entries.joined(separator: ",\n"))}}
            """
    }

    /// The update for `run`: its `css` values numbered apart from every theme's and other run's.
    static func update(run: Int, _ values: Values) -> String {
        var entries: [String] = []
        for (place, index) in stride(from: 0, to: styles, by: 4).prefix(10).enumerated() {
            entries.append(#""s\#(index)": {"css": "\#(css(run * 2 * styles + styles + place, values))"}"#)
        }
        for index in stride(from: 1, to: styles, by: 4).prefix(20) { entries.append(##""s\##(index)": {"textColor": "#1A73E8"}"##) }
        return #"{"styles": {\#(entries.joined(separator: ", "))}}"#
    }

    /// Runs `path` `count` times inside ``measured(_:)``; false for an unknown path.
    static func run(_ path: String, count: Int) throws -> Bool {
        var engine = G8.gtk
        engine.logHandler = { _ in }
        let values: Values = path.hasSuffix("-parsed") ? .parsed : .known
        var failure: (any Error)?
        switch path {
        case "theme-load", "theme-load-parsed":
            let themes = (0..<count).map { Data(theme(run: $0, values).utf8) }
            measured {
                for json in themes {
                    do { _ = try G8Theme(json: json, file: "theme.json", engine: engine) } catch { failure = error }
                }
            }
        case "remote-update", "remote-update-parsed":
            let bundled = try G8Theme(json: Data(theme(run: count, values).utf8), file: "theme.json", engine: engine)
            let bodies = (0..<count).map { Data(update(run: $0, values).utf8) }
            measured {
                for body in bodies {
                    do { _ = try bundled.merging(json: body, file: "update.json", policy: .allowingKeys(["css"])) } catch { failure = error }
                }
            }
        default:
            return false
        }
        if let failure { throw failure }
        return true
    }

    /// The work callgrind counts: collection is toggled on when this function is entered and
    /// off when it returns.
    @inline(never)
    static func measured(_ work: () -> Void) {
        work()
    }
}
