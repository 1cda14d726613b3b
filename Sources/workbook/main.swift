import CommandLineDeclaration
import Dispatch
import Foundation
import POSIXCalls
import WorkbookKit

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C, SIGTERM and SIGHUP end the programs a command is running as well, then the
/// command (128 + the signal's number). A plain function: top-level code runs on the
/// main actor, and these handlers run on another thread.
func stopProgramsOnSignals() -> [any DispatchSourceSignal] {
  POSIXCalls.handleSignals([SIGINT, SIGTERM, SIGHUP]) { number in
    ProcessRunner.stopAll()
    exit(128 + number)
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
// `watch` runs until interrupted, as an async TerminalKit program with the terminal's
// own signal handling; the rest return.
if let commandLine = try? WorkbookCommand.parse(arguments),
  case .watch(let id) = commandLine.request
{
  await WatchCommand.main(id: id, buildsFirst: commandLine.buildsFirst)
}
// The sources must live until exit.
let signalSources = stopProgramsOnSignals()
let status = WorkbookCommand.run(arguments)
withExtendedLifetime(signalSources) {}
exit(status)
