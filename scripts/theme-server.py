#!/usr/bin/env python3
"""A small HTTP server for theme updates, on the loopback interface, for the RemoteTheme example
and the tests of G8RemoteTheme. Standard library only.

    scripts/theme-server.py --root DIR [--port 0] [--port-file FILE] [--exit-with-stdin]

GET /NAME serves DIR/NAME with an ETag (a hash of the bytes) and a Last-Modified date (the
file's), and answers 304 Not Modified to a request whose If-None-Match matches the ETag or,
without If-None-Match, whose If-Modified-Since is not older than the file. Change the file and
the next request gets the new bytes.

Faults, for the tests: while the file DIR/.fault exists, its one line changes how every file is
served (conditional requests included):
  status CODE    answer CODE with a short text body
  truncate       announce the file's length plus 100 bytes, send the file, hang up
  unannounced    send the file without Content-Length, then hang up (HTTP/1.0 style)
  slow SECONDS   wait SECONDS, then serve the file as usual
  hangup         close the connection without answering
  noetag         serve without an ETag, so Last-Modified is the only validator
  gzip MIB       answer 200 with Content-Encoding: gzip, a body that inflates to MIB mebibytes
                 of spaces (each mebibyte compresses to about a kilobyte)
  endless        answer 200 with a chunked body of spaces that never ends

GET /requests answers the requests so far, as JSON: [{"path", "ifNoneMatch", "ifModifiedSince",
"status"}], status being the one answered (null for a hang-up).

It prints nothing but the line "listening on 127.0.0.1:PORT" (also written to --port-file) and
stops on SIGTERM or SIGINT, or with --exit-with-stdin when its standard input ends: a parent
that holds the other end of a pipe cannot leave it running, even if the parent crashes.
"""
import argparse
import email.utils
import hashlib
import json
import os
import signal
import struct
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "g8-theme-server/1"

    def log_message(self, format, *args):  # quiet: the tests compare output
        pass

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path == "/requests":
            with self.server.lock:
                body = json.dumps(self.server.requests).encode()
            return self.send_bytes(200, body, "application/json")
        self.record = {
            "path": path,
            "ifNoneMatch": self.headers.get("If-None-Match"),
            "ifModifiedSince": self.headers.get("If-Modified-Since"),
            "status": None,
        }
        with self.server.lock:
            self.server.requests.append(self.record)
        name = path.lstrip("/")
        if not name or "/" in name or name.startswith("."):
            return self.send_bytes(404, b"not found\n", "text/plain")
        fault = self.fault()
        if fault and fault[0] == "status" and len(fault) == 2 and fault[1].isdigit():
            return self.send_bytes(int(fault[1]), b"fault injected by theme-server.py\n", "text/plain")
        if fault and fault[0] == "hangup":
            self.close_connection = True
            return
        if fault and fault[0] == "gzip" and len(fault) == 2 and fault[1].isdigit():
            return self.send_gzip_bomb(int(fault[1]))
        if fault and fault[0] == "endless":
            return self.send_endless()
        if fault and fault[0] == "slow" and len(fault) == 2:
            time.sleep(float(fault[1]))
        data = self.read(name)
        if data is None:
            return
        if fault and fault[0] in ("truncate", "unannounced"):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            if fault[0] == "truncate":
                self.send_header("Content-Length", str(len(data) + 100))
            else:
                self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(data)
            self.wfile.flush()
            self.close_connection = True
            return
        self.serve_file(name, data, etags=not (fault and fault[0] == "noetag"))

    def fault(self):
        try:
            with open(os.path.join(self.server.root, ".fault")) as handle:
                return handle.read().split()
        except OSError:
            return None

    def send_response(self, code, message=None):
        record = getattr(self, "record", None)
        if record is not None:
            with self.server.lock:
                record["status"] = code
        super().send_response(code, message)

    def read(self, name):
        file = os.path.join(self.server.root, os.path.basename(name))
        try:
            with open(file, "rb") as handle:
                return handle.read()
        except OSError:
            self.send_bytes(404, b"not found\n", "text/plain")
            return None

    def serve_file(self, name, data, etags=True):
        file = os.path.join(self.server.root, name)
        etag = '"%s"' % hashlib.sha256(data).hexdigest()[:16]
        mtime = int(os.stat(file).st_mtime)
        last_modified = email.utils.formatdate(mtime, usegmt=True)
        if_none_match = self.headers.get("If-None-Match")
        if_modified_since = self.headers.get("If-Modified-Since")
        not_modified = False
        if not etags:
            etag = if_none_match = None
        if if_none_match is not None:
            not_modified = etag in [tag.strip() for tag in if_none_match.split(",")]
        elif if_modified_since is not None:
            try:
                since = email.utils.parsedate_to_datetime(if_modified_since).timestamp()
                not_modified = mtime <= since
            except (TypeError, ValueError):
                pass
        if not_modified:
            self.send_response(304)
            if etag:
                self.send_header("ETag", etag)
            self.send_header("Last-Modified", last_modified)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        if etag:
            self.send_header("ETag", etag)
        self.send_header("Last-Modified", last_modified)
        self.end_headers()
        self.wfile.write(data)

    def send_gzip_bomb(self, mebibytes):
        # Each mebibyte compressed alone (a full flush forgets what came before), so the same
        # block of about a kilobyte stands for every one after the first: made in a moment.
        compressor = zlib.compressobj(9, zlib.DEFLATED, 31)  # 31: the gzip format
        mebibyte = b" " * (1 << 20)
        first = compressor.compress(mebibyte) + compressor.flush(zlib.Z_FULL_FLUSH)
        block = compressor.compress(mebibyte) + compressor.flush(zlib.Z_FULL_FLUSH)
        crc = 0
        for _ in range(mebibytes):
            crc = zlib.crc32(mebibyte, crc)
        # An empty last block, then the gzip trailer: the CRC-32 and the length modulo 2^32.
        trailer = b"\x03\x00" + struct.pack("<II", crc, (mebibytes << 20) & 0xFFFFFFFF)
        body = first + block * (mebibytes - 1) + trailer
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        try:
            self.wfile.write(body)
        except OSError:
            pass  # the client refused it and hung up
        self.close_connection = True

    def send_endless(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        chunk = b"%x\r\n%s\r\n" % (65536, b" " * 65536)
        try:
            while True:
                self.wfile.write(chunk)
        except OSError:
            pass  # the client hung up
        self.close_connection = True

    def send_bytes(self, status, body, content_type):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def main():
    parser = argparse.ArgumentParser(description="Serve theme updates on 127.0.0.1.")
    parser.add_argument("--root", required=True, help="the directory of the files served")
    parser.add_argument("--port", type=int, default=0, help="the port; 0 (the default) picks a free one")
    parser.add_argument("--port-file", help="also write the port to this file, once listening")
    parser.add_argument("--exit-with-stdin", action="store_true", help="stop when standard input ends")
    arguments = parser.parse_args()

    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), Handler)
    server.daemon_threads = True
    server.root = os.path.abspath(arguments.root)
    server.requests = []
    server.lock = threading.Lock()
    port = server.server_address[1]

    def stop(signum, frame):
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    # A parent's worker thread may have started us with these blocked (libdispatch blocks them).
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    if arguments.exit_with_stdin:
        def wait_for_end_of_input():
            while sys.stdin.buffer.read(4096):
                pass
            server.shutdown()
        threading.Thread(target=wait_for_end_of_input, daemon=True).start()
    if arguments.port_file:
        temporary = arguments.port_file + ".tmp"
        with open(temporary, "w") as handle:
            handle.write("%d\n" % port)
        os.replace(temporary, arguments.port_file)
    print("listening on 127.0.0.1:%d" % port, flush=True)
    server.serve_forever()
    server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
