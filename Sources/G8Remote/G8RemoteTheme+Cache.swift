import Foundation
@_spi(G8Engine) import G8Core
import G8Themes
import G8Live
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The last good update of a ``G8RemoteTheme``, as saved in its cache file.
///
/// The file is one line naming the format, one line of JSON with the address, the validators,
/// the update's size and checksum, then the update's bytes as the server sent them:
///
/// ```
/// G8 remote theme update 1
/// {"checksum":"9f2c…","etag":"\"5d41…\"","lastModified":"Mon, 23 Nov 2026 18:00:00 GMT","size":158,"url":"https://…"}
/// { "tokens": { … } }
/// ```
struct G8RemoteThemeCache: Sendable, Equatable {
    static let magic = "G8 remote theme update 1"

    struct Header: Codable, Equatable {
        var url: String
        var etag: String?
        var lastModified: String?
        var size: Int
        var checksum: String
    }

    var url: String
    var etag: String?
    var lastModified: String?
    var update: Data

    /// The file's bytes.
    func encoded() -> Data {
        let header = Header(url: url, etag: etag, lastModified: lastModified, size: update.count,
                            checksum: G8RemoteThemeCache.checksum(of: update))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a struct of strings and an integer cannot fail.
        let json = (try? encoder.encode(header)) ?? Data("{}".utf8)
        return Data((G8RemoteThemeCache.magic + "\n").utf8) + json + Data("\n".utf8) + update
    }

    /// Reads a cache file's bytes; the error says what is wrong with them, in a few words.
    static func decode(_ data: Data) -> Swift.Result<G8RemoteThemeCache, CacheProblem> {
        let bytes = [UInt8](data)
        guard let first = bytes.firstIndex(of: 0x0A), String(decoding: bytes[..<first], as: UTF8.self) == magic else {
            return .failure(CacheProblem("it is not a G8 remote theme cache file"))
        }
        guard let second = bytes[(first + 1)...].firstIndex(of: 0x0A),
              let header = try? JSONDecoder().decode(Header.self, from: Data(bytes[(first + 1)..<second])) else {
            return .failure(CacheProblem("its header is unreadable"))
        }
        let update = Data(bytes[(second + 1)...])
        guard update.count == header.size else {
            return .failure(CacheProblem("its update has \(update.count) bytes where its header says \(header.size)"))
        }
        guard checksum(of: update) == header.checksum else {
            return .failure(CacheProblem("its update does not match its checksum"))
        }
        return .success(G8RemoteThemeCache(url: header.url, etag: header.etag, lastModified: header.lastModified, update: update))
    }

    /// FNV-1a, 64 bits, in hexadecimal: enough to notice a damaged file, not a signature.
    static func checksum(of data: Data) -> String {
        var hash = G8NameHash.basis
        for byte in data { G8NameHash.mix(&hash, UInt64(byte)) }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Why a cache file cannot be used or written.
    struct CacheProblem: Error, Equatable {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// Reads the cache file at `file`: nil when there is none.
    static func read(_ file: URL) -> Swift.Result<G8RemoteThemeCache, CacheProblem>? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        switch G8SourceFile.read(file.path) {
        case .success(let data): return decode(data)
        case .failure(let problem): return .failure(CacheProblem("it cannot be read (\(problem.reason))"))
        }
    }

    /// Replaces `file` with `data` so that a crash at any moment leaves either the old file or
    /// the new one, whole: the bytes go to a temporary file beside it, which is flushed to the
    /// disk (`fsync`) and renamed over `file`; then the directory is flushed, so the rename
    /// itself survives a power cut.
    static func writeAtomically(_ data: Data, to file: URL) throws(CacheProblem) {
        let directory = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CacheProblem("cannot create the directory \(directory.path): \(error.localizedDescription)")
        }
        let temporary = directory.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw CacheProblem("cannot create \(temporary.path): \(lastErrorText())") }
        var written = 0
        var failure: String?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            guard let base = buffer.baseAddress else { return }
            while written < buffer.count {
                let count = write(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = "cannot write \(temporary.path): \(lastErrorText())"
                    return
                }
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = "cannot flush \(temporary.path): \(lastErrorText())" }
        if close(descriptor) != 0, failure == nil { failure = "cannot close \(temporary.path): \(lastErrorText())" }
        if failure == nil, rename(temporary.path, file.path) != 0 {
            failure = "cannot rename \(temporary.lastPathComponent) to \(file.path): \(lastErrorText())"
        }
        if let failure {
            unlink(temporary.path)
            throw CacheProblem(failure)
        }
        let directoryDescriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            // Best effort: some file systems cannot flush a directory, and the file is in place.
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    private static func lastErrorText() -> String {
        String(cString: strerror(errno))
    }
}
