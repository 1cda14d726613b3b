import CommandLineDeclaration
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A problem the `workbook` tool reports and stops at, with the exit status it ends in.
public struct WorkbookError: Error, CustomStringConvertible, Equatable, Sendable {
  public var description: String
  public var exitStatus: Int32

  public init(_ description: String, exitStatus: Int32 = ExitStatus.failed) {
    self.description = description
    self.exitStatus = exitStatus
  }

  /// `swiftc` is not on `PATH`: nothing can be checked, and that is not the exercise's
  /// fault, so an autograder must be able to tell it from a failing exercise.
  public static let noCompiler = WorkbookError(
    "swiftc is not on PATH: the Swift toolchain is needed to check exercises",
    exitStatus: ExitStatus.noToolchain)
}

/// The exit statuses of `workbook`, as its help and the README's classroom section
/// list them.
public enum ExitStatus {
  /// Done, or the exercise passes.
  public static let ok: Int32 = 0
  /// The exercise does not pass, or the command could not do what it was asked.
  public static let failed: Int32 = 1
  /// `swiftc` or `swift` is not on `PATH`.
  public static let noToolchain: Int32 = 3
}

extension WorkbookError {
  /// `error` in words a learner can act on: for a file system error, the file (relative
  /// to `root`) and what is wrong with it, never Foundation's error domain and code.
  public static func plain(_ error: any Error, relativeTo root: URL?) -> String {
    if let error = error as? WorkbookError { return error.description }
    if let error = error as? DecodingError { return plain(error) }
    let cocoa = error as NSError
    guard cocoa.domain == NSCocoaErrorDomain else { return cocoa.localizedDescription }
    let path = (cocoa.userInfo[NSFilePathErrorKey] as? String).map { shown($0, relativeTo: root) }
    let reason = systemReason(of: cocoa) ?? cocoaReason(of: cocoa)
    return path.map { "\($0): \(reason)" } ?? reason
  }

  /// `error`, which happened to `file`, in plain words that name the file even when the
  /// error itself does not (a decoding error does not).
  public static func plain(_ error: any Error, about file: URL, relativeTo root: URL?) -> String {
    let words = plain(error, relativeTo: root)
    let name = shown(file.standardizedFileURL.path, relativeTo: root)
    return words.hasPrefix(name + ":") ? words : "\(name): \(words)"
  }

  private static func shown(_ path: String, relativeTo root: URL?) -> String {
    guard let root = root?.standardizedFileURL.path, path.hasPrefix(root + "/") else {
      return path
    }
    return String(path.dropFirst(root.count + 1))
  }

  /// The system's own words, when a system call failed underneath: "is a directory".
  private static func systemReason(of error: NSError) -> String? {
    guard let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error) as NSError?,
      underlying.domain == NSPOSIXErrorDomain
    else { return nil }
    let words = String(cString: strerror(Int32(underlying.code)))
    return words.prefix(1).lowercased() + words.dropFirst()
  }

  private static func cocoaReason(of error: NSError) -> String {
    switch CocoaError.Code(rawValue: error.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: "does not exist"
    case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
    case .fileWriteOutOfSpace: "the disk is full"
    case .fileWriteVolumeReadOnly: "the disk is read-only"
    case .fileWriteFileExists: "already exists"
    case .fileReadCorruptFile, .fileReadInapplicableStringEncoding: "is not readable text"
    default: error.code >= 512 ? "cannot be written" : "cannot be read"
    }
  }

  private static func plain(_ error: DecodingError) -> String {
    func place(_ context: DecodingError.Context) -> String {
      let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      return path.isEmpty ? "" : " at \(path.joined().drop { $0 == "." })"
    }
    switch error {
    case .dataCorrupted(let context): return "is not valid JSON\(place(context))"
    case .keyNotFound(let key, let context): return "lacks “\(key.stringValue)”\(place(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "has a value of the wrong kind\(place(context))"
    @unknown default: return "is not what was expected"
    }
  }
}
