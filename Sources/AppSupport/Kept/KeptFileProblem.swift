/// Why a kept file is not the app's, or could not be read. The file is set aside.
public enum KeptFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing but white space, or no bytes at all (a crash while it was created).
  case empty
  /// Broken, cut short, or missing a field.
  case unreadable(String)
  /// Written by a later version of the program, which writes `version`; this one knows
  /// `newest`.
  case newerVersion(Int, newest: Int)
  /// A folder, a device, a link, or far larger than any file this program writes.
  case notOurs(String)
  /// A file, or the folder it is in, that this user cannot read, and the system's reason.
  case cannotRead(String)

  public var description: String {
    switch self {
    case .empty: "it is empty"
    case .unreadable(let reason): "it is unreadable: \(reason)"
    case .newerVersion(let version, let newest):
      "it is version \(version), newer than this program's \(newest)"
    case .notOurs(let reason): "it is no file of this app's: \(reason)"
    case .cannotRead(let reason): "it cannot be read: \(reason)"
    }
  }
}
