import AlbumServer
import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

let usage = """
  USAGE: album-server [--port N]

  The classroom's album server: listens on 127.0.0.1, prints one line per request
  (METHOD PATH BODY), answers 200 to POST /api/addAlbum and /api/deleteAlbum, serves
  a generated cover for GET /covers/NAME.ppm, and answers 404 to anything else.
  Ctrl-C stops it.

  OPTIONS:
    --port N       The port, 1 to 65535 (default 8080); 0 lets the system choose.
    -h, --help     Show this help.

  """

/// Connections are served on threads of their own; one line is written at a time.
let outputLock = Mutex(())

/// Writes a whole line, however long, before any other line starts.
func say(_ line: String, to descriptor: Int32 = STDOUT_FILENO) {
  let bytes = Array((line + "\n").utf8)
  outputLock.withLock { _ in
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      sent += count
    }
  }
}

func fail(_ message: String, status: Int32) -> Never {
  say("album-server: error: \(message)" + (status == 2 ? "\n\n" + usage : ""), to: STDERR_FILENO)
  exit(status)
}

var port: UInt16 = 8080
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "-h", "--help":
    print(usage, terminator: "")
    exit(0)
  case "--port":
    guard let value = arguments.popFirst() else { fail("--port needs a value", status: 2) }
    guard let number = UInt16(value) else {
      fail("invalid port '\(value)': expected a number from 0 to 65535", status: 2)
    }
    port = number
  default:
    fail("unknown option '\(argument)'", status: 2)
  }
}

let server: AlbumServer
do {
  server = try AlbumServer(
    port: port, onProblem: { say("! \($0)") }, onRequest: { say($0.logLine) })
} catch {
  fail("\(error)", status: 1)
}

/// Ctrl-C and SIGTERM stop the server cleanly. A plain function, not top-level code:
/// top-level code runs on the main actor, and these handlers run on other threads.
func stopOnSignals(_ server: AlbumServer) -> [any DispatchSourceSignal] {
  [SIGINT, SIGTERM].map { signalNumber in
    signal(signalNumber, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
    source.setEventHandler {
      server.stop()
      say("album-server: stopped")
      exit(0)
    }
    source.resume()
    return source
  }
}

// A client that hangs up mid-answer must not end the server (sends on Linux also pass
// MSG_NOSIGNAL; this covers every platform).
signal(SIGPIPE, SIG_IGN)

// The sources must live until exit.
let stopSources = stopOnSignals(server)
say("album-server: listening on http://127.0.0.1:\(server.port) (Ctrl-C stops)")
Thread.detachNewThread {
  server.run()
  // Only a failing socket ends `run()` without `stop()`: say so, and exit 1.
  guard !server.hasBeenStopped else { return }
  say("album-server: error: stopped serving", to: STDERR_FILENO)
  exit(1)
}
dispatchMain()
