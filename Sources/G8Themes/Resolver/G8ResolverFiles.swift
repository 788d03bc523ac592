import Foundation
import G8Core

#if canImport(Glibc)
import Glibc
#endif

/// The files a resolver document may read: those under its own folder and under the folders its
/// caller allows, after `..` and symbolic links are resolved.
///
/// A resolver document is data, often from elsewhere (a design system's repository, a download):
/// a `$ref` must not make the reader open `/proc/self/environ` or a credentials file beside the
/// project. So a reference is resolved to its real path and refused unless that path lies under an
/// allowed folder; the reader then opens that very path with ``G8SourceFile``, which reads
/// regular files only (a FIFO would block, a device never end), so a symbolic link cannot point
/// elsewhere between the check and the read.
struct G8ResolverFiles {
    /// The real paths of the allowed folders, each ending in "/", the document's own first.
    let folders: [String]

    init(document directory: URL, allowing allowed: [URL]) {
        var folders: [String] = []
        for folder in [directory] + allowed {
            let real = G8ResolverFiles.realPath(folder.path) ?? folder.standardizedFileURL.path
            folders.append(real.hasSuffix("/") ? real : real + "/")
        }
        self.folders = folders
    }

    /// The real path of the file `reference` names, relative to the first folder, or why it is refused.
    func locate(_ reference: String, relativeTo directory: URL) -> Result<String, Refusal> {
        let written = URL(fileURLWithPath: reference, relativeTo: directory).standardizedFileURL.path
        guard let real = G8ResolverFiles.realPath(written) else { return .failure(.missing) }
        guard folders.contains(where: { real.hasPrefix($0) }) else {
            if reference.hasPrefix("/") { return .failure(.absolute) }
            let lexical = folders.contains { written.hasPrefix($0) }
            return .failure(lexical ? .linkOutside : .outside)
        }
        return .success(real)
    }

    /// Why a reference is not read.
    enum Refusal: Error, Equatable {
        case missing
        case absolute
        case outside
        case linkOutside

        /// The reason, after the reference: "'x': it is outside the resolver's folder; …".
        var reason: String { reason(of: "resolver's") }

        /// The reason, for a document that `owner` names ("resolver's", "theme's"): "it is
        /// outside the theme's folder; …".
        func reason(of owner: String) -> String {
            let rule = "token files are read only from the \(owner) folder and the folders allowed to it"
                + " (allowedFolders:, g8 lint --allow-folder)"
            switch self {
            case .missing: return "no such file"
            case .absolute: return "it is an absolute path outside the \(owner) folder; " + rule
            case .outside: return "it is outside the \(owner) folder; " + rule
            case .linkOutside: return "it is a symbolic link to a file outside the \(owner) folder; " + rule
            }
        }
    }

    /// `path` with every symbolic link, `.` and `..` resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
