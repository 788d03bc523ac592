import Foundation
import G8Widgets
import Testing
import G8Preview

/// The SVG the renderer writes, exactly, for small trees.
@Suite("Preview renderer")
struct PreviewRendererTests {
    final class Badge: View {
        var count = 0
    }

    final class BigBadge: View {}

    @Test func aViewDrawsShadowBackgroundContentSubviewsThenBorder() {
        let card = View()
        card.frame = Rect(x: 0, y: 0, width: 100, height: 60)
        card.backgroundColor = Color(hex: "#FFF4E0")
        card.layer.cornerRadius = 8
        card.layer.borderColor = .red
        card.layer.borderWidth = 2
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = Size(width: 0, height: 2)
        let label = Label(text: "Tom & \"J\" <3")
        label.frame = Rect(x: 10, y: 10, width: 80, height: 20)
        label.textAlignment = .center
        label.numberOfLines = 2
        label.font = .boldSystemFont(ofSize: 10)
        card.addSubview(label)
        let hidden = Label(text: "hidden")
        hidden.isHidden = true
        card.addSubview(hidden)

        #expect(G8PreviewRenderer().svg(of: card, title: "Card") == """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="60" viewBox="0 0 100 60">
              <title>Card</title>
              <defs>
                <filter id="shadow1" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2"/></filter>
              </defs>
              <rect x="0" y="2" width="100" height="60" rx="8" fill="#000000" fill-opacity="0.5" filter="url(#shadow1)"/>
              <rect x="0" y="0" width="100" height="60" rx="8" fill="#FFF4E0"/>
              <text x="50" y="23.5" font-family="system-ui, -apple-system, Helvetica Neue, Arial, sans-serif" font-size="10" font-weight="700" text-anchor="middle" fill="#000000">Tom &amp; &quot;J&quot; &lt;3</text>
              <rect x="1" y="1" width="98" height="58" rx="7" fill="none" stroke="#FF0000" stroke-width="2"/>
            </svg>

            """)
    }

    @Test func alphaFadesAndClipsToBoundsClipsTheSubviews() {
        let root = View()
        root.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        root.alpha = 0.5
        root.clipsToBounds = true
        root.layer.cornerRadius = 4
        let child = View()
        child.frame = Rect(x: 20, y: 20, width: 40, height: 40)
        child.backgroundColor = Color.blue.withAlphaComponent(0.25)
        root.addSubview(child)

        #expect(G8PreviewRenderer().svg(of: root) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
              <defs>
                <clipPath id="clip1"><rect x="0" y="0" width="40" height="40" rx="4"/></clipPath>
              </defs>
              <g opacity="0.5">
                <g clip-path="url(#clip1)">
                  <rect x="20" y="20" width="40" height="40" fill="#0000FF" fill-opacity="0.25"/>
                </g>
              </g>
            </svg>

            """)
    }

    @Test func yourOwnClassesDrawWithTheirDrawingOrTheirSuperclasses() {
        var renderer = G8PreviewRenderer()
        renderer.setDrawing(for: Badge.self) { badge, bounds, canvas in
            canvas.fillCircle(center: Point(x: bounds.origin.x + 5, y: bounds.origin.y + 5), radius: 5, color: .red)
            canvas.text("\(badge.count)", in: bounds, font: Font(name: "Inter-Bold", size: 8), color: .white, alignment: .center)
        }
        let root = View()
        let badge = Badge()
        badge.count = 3
        badge.frame = Rect(x: 2, y: 4, width: 10, height: 10)
        root.addSubview(badge)
        let plain = BigBadge()  // no drawing of its own: draws as a View, its layer only
        plain.frame = Rect(x: 0, y: 20, width: 8, height: 8)
        plain.backgroundColor = .green
        root.addSubview(plain)

        #expect(renderer.svg(of: root) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="12" height="28" viewBox="0 0 12 28">
              <circle cx="7" cy="9" r="5" fill="#FF0000"/>
              <text x="7" y="11.8" font-family="Inter, sans-serif" font-size="8" font-weight="700" text-anchor="middle" fill="#FFFFFF">3</text>
              <rect x="0" y="20" width="8" height="8" fill="#00FF00"/>
            </svg>

            """, "an empty root is sized to its subviews")
    }

    @Test func labelsWrapToTheirLinesAndCutWhatDoesNotFit() {
        let label = Label(text: "one two three four five six")
        label.frame = Rect(x: 0, y: 0, width: 60, height: 40)
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 2
        let lines = G8PreviewRenderer().svg(of: label).split(separator: "\n").filter { $0.contains("<text") }
        #expect(lines.map { $0.split(separator: ">")[1].split(separator: "<")[0] } == ["one two", "three fou…"])

        label.numberOfLines = 1
        label.text = "a single line that is far too long"
        let single = G8PreviewRenderer().svg(of: label).split(separator: "\n").filter { $0.contains("<text") }
        #expect(single.count == 1)
        #expect(single.first?.hasSuffix(">a single…</text>") == true)
    }

    /// A frame far taller than any text over a tiny font, or a height that is not a number:
    /// the lines the text has, drawn, not a crash: the line count must not overflow an `Int`.
    @Test func aHugeFrameOverATinyFontDrawsTheTextItHas() {
        let label = Label(text: "one two")
        label.font = .systemFont(ofSize: 1e-300)
        label.numberOfLines = 0
        for height in [1e300, .infinity, .nan] {
            label.frame = Rect(x: 0, y: 0, width: 60, height: height)
            let lines = G8PreviewRenderer().svg(of: label).split(separator: "\n").filter { $0.contains("<text") }
            #expect(lines.map { $0.split(separator: ">")[1].split(separator: "<")[0] } == ["one two"])
        }
    }

    @Test func theHTMLPageHoldsThePictureAndNeedsNoOtherFile() {
        let view = View()
        view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        var renderer = G8PreviewRenderer()
        renderer.background = .black
        let page = renderer.html(of: view, title: "A <page>", caption: "made by a test")
        #expect(page == """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>A &lt;page&gt;</title>
            <style>
              body { margin: 0; padding: 24px; background: #000000; color: #F2F2F7; font: 14px system-ui, sans-serif; }
              figure { margin: 0; display: inline-block; }
              figcaption { margin-top: 12px; opacity: 0.7; }
            </style>
            </head>
            <body>
            <figure>
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">
              <title>A &lt;page&gt;</title>
              <rect x="0" y="0" width="10" height="10" fill="#000000"/>
            </svg>
            <figcaption>made by a test</figcaption>
            </figure>
            </body>
            </html>

            """)
    }

    @Test func buttonsDrawTheirCurrentStatesTitleColorAndBackground() {
        let button = Button(title: "Go")
        button.frame = Rect(x: 0, y: 0, width: 80, height: 30)
        button.setTitle("Going", for: .highlighted)
        button.setTitleColor(.yellow, for: .highlighted)
        button.setBackgroundImage(Image(color: .blue), for: .highlighted)
        button.isHighlighted = true
        let svg = G8PreviewRenderer().svg(of: button)
        #expect(svg.contains(##"<rect x="0" y="0" width="80" height="30" fill="#0000FF"/>"##))
        #expect(svg.contains(##"fill="#FFFF00">Going</text>"##))
        button.isHighlighted = false
        let normal = G8PreviewRenderer().svg(of: button)
        #expect(!normal.contains("#0000FF"))
        #expect(normal.contains(##"fill="#FFFFFF">Go</text>"##))
    }

    @Test func controlCharactersAndNonFiniteSizesCannotBreakTheDocument() {
        let root = View()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        let label = Label(text: "bell\u{07} and nul\u{0}")
        label.font = .systemFont(ofSize: 5)
        label.frame = Rect(x: .nan, y: .infinity, width: 90, height: 20)
        root.addSubview(label)
        let svg = G8PreviewRenderer().svg(of: root)
        #expect(svg.contains(">bell and nul</text>"))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
    }
}
