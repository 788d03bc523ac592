import CGtk4
import Foundation
import G8Widgets

/// A GtkBuilder document's objects as written — class, id, place and enclosing object — read
/// with GLib's markup parser, without making a widget: what a linter checks a theme against
/// where there is no display.
///
/// ```swift
/// let outline = try GtkInterfaceOutline(xml: text, file: "window.ui")
/// outline.objects.first { $0.id == "title" }?.className    // "GtkLabel"
/// ```
///
/// Only `<object>` elements and the `<property>` elements written directly in them are read (a
/// `<template>`'s class is not an object of the document); nesting through `<child>` and
/// properties' objects makes the parent.
public struct GtkInterfaceOutline: Sendable {
    /// One `<object>` element.
    public struct Object: Sendable, Equatable {
        /// Its `class` attribute, such as `GtkLabel`.
        public var className: String
        /// Its `id` attribute, or nil.
        public var id: String?
        /// Where its start tag begins: the document's name, a line and a column from 1.
        public var location: G8SourceLocation
        /// The index in ``GtkInterfaceOutline/objects`` of the object it is written in, or nil.
        public var parent: Int?
        /// The `<property>` elements written directly in it, in order.
        public var properties: [Property]

        /// An object as a document writes it.
        public init(className: String, id: String?, location: G8SourceLocation, parent: Int?, properties: [Property] = []) {
            (self.className, self.id, self.location, self.parent, self.properties) = (className, id, location, parent, properties)
        }
    }

    /// A `<property>` element of an object: the GObject property it sets.
    public struct Property: Sendable, Equatable {
        /// Its `name` attribute, such as `label` or `margin_start`.
        public var name: String
        /// Where its start tag begins.
        public var location: G8SourceLocation

        /// A property as a document writes it.
        public init(name: String, location: G8SourceLocation) {
            (self.name, self.location) = (name, location)
        }
    }

    /// Why a document is not well-formed markup: GLib's message, and where it stopped.
    public struct Problem: Error, Sendable, Equatable {
        /// GLib's message, without its "Error on line … char …:" prefix.
        public var message: String
        /// Where the parser stopped.
        public var location: G8SourceLocation

        /// A problem with GLib's message, and where it stopped.
        public init(message: String, location: G8SourceLocation) {
            (self.message, self.location) = (message, location)
        }
    }

    /// The name diagnostics give the document, such as `window.ui`.
    public let file: String?
    /// The objects in document order.
    public let objects: [Object]

    /// Reads the document's objects.
    ///
    /// - Parameter file: the name diagnostics give the document, such as `window.ui`.
    /// - Throws: ``Problem`` when the document is not well-formed, or is empty.
    public init(xml: String, file: String? = nil) throws(Problem) {
        let reader = Reader(text: Array(xml.utf8), file: file)
        var parser = GMarkupParser()
        parser.start_element = { context, name, names, values, data, _ in
            guard let context, let name, let data else { return }
            let reader = Unmanaged<Reader>.fromOpaque(data).takeUnretainedValue()
            reader.start(String(cString: name), attributes: Reader.attributes(names, values), context: context)
        }
        parser.end_element = { _, name, data, _ in
            guard let name, let data else { return }
            Unmanaged<Reader>.fromOpaque(data).takeUnretainedValue().end(String(cString: name))
        }
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        guard let context = g_markup_parse_context_new(&parser, GMarkupParseFlags(0), unmanaged.toOpaque(), nil) else {
            throw Problem(message: "GLib could not make a markup parser", location: G8SourceLocation(file: file, line: 1, column: 1))
        }
        defer { g_markup_parse_context_free(context) }
        var error: UnsafeMutablePointer<GError>?
        var parsed = xml.withCString { g_markup_parse_context_parse(context, $0, gssize(strlen($0)), &error) } != 0
        if parsed { parsed = g_markup_parse_context_end_parse(context, &error) != 0 }
        if !parsed || error != nil {
            var line: gint = 1, column: gint = 1
            g_markup_parse_context_get_position(context, &line, &column)
            let raw = error.map { String(cString: $0.pointee.message) } ?? "the document is not well-formed"
            if let error { g_error_free(error) }
            throw Problem(message: Self.withoutPlace(raw), location: G8SourceLocation(file: file, line: Int(line), column: Int(column)))
        }
        self.file = file
        objects = reader.objects
    }

