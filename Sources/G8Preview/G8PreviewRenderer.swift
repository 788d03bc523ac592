import Foundation
import G8Widgets

/// Draws a tree of widgets as an SVG picture or a standalone HTML page: what a style looks
/// like, without a device.
///
/// Every view draws its layer (shadow, background, rounded corners, border), then its content,
/// then its subviews, at its `frame` within its superview. Hidden views are skipped; `alpha`
/// and the layer's `opacity` fade a view and its subviews; `clipsToBounds` clips them. The
/// built-in widgets draw their content as UIKit does: text with its color, font and alignment,
/// a button's title, color and background for its current state, a text field's text or
/// placeholder, a switch, a slider, segments and images.
///
/// ```swift
/// let renderer = G8PreviewRenderer()
/// let svg = renderer.svg(of: screen.view)
/// let page = renderer.html(of: screen.view, title: "Login screen")
/// ```
///
/// Views of your own classes draw as their nearest built-in superclass. To draw their content
/// too, give the renderer a drawing for the class with ``setDrawing(for:_:)``.
public struct G8PreviewRenderer: Sendable {
    /// Draws a view's content in its bounds (in picture coordinates), after its layer and
    /// before its subviews.
    public typealias Drawing = @Sendable (View, Rect, inout G8SVGCanvas) -> Void

    private var drawings: [ObjectIdentifier: Drawing] = [:]

    /// The picture's background behind the root view, if any.
    public var background: Color?

    /// A renderer that draws every built-in widget.
    public init() {
        G8PreviewRenderer.registerBuiltInDrawings(&self)
    }

    /// Draws the content of views of class `type` and its subclasses with `draw`, in place of
    /// the drawing they would inherit. Drawings for a subclass win over its superclasses'.
    public mutating func setDrawing<V: View>(for type: V.Type,
                                             _ draw: @escaping @Sendable (V, Rect, inout G8SVGCanvas) -> Void) {
        drawings[ObjectIdentifier(type)] = { view, bounds, canvas in
            if let view = view as? V { draw(view, bounds, &canvas) }
        }
    }

    /// The picture of `view` and everything in it, sized to the view's frame (to the union of
    /// its subviews' frames when its own size is zero), as an SVG document.
    public func svg(of view: View, title: String? = nil) -> String {
        var canvas = G8SVGCanvas(size: G8PreviewRenderer.canvasSize(of: view))
        if let background {
            canvas.fillRect(Rect(origin: .zero, size: canvas.size), color: background)
        }
        draw(view, at: .zero, into: &canvas)
        return canvas.document(title: title)
    }

    /// A standalone HTML page showing the picture of `view`, with a title and an optional
    /// caption under the picture. The page needs no other file.
    public func html(of view: View, title: String, caption: String? = nil) -> String {
        let picture = svg(of: view, title: title)
        let page = background ?? .white
        let ink = G8PreviewRenderer.luminance(page) > 0.5 ? "#1C1C1E" : "#F2F2F7"
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(G8SVGCanvas.escape(title))</title>",
            "<style>",
            "  body { margin: 0; padding: 24px; background: \(page.withAlphaComponent(1).hexString); color: \(ink); font: 14px system-ui, sans-serif; }",
            "  figure { margin: 0; display: inline-block; }",
            "  figcaption { margin-top: 12px; opacity: 0.7; }",
            "</style>",
            "</head>",
            "<body>",
            "<figure>",
            picture.trimmingCharacters(in: .newlines),
        ]
        if let caption { lines.append("<figcaption>\(G8SVGCanvas.escape(caption))</figcaption>") }
        lines += ["</figure>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Drawing the tree

    private func draw(_ view: View, at origin: Point, into canvas: inout G8SVGCanvas) {
        guard !view.isHidden else { return }
        let bounds = Rect(origin: origin, size: view.frame.size)
        let layer = view.layer
        let opacity = min(max(view.alpha, 0), 1) * Double(min(max(layer.opacity, 0), 1))
        guard opacity > 0 else { return }
        canvas.group(opacity: opacity) { canvas in
            let radius = layer.cornerRadius
            if layer.shadowOpacity > 0 {
                canvas.shadow(of: bounds, cornerRadius: radius, color: layer.shadowColor ?? .black,
                              opacity: Double(layer.shadowOpacity), offset: layer.shadowOffset,
                              radius: layer.shadowRadius)
            }
            if let color = layer.backgroundColor { canvas.fillRect(bounds, cornerRadius: radius, color: color) }
            let clip = view.clipsToBounds ? (rect: bounds, cornerRadius: radius) : nil
            canvas.group(clip: clip) { canvas in
                if let drawing = self.drawing(for: view) { drawing(view, bounds, &canvas) }
                for subview in view.subviews {
                    let frame = subview.frame
                    self.draw(subview, at: Point(x: origin.x + frame.origin.x, y: origin.y + frame.origin.y), into: &canvas)
                }
            }
            if let color = layer.borderColor {
                canvas.strokeRect(bounds, cornerRadius: radius, color: color, width: layer.borderWidth)
            }
        }
    }

    private func drawing(for view: View) -> Drawing? {
        var level: AnyClass? = type(of: view)
        while let cls = level {
            if let drawing = drawings[ObjectIdentifier(cls)] { return drawing }
            level = _getSuperclass(cls)
        }
        return nil
    }

    /// The size of the picture of `view`: its frame's, or the union of its visible subviews'
    /// frames when its own size is zero.
    public static func canvasSize(of view: View) -> Size {
        if view.frame.size.width > 0, view.frame.size.height > 0 { return view.frame.size }
        var width = 0.0, height = 0.0
        for subview in view.subviews where !subview.isHidden {
            width = max(width, subview.frame.origin.x + subview.frame.size.width)
            height = max(height, subview.frame.origin.y + subview.frame.size.height)
        }
        return Size(width: width, height: height)
    }

    /// The visible views below `view` whose frame has no width or no height, which a picture
    /// cannot show, each as its type and place (`Label at view.subviews[0]`), in tree order.
    public static func unsizedViews(in view: View) -> [String] {
        var found: [String] = []
        func visit(_ view: View, path: String, depth: Int) {
            guard depth < G8.maximumDepth else { return }
            for (index, subview) in view.subviews.enumerated() where !subview.isHidden {
                let place = "\(path).subviews[\(index)]"
                if subview.frame.size.width <= 0 || subview.frame.size.height <= 0 {
                    found.append("\(G8TypeName.of(type(of: subview))) at \(place)")
                }
                visit(subview, path: place, depth: depth + 1)
            }
        }
        visit(view, path: "view", depth: 0)
        return found
    }

    static func luminance(_ color: Color) -> Double {
        0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
    }
}
