import CommandLineDeclaration
import Foundation
import WorkbookKit

let arguments = Array(CommandLine.arguments.dropFirst())
// `watch` runs until interrupted, as an async TerminalKit program; the rest return.
if let parsed = try? WorkbookCommand.parse(arguments), parsed.command == "watch",
  !parsed.wantsHelp
{
  await WatchCommand.main(parsed)
}
exit(WorkbookCommand.run(arguments))
