import Foundation
import WorkbookKit

let status = WorkbookCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
