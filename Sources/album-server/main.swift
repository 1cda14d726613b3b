import AlbumServer
import CommandLineDeclaration
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

let usage = """
  USAGE: album-server [--port N]

  The classroom's album server: listens on 127.0.0.1, prints one line per request
  (METHOD PATH BODY, control characters escaped), answers 200 to POST /api/addAlbum
  and /api/deleteAlbum, serves a generated cover for GET /covers/NAME.ppm, and answers
  404 to anything else. Ctrl-C stops it.

  OPTIONS:
    --port N       The port, 1 to 65535 (default 8080); 0 lets the system choose.
                   Also --port=N.
    -h, --help     Show this help.

  """

/// Where lines go. Writers of their own: output nobody reads must never stall
/// serving, nor stopping.
let output = LineWriter(descriptor: STDOUT_FILENO)
let errors = LineWriter(descriptor: STDERR_FILENO)

/// Writes what is queued (waiting a second at most: nobody may be reading) and exits.
func exit(_ status: Int32, after lastLine: String, to writer: LineWriter) -> Never {
  writer.write(lastLine)
  let deadline = ContinuousClock.now + .seconds(1)
  for queue in [output, errors] { queue.flush(within: deadline - .now) }
  exit(status)
}

func fail(_ message: String, status: Int32) -> Never {
  exit(
    status, after: "album-server: error: \(message)" + (status == 2 ? "\n\n" + usage : ""),
    to: errors)
}

/// The port from the command line, read by the rules every program of the package
/// follows (`CommandLineFlags`): `--port N` or `--port=N`, once.
func parsePort(_ arguments: [String]) throws(CommandLineError) -> UInt16 {
  var port: UInt16 = 8080
  var flags = CommandLineFlags(arguments)
  while let name = try flags.next() {
    switch name {
    case "-h", "--help":
      print(usage, terminator: "")
      exit(0)
    case "--port":
      let value = try flags.value()
      guard let number = UInt16(value) else {
        throw CommandLineError(
          "invalid port '\(CommandLineText.excerpt(of: value))': expected a number from 0 to 65535"
        )
      }
      port = number
    default:
      throw flags.unknown
    }
  }
  return port
}

let port: UInt16
do throws(CommandLineError) {
  port = try parsePort(Array(CommandLine.arguments.dropFirst()))
} catch {
  fail(error.message, status: error.exitStatus)
}

let server: AlbumServer
do {
  server = try AlbumServer(
    port: port, onProblem: { output.write("! \($0)") }, onRequest: { output.write($0.logLine) })
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
      exit(0, after: "album-server: stopped", to: output)
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
output.write("album-server: listening on http://127.0.0.1:\(server.port) (Ctrl-C stops)")
Thread.detachNewThread {
  server.run()
  // Only a failing socket ends `run()` without `stop()`: say so, and exit 1.
  guard !server.hasBeenStopped else { return }
  exit(1, after: "album-server: error: stopped serving", to: errors)
}
dispatchMain()
