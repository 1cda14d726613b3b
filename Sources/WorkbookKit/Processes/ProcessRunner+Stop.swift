import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stopping everything `run` runs, for a command that is itself told to stop (Ctrl-C,
/// SIGTERM, SIGHUP): each program runs in a process group of its own, so the terminal's
/// Ctrl-C never reaches it, and with the waiting `run` gone nothing would stop an endless
/// loop at its time limit.
extension ProcessRunner {
  /// A program `run` is waiting for: its id (also its group's), who it is, its marker.
  struct RunningProgram: Sendable {
    var identity: ProcessIdentity?
    var id: pid_t
    var marker: String?
  }

  /// What `run` is waiting for now, and whether the command is stopping.
  struct Registry: Sendable {
    var running: [pid_t: RunningProgram] = [:]
    var isStopping = false
  }

  static let registry = Mutex(Registry())

  /// How long the programs have to stop their own work before they and everything they
  /// started are ended with SIGKILL.
  public static let stopGrace: Duration = .seconds(5)

  /// Starts a program with `spawn` and records it, unless the command is ending
  /// (`refuseNewPrograms`): then nothing new starts, and this thread waits for the
  /// handler to end the process.
  static func start(_ spawn: () throws -> SpawnedProgram) throws -> SpawnedProgram {
    let started: SpawnedProgram? = try registry.withLock { registry in
      guard !registry.isStopping else { return nil }
      let program = try spawn()
      registry.running[program.id] = RunningProgram(
        identity: ProcessTable.identity(of: program.id), id: program.id,
        marker: program.marker)
      return program
    }
    guard let started else { waitForTheEnd() }
    return started
  }

  /// Forgets `program`, which has ended and been waited for. While the command ends,
  /// its result would only be read by work that is being stopped: this thread waits
  /// for the handler to end the process instead of going on with it.
  static func finished(_ program: SpawnedProgram) {
    let stopping = registry.withLock { registry in
      registry.running[program.id] = nil
      return registry.isStopping
    }
    if stopping { waitForTheEnd() }
  }

  /// For a command that is about to end: from now on no program starts, and a `run`
  /// whose program ends does not return (its thread waits for the end of the process).
  static func refuseNewPrograms() {
    registry.withLock { $0.isStopping = true }
  }

  /// Stops every program `run` is waiting for, and all they started: SIGTERM to each
  /// program's group, so that a build tool stops the commands it runs in groups of their
  /// own (`swift build` does), then, after `grace` or once they have all ended, SIGKILL to
  /// whatever of their process tree still runs, to each group, and (on Linux) to every
  /// process carrying one of their markers. Returns when nothing is left.
  public static func stopAll(grace: Duration = stopGrace) {
    let programs = registry.withLock { Array($0.running.values) }
    // Who each started, noted before the signal and while they stop: once a program has
    // ended, what it leaves behind is no longer below it in the tree.
    var tree = Set<ProcessIdentity>()
    func noteTree(of programs: [RunningProgram]) {
      for program in programs {
        if let identity = program.identity {
          tree.formUnion(ProcessTable.descendants(of: identity))
        }
      }
    }
    noteTree(of: programs)
    for program in programs { kill(-program.id, SIGTERM) }
    let clock = ContinuousClock()
    let deadline = clock.now + grace
    while clock.now < deadline {
      let left = registry.withLock { Array($0.running.values) }
      if left.isEmpty { break }
      noteTree(of: left)
      usleep(20_000)
    }
    // Then make sure.
    for program in programs {
      kill(-program.id, SIGKILL)
      for pid in SpawnedProgram.leftovers(group: program.id, marker: program.marker) {
        kill(pid, SIGKILL)
      }
    }
    ProcessTable.end(tree)
  }

  /// Waits for the signal handler to end the process.
  private static func waitForTheEnd() -> Never {
    let never = DispatchSemaphore(value: 0)
    while true { never.wait() }
  }
}
