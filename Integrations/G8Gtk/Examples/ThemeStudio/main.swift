// The theme studio: open a G8 theme, a Design Tokens file or a resolver document and see its
// tokens by mode, its lint and contrast problems, and GtkGallery's window styled by it, live.
// `ThemeStudio --help` lists its options.
//
//   swift run ThemeStudio theme.json                   # the studio, until its window is closed
//   swift run ThemeStudio theme.json --list-problems   # the problems, FILE:LINE:COLUMN, then exit
//   swift run ThemeStudio theme.json --screenshot out  # studio and preview, light and dark, as PNGs
//   swift run ThemeStudio theme.json --export preview.png
//   swift run ThemeStudio theme.json --exit-after-reload --export after.png   # exits after a save
import Foundation
import G8Gtk
import G8Tool

@MainActor
func run(_ options: StudioOptions) throws -> Int32 {
    try G8Gtk.start()
    let studio = try StudioWindow()
    if let file = options.file { studio.open(URL(fileURLWithPath: file), name: file) }
    let problems = studio.document?.problems ?? []
    if options.listProblems {
        for line in problems { studio.say(line) }
        studio.say(StudioDocument.counted(problems.count))
    }
    if let folder = options.screenshotFolder {
        let directory = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, dark) in [("light", false), ("dark", true)] {
            studio.follow(dark: dark)
            try studio.ui.renderPNG(of: "window").write(to: directory.appendingPathComponent("studio-\(name).png"))
            studio.say("\(name): studio-\(name).png; " + studio.export(to: directory.appendingPathComponent("preview-\(name).png")))
        }
    }
    if options.isHeadless {
        if let path = options.exportPath { studio.say(studio.export(to: URL(fileURLWithPath: path))) }
        return 0
    }

    let desktop = try GtkDesktop.follow(studio.manager)
    defer { desktop.stop() }
    studio.follow(dark: desktop.appearance.colorScheme == .dark)
    desktop.onChange = { appearance in studio.follow(dark: appearance.colorScheme == .dark) }
    var closed = false
    try studio.ui.connect("window", signal: "destroy") { closed = true }
    try studio.ui.present("window")
    try studio.preview.ui.present("window")
    studio.say("studio: showing \(options.file ?? "no file"), \(StudioDocument.counted(problems.count))")
    let deadline = options.seconds.map { Date().addingTimeInterval($0) }
    while !closed, deadline.map({ Date() < $0 }) ?? true {
        G8Gtk.runLoop(for: 0.1)
        guard studio.reloadIfSaved(), options.exitAfterReload else { continue }
        if let path = options.exportPath { studio.say(studio.export(to: URL(fileURLWithPath: path))) }
        return 0
    }
    if options.exitAfterReload {
        printError("ThemeStudio: \(options.file ?? "the file") was not saved before the studio closed")
        return 1
    }
    return 0
}

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

do throws(UsageError) {
    let options = try StudioOptions(Array(CommandLine.arguments.dropFirst()))
    if options.wantsHelp {
        print(StudioOptions.spec.help)
        exit(0)
    }
    do {
        exit(try MainActor.assumeIsolated { try run(options) })
    } catch {
        print("ThemeStudio: \(error)")
        exit(1)
    }
} catch {
    printError("ThemeStudio: \(error.message)\nRun 'ThemeStudio --help' for usage.")
    exit(2)
}