    /// GLib's message without the place it starts with, which the location gives:
    /// `Error on line 4 char 12: Element “object” was closed…` is `Element “object” was closed…`.
    static func withoutPlace(_ message: String) -> String {
        guard message.hasPrefix("Error on line "), let colon = message.range(of: ": ") else { return message }
        return String(message[colon.upperBound...])
    }

    /// The parser's state: the objects so far and the elements open.
    private final class Reader {
        let text: [UInt8]
        let file: String?
        var objects: [Object] = []
        /// For each open element, the index of the object it opened, or nil.
        var open: [Int?] = []
        /// The line of the last place GLib gave, from 1, and the offset where it begins.
        var lineNumber = 1, lineStart = 0

        init(text: [UInt8], file: String?) {
            self.text = text
            self.file = file
        }

        static func attributes(_ names: UnsafeMutablePointer<UnsafePointer<CChar>?>?, _ values: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> [String: String] {
            var result: [String: String] = [:]
            guard let names, let values else { return result }
            var index = 0
            while let name = names[index], let value = values[index] {
                result[String(cString: name)] = String(cString: value)
                index += 1
            }
            return result
        }

        func start(_ name: String, attributes: [String: String], context: OpaquePointer) {
            var line: gint = 1, column: gint = 1
            if name == "property", let property = attributes["name"], let last = open.last, let owner = last {
                // A property of the object it is written in; one in <layout> or <accessibility>
                // is its parent's or GTK's, not the object's.
                g_markup_parse_context_get_position(context, &line, &column)
                objects[owner].properties.append(Property(name: property, location: startOfTag(name, before: Int(line), Int(column))))
            }
            guard name == "object", let className = attributes["class"] else {
                open.append(nil)
                return
            }
            g_markup_parse_context_get_position(context, &line, &column)
            let parent = open.last { $0 != nil } ?? nil
            objects.append(Object(className: className, id: attributes["id"], location: startOfTag(name, before: Int(line), Int(column)), parent: parent))
            open.append(objects.count - 1)
        }

        func end(_: String) {
            if !open.isEmpty { open.removeLast() }
        }

        /// Where the start tag `<name` the parser has just read begins. GLib gives the place
        /// after the tag (and sometimes after the white space that follows it), in characters;
        /// the tag is the last `<name` before that place, since no `<` is in a tag's
        /// attribute values or in the white space after it.
        ///
        /// - Complexity: The places GLib gives only move forward, so the line is found from
        ///   the last one's (``lineNumber``, ``lineStart``): O(n) for the whole document, plus
        ///   the length of each tag's line.
        func startOfTag(_ name: String, before line: Int, _ column: Int) -> G8SourceLocation {
            while lineStart < text.count, lineNumber < line {
                if let newline = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
                    lineStart = newline + 1
                    lineNumber += 1
                } else {
                    break
                }
            }
            var offset = lineStart, characters = 1
            while offset < text.count, characters < column, text[offset] != UInt8(ascii: "\n") {
                offset += 1
                // A continuation byte is part of the character before it.
                while offset < text.count, text[offset] & 0xC0 == 0x80 { offset += 1 }
                characters += 1
            }
            let tag = Array("<\(name)".utf8)
            var start = min(offset, text.count) - 1
            while start >= 0, !(text[start] == UInt8(ascii: "<") && text[start...].starts(with: tag)) { start -= 1 }
            guard start >= 0 else { return G8SourceLocation(file: file, line: line, column: column) }
            // The tag begins on the cursor's line or a few lines before it.
            var tagLine = lineNumber, tagLineStart = lineStart
            while tagLineStart > start {
                tagLine -= 1
                tagLineStart = (text[..<(tagLineStart - 1)].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
            }
            let tagColumn = 1 + text[tagLineStart..<start].count { $0 & 0xC0 != 0x80 }
            return G8SourceLocation(file: file, line: tagLine, column: tagColumn)
        }
    }
}
