import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The user a grade's checks run as when the grader is root, as it is in a Classroom
/// job's container: `nobody`, by `setpriv`, with no groups and no way to gain rights.
/// Then the learner's code cannot write the reference, its build, the grader, the
/// toolchain, the repository or the job's own files: whatever it tries, the next
/// exercise is graded by what the template made. Elsewhere (no root, no `setpriv`, not
/// Linux, or the reference in a folder `nobody` cannot enter) the checks run with the
/// grader's own rights, and `ReferenceSnapshot` is what notices a change.
struct GradingUser: Sendable {
  var setpriv: URL
  var user: UInt32
  var group: UInt32

  /// `nobody` when this process is root and `setpriv` is there; else `nil`.
  static let current: GradingUser? = {
    #if os(Linux)
      guard geteuid() == 0,
        let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].map(URL.init(fileURLWithPath:))
          .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }),
        let entry = getpwnam("nobody")
      else { return nil }
      return GradingUser(setpriv: setpriv, user: entry.pointee.pw_uid, group: entry.pointee.pw_gid)
    #else
      return nil
    #endif
  }()

  /// The words that run `program` as this user.
  func commandLine(_ program: URL) -> [String] {
    [
      "--reuid=\(user)", "--regid=\(group)", "--clear-groups", "--no-new-privs", "--",
      program.path,
    ]
  }

  /// The first folder on the way to one of `paths` (a folder's own included) that this
  /// user cannot enter, not being searchable by all; `nil` when it can reach them all.
  /// A checks program that could not reach its library or its folder would fail every
  /// check of every learner: then the checks run as the grader, as they do elsewhere.
  func unreachable(_ paths: [URL]) -> URL? {
    for path in paths {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder)
      var folder = path.standardizedFileURL
      if !isFolder.boolValue { folder.deleteLastPathComponent() }
      while folder.path != "/" && !folder.path.isEmpty {
        var status = stat()
        if stat(folder.path, &status) == 0, status.st_mode & S_IXOTH == 0,
          status.st_uid != user
        {
          return folder
        }
        folder.deleteLastPathComponent()
      }
    }
    return nil
  }

  /// A new folder under `parent` that only this user can write: the checks' home and
  /// temporary folder.
  func home(in parent: URL) throws -> URL {
    let home = parent.appendingPathComponent("home")
    try FileManager.default.createDirectory(
      at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    guard chown(home.path, user, group) == 0 else {
      throw WorkbookError("cannot give \(home.path) to the user the checks run as")
    }
    return home
  }
}
