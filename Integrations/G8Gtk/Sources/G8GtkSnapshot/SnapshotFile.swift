import Foundation

/// Reading and writing the files of snapshots, with errors that say what the system said
/// ("not a directory", "permission denied"): Foundation's file errors on Linux name only a
/// code ("The operation could not be completed").
enum SnapshotFile {
    /// A file operation that failed; `message` is the system's reason, in lower case.
    struct Problem: Error {
        let message: String

        init(errno code: Int32) {
            let text = String(cString: strerror(code))
            message = text.prefix(1).lowercased() + text.dropFirst()
        }

        init(_ message: String) { self.message = message }
    }

    /// Makes `folder` and the folders above it that are missing.
    static func makeFolder(_ folder: URL) throws(Problem) {
        var path = ""
        for component in folder.standardizedFileURL.path.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o755) == 0 { continue }
            let code = errno
            var info = stat()
            guard code == EEXIST, stat(path, &info) == 0 else { throw Problem(errno: code) }
            guard info.st_mode & S_IFMT == S_IFDIR else { throw Problem(errno: ENOTDIR) }
        }
    }

    /// The bytes of the file at `url`.
    static func read(_ url: URL) throws(Problem) -> Data {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Problem(errno: errno) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw Problem(errno: errno)
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes `data` to `url` whole or not at all: to a file beside it, then renamed over it.
    static func write(_ data: Data, to url: URL) throws(Problem) {
        let temporary = url.path + ".\(getpid()).partial"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Problem(errno: errno) }
        var problem: Problem?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    problem = Problem(errno: errno)
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, problem == nil { problem = Problem(errno: errno) }
        if problem == nil, rename(temporary, url.path) != 0 { problem = Problem(errno: errno) }
        if let problem {
            unlink(temporary)
            throw problem
        }
    }
}
