import AlbumServer
import CommandLineDeclaration
import Dispatch
import Foundation
import POSIXCalls

#if canImport(Glibc)
  import Glibc
#endif

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

/// A command line it cannot run, said as every program of the package says it.
func refuse(_ error: CommandLineError) -> Never {
  let text = AlbumServerOptions.commandLine.refusal(error, by: "album-server")
  exit(error.exitStatus, after: String(text.dropLast()), to: errors)
}

func fail(_ message: String) -> Never {
  exit(1, after: "album-server: error: \(message)", to: errors)
}

let options: AlbumServerOptions
do throws(CommandLineError) {
  options = try AlbumServerOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  refuse(error)
}
if options.wantsHelp {
  print(AlbumServerOptions.commandLine.usage, terminator: "")
  exit(0)
}

let server: AlbumServer
do {
  server = try AlbumServer(
    port: options.port, onProblem: { output.write("! \($0)") },
    onRequest: { output.write($0.logLine) })
} catch {
  fail("\(error)")
}

/// Ctrl-C and SIGTERM stop the server cleanly. A plain function, not top-level code:
/// top-level code runs on the main actor, and these handlers run on other threads.
func stopOnSignals(_ server: AlbumServer) -> [any DispatchSourceSignal] {
  POSIXCalls.handleSignals([SIGINT, SIGTERM]) { _ in
    server.stop()
    exit(0, after: "album-server: stopped", to: output)
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
