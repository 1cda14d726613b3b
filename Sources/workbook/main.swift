import Foundation
import WorkbookKit

let arguments = Array(CommandLine.arguments.dropFirst())
// `watch` runs until interrupted: in a terminal as an async TerminalKit program with the
// terminal's own signal handling, piped with the handling below; the rest return.
if let commandLine = try? WorkbookCommand.parse(arguments),
  case .watch(let id) = commandLine.request
{
  await WatchCommand.main(id: id, buildsFirst: commandLine.buildsFirst)
}
// Ctrl-C, SIGTERM and SIGHUP stop the programs a command runs, and all they started,
// and remove the folders it worked in, before it ends. The sources must live until exit.
let signalSources = Interruption.stopOnSignals()
let status = WorkbookCommand.run(arguments)
withExtendedLifetime(signalSources) {}
exit(status)
