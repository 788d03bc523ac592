import Foundation
import G8Core
import G8Themes
import G8Live
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange of ``G8RemoteTheme``: a GET with a size limit enforced while the body
/// arrives and a deadline for the whole exchange, through `URLSession` and nothing else.
///
/// The `URLSession` is made for this one download and invalidated at its end, so the delegate (this
/// object) is released. Every path ends in exactly one ``Result``: the delegate's completion,
/// a refusal of the body as it arrives, or the deadline, whichever comes first.
final class G8ThemeDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// How an exchange ended.
    enum Result: Sendable, Equatable {
        /// The server answered: its status, its validators, its `Location` (which a redirect
        /// the `URLSession` did not follow may lack), the body received.
        case response(status: Int, etag: String?, lastModified: String?, location: String?, body: Data)
        /// The body was longer than the limit (announced or counted while receiving).
        case tooLarge(limit: Int, announced: Int?)
        /// The body ended before the length the server announced.
        case truncated(announced: Int, received: Int)
        /// No answer in time.
        case timedOut(seconds: TimeInterval)
        /// The exchange failed: the server could not be reached, the connection broke, …
        case failed(String)
    }

    private struct State {
        var body = Data()
        var status = 0
        var etag: String?
        var lastModified: String?
        var location: String?
        var announced: Int?
        var compressed = false
        var refusal: Result?
        var continuation: CheckedContinuation<Result, Never>?
        var finished: Result?
    }

    private let maximumSize: Int
    private let timeout: TimeInterval
    private let state = G8Locked(State())

    private init(maximumSize: Int, timeout: TimeInterval) {
        self.maximumSize = maximumSize
        self.timeout = timeout
    }

    /// Runs `request` to its end, never longer than `timeout` (plus a second for the `URLSession` to
    /// report the cancellation), never keeping more than `maximumSize` bytes of body.
    static func fetch(_ request: URLRequest, timeout: TimeInterval, maximumSize: Int) async -> Result {
        let download = G8ThemeDownload(maximumSize: maximumSize, timeout: timeout)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let urlSession = URLSession(configuration: configuration, delegate: download, delegateQueue: G8DeliveryQueue())
        let task = urlSession.dataTask(with: request)
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result, Never>) in
            let early = download.state.withLock { state -> Result? in
                if let finished = state.finished { return finished }
                state.continuation = continuation
                return nil
            }
            if let early { return continuation.resume(returning: early) }
            // The deadline: cancel the task, and answer for it if the URLSession stays silent.
            let queue = DispatchQueue.global()
            queue.asyncAfter(deadline: .now() + timeout) { [weak download] in
                guard let download else { return }
                download.refuse(task, because: .timedOut(seconds: timeout))
                queue.asyncAfter(deadline: .now() + 1) { [weak download] in
                    download?.finish(.timedOut(seconds: timeout))
                }
            }
            task.resume()
        }
        urlSession.finishTasksAndInvalidate()
        return result
    }

    /// Records why the body is refused and cancels the task; the first reason wins.
    private func refuse(_ task: URLSessionTask, because reason: Result) {
        let isNew = state.withLock { state -> Bool in
            guard state.refusal == nil, state.finished == nil else { return false }
            state.refusal = reason
            return true
        }
        // On another queue: `cancel()` waits for the URLSession's own queue, which is the thread
        // calling the delegate here (``G8DeliveryQueue``).
        if isNew { DispatchQueue.global().async { task.cancel() } }
    }

    /// Ends the exchange with `result` unless it has already ended.
    private func finish(_ result: Result) {
        let continuation = state.withLock { state -> CheckedContinuation<Result, Never>? in
            guard state.finished == nil else { return nil }
            state.finished = result
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: result)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let http = response as? HTTPURLResponse
        let announced = response.expectedContentLength >= 0 ? Int(response.expectedContentLength) : nil
        state.withLock { state in
            state.status = http?.statusCode ?? 0
            state.etag = http?.value(forHTTPHeaderField: "ETag")
            state.lastModified = http?.value(forHTTPHeaderField: "Last-Modified")
            state.location = http?.value(forHTTPHeaderField: "Location")
            state.announced = announced
            state.compressed = http?.value(forHTTPHeaderField: "Content-Encoding").map { $0 != "identity" } ?? false
        }
        if let announced, announced > maximumSize {
            refuse(dataTask, because: .tooLarge(limit: maximumSize, announced: announced))
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow = state.withLock { state -> Bool in
            guard state.refusal == nil else { return false }
            if state.body.count + data.count > maximumSize { return true }
            state.body.append(data)
            return false
        }
        if overflow { refuse(dataTask, because: .tooLarge(limit: maximumSize, announced: nil)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        // A redirect that was not followed reaches the delegate as no response at all: its
        // status and headers are the task's.
        let unreported = task.response as? HTTPURLResponse
        let result = state.withLock { state -> Result in
            if let refusal = state.refusal { return refusal }
            if state.status == 0, let unreported {
                state.status = unreported.statusCode
                state.etag = unreported.value(forHTTPHeaderField: "ETag")
                state.lastModified = unreported.value(forHTTPHeaderField: "Last-Modified")
            }
            if let location = unreported?.value(forHTTPHeaderField: "Location") { state.location = location }
            // A body shorter than announced is truncated, whether or not URLSession noticed.
            if let announced = state.announced, !state.compressed, state.status != 304, state.body.count < announced {
                return .truncated(announced: announced, received: state.body.count)
            }
            // URLSession's own timer (the request's timeout) and ours say the same.
            if let error = error as? URLError, error.code == .timedOut { return .timedOut(seconds: timeout) }
            if let error { return .failed(G8ThemeDownload.describe(error)) }
            return .response(status: state.status, etag: state.etag, lastModified: state.lastModified,
                             location: state.location, body: state.body)
        }
        finish(result)
    }

    /// A transport error in a few words, without the URL (the caller names it).
    static func describe(_ error: any Error) -> String {
        guard let urlError = error as? URLError else { return "\(error.localizedDescription)" }
        switch urlError.code {
        case .cannotConnectToHost: return "cannot connect to the server"
        case .cannotFindHost: return "cannot find the server's host"
        case .networkConnectionLost: return "the connection was lost"
        case .notConnectedToInternet: return "there is no network connection"
        case .badServerResponse: return "the server sent no valid HTTP answer"
        default: return urlError.localizedDescription
        }
    }
}

/// The delegate queue of a ``G8ThemeDownload``: each delivery runs at once, on the thread that
/// hands it over.
///
/// The `URLSession` hands the body over as fast as it reads and decodes it (a 1 MB gzip body can
/// inflate to a gigabyte), and an ordinary delegate queue holds each delivery until the delegate
/// runs: all of them may be held in memory before the first one past the limit is seen. Run at
/// once, each delivery is kept or let go before URLSession decodes the next, so a download
/// holds at most the body kept (`maximumSize`) and one delivery, whatever the server sends; and
/// no thread waits for another. URLSession's thread calls in one delivery at a time, in order,
/// and the delegate's work is short: a copy under a lock, or a `cancel()` sent to another queue
/// (it waits for URLSession's thread).
final class G8DeliveryQueue: OperationQueue, @unchecked Sendable {
    override init() {
        super.init()
        maxConcurrentOperationCount = 1
        name = "G8ThemeDownload"
    }

    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }
}
