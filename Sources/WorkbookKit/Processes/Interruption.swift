import Dispatch
import POSIXCalls

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a `workbook` command does when it is told to stop (Ctrl-C, SIGTERM, SIGHUP) or,
/// in `watch`, when its screen closes: stop every program it runs, and all they started
/// (`ProcessRunner.stopAll`), then remove the folders it was working in (`ScratchFolders`).
public enum Interruption {
  /// Stops the programs, then removes the folders. Returns when both are done; nothing
  /// the command runs starts a program after it.
  public static func stopEverything() {
    ProcessRunner.refuseNewPrograms()
    ProcessRunner.stopAll()
    ScratchFolders.removeAll()
  }

  /// Takes Ctrl-C, SIGTERM and SIGHUP from their default action: each stops everything,
  /// then ends the command with 128 + the signal's number. Keep the returned sources for
  /// as long as the handling should last.
  public static func stopOnSignals() -> [any DispatchSourceSignal] {
    POSIXCalls.handleSignals([SIGINT, SIGTERM, SIGHUP]) { number in
      stopEverything()
      exit(128 + number)
    }
  }
}
