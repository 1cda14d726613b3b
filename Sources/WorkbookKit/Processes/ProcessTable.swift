import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One process, told apart from a later one that reuses its id by when it started.
struct ProcessIdentity: Hashable, Sendable {
  var pid: pid_t
  /// Clock ticks after boot (`/proc/PID/stat`'s 22nd field).
  var startTime: UInt64
}

/// The live processes of the machine, as Linux's `/proc` lists them: who started whom,
/// which process group each is in, and when each started. Elsewhere it lists nothing,
/// and what relies on it falls back on process groups alone.
enum ProcessTable {
  struct Entry {
    var identity: ProcessIdentity
    var parent: pid_t
    var group: pid_t
    /// Ended and not yet waited for.
    var isZombie: Bool
  }

  /// Every process now, this one included.
  static func entries() -> [Entry] {
    #if os(Linux)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return names.compactMap { name in pid_t(name).flatMap(entry) }
    #else
      return []
    #endif
  }

  /// The process `pid` now, if there is one.
  static func entry(_ pid: pid_t) -> Entry? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the name in parentheses, from the third field on: state, parent, group, …,
    // and the start time, the 22nd.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let parent = pid_t(fields[1]), let group = pid_t(fields[2]),
      let started = UInt64(fields[19])
    else { return nil }
    return Entry(
      identity: ProcessIdentity(pid: pid, startTime: started), parent: parent, group: group,
      isZombie: fields[0] == "Z")
  }

  /// Who `pid` is now, or `nil` when it is gone.
  static func identity(of pid: pid_t) -> ProcessIdentity? {
    entry(pid)?.identity
  }

  /// Every live process that `root` started, and that those started, down the tree;
  /// nothing when `root` itself is gone (its id may name another process by now).
  static func descendants(of root: ProcessIdentity) -> Set<ProcessIdentity> {
    let all = entries()
    guard all.contains(where: { $0.identity == root }) else { return [] }
    var children: [pid_t: [Entry]] = [:]
    for entry in all { children[entry.parent, default: []].append(entry) }
    var found = Set<ProcessIdentity>()
    var waiting = [root.pid]
    while let pid = waiting.popLast() {
      for child in children[pid] ?? [] where found.insert(child.identity).inserted {
        waiting.append(child.identity.pid)
      }
    }
    return found
  }

  /// Ends with SIGKILL each of `processes` that still runs as the same process.
  static func end(_ processes: Set<ProcessIdentity>) {
    for process in processes {
      guard let now = entry(process.pid), now.identity == process, !now.isZombie else { continue }
      kill(process.pid, SIGKILL)
    }
  }
}
