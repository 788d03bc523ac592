import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads the bytes of a theme, token or cache file, and only of a regular file.
///
/// A FIFO is opened without waiting for a writer and refused, as are devices (`/dev/zero` would
/// be read forever), sockets and directories: each with a reason that says what the path is,
/// where `Data(contentsOf:)` says "You don't have permission" or blocks.
package enum G8SourceFile {
    /// Why a file's bytes cannot be had, in words: `no such file`, `it is a FIFO, not a file`.
    package struct Problem: Error, Equatable, Sendable {
        package let reason: String
        package init(_ reason: String) { self.reason = reason }
    }

    /// The bytes of the regular file at `path`, or why there are none.
    package static func read(_ path: String) -> Result<Data, Problem> {
        // Non-blocking: opening a FIFO for reading would otherwise wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Problem(describe(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(Problem(describe(errno))) }
        if let kind = kind(of: status.st_mode) { return .failure(Problem(kind)) }
        var data = Data(count: max(Int(status.st_size), 0))
        var count = 0
        // Made only for a file that grew since `fstat`: most reads end at its size.
        var chunk: [UInt8] = []
        while true {
            // Read into `data` while it has room (the size `fstat` gave), then in chunks: the file
            // may have grown since.
            let read: Int
            if count < data.count {
                read = data.withUnsafeMutableBytes { buffer in
                    Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                }
            } else if chunk.isEmpty {
                // One byte says whether the file ends at that size.
                var byte: UInt8 = 0
                read = Glibc.read(descriptor, &byte, 1)
                if read > 0 {
                    data.append(byte)
                    chunk = [UInt8](repeating: 0, count: 65_536)
                }
            } else {
                read = chunk.withUnsafeMutableBytes { buffer in Glibc.read(descriptor, buffer.baseAddress!, buffer.count) }
                if read > 0 { data.append(contentsOf: chunk[0..<read]) }
            }
            if read < 0 {
                if errno == EINTR { continue }
                return .failure(Problem(describe(errno)))
            }
            if read == 0 { break }
            count += read
        }
        if count < data.count { data.removeSubrange(count...) }
        return .success(data)
    }

    /// What a path of file mode `mode` is when it is not a regular file; nil for one.
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "it is a directory"
        case S_IFIFO: "it is a FIFO, not a file"
        case S_IFCHR, S_IFBLK: "it is a device, not a file"
        case S_IFSOCK: "it is a socket, not a file"
        default: "it is not a regular file"
        }
    }

    /// An `errno` from opening or reading, in words.
    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case ENOTDIR: "a part of the path is not a directory"
        case ELOOP: "too many symbolic links"
        default: String(cString: strerror(code))
        }
    }
}
