import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SafeFile {
  /// Makes `folder` and any folder above it that is missing, for this user only (the
  /// XDG spec's 0700 for state).
  ///
  /// - Throws: `FileWriteError` naming the folder that could not be made, or saying
  ///   that something other than a folder is in the way.
  public static func makeFolders(_ folder: URL) throws(FileWriteError) {
    var path = ""
    for component in folder.standardizedFileURL.pathComponents.dropFirst() {
      path += "/" + component
      guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
        throw FileWriteError(step: "cannot make \(path)")
      }
    }
    var info = stat()
    guard stat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw FileWriteError("cannot make \(folder.path): not a folder")
    }
  }

  // snippet.setAside
  /// Renames `file` to the first free `NAME.bad-N` beside it, N counting from 1, and
  /// returns the new name; `nil` when the folder refuses (the file is then where it
  /// was). `link` refuses a name that exists, so no earlier kept file is ever replaced.
  public static func setAside(_ file: URL) -> URL? {
    let folder = file.deletingLastPathComponent()
    for number in 1...1000 {
      let kept = folder.appendingPathComponent("\(file.lastPathComponent).bad-\(number)")
      if link(file.path, kept.path) == 0 {
        _ = unlink(file.path)
        return kept
      }
      if errno == EEXIST { continue }
      // Not a file link can take (a folder): rename, having checked the name is free.
      var info = stat()
      if lstat(kept.path, &info) != 0, errno == ENOENT, rename(file.path, kept.path) == 0 {
        return kept
      }
      break
    }
    return nil
  }
  // snippet.end
}
