import Foundation

/// What `KeptFile.load(_:)` found.
public enum KeptFileLoad<Contents> {
  /// No file: the first run, or a state folder somewhere new.
  case nothingSaved
  /// The file, as `decode` read it.
  case loaded(Contents)
  /// A file that is not the app's; `keptAs` is its new name, `nil` when the folder would
  /// not let it be renamed (it then stays, and no save overwrites it).
  case setAside(problem: KeptFileProblem, keptAs: URL?)
}

extension KeptFileLoad: Sendable where Contents: Sendable {}

extension KeptFileLoad {
  /// What became of a file set aside, in a few words: "kept as order.bad-1".
  public static func keptAsText(_ keptAs: URL?) -> String {
    keptAs.map { "kept as \($0.lastPathComponent)" } ?? "left in place"
  }

  /// Whether there was a file: loaded or set aside.
  public var foundAFile: Bool {
    if case .nothingSaved = self { false } else { true }
  }

  /// Why nothing was loaded, in a few words for the user: "none saved", or what is wrong
  /// with the file and what became of it ("it is empty; kept as order.bad-1"); `nil` when
  /// the contents were loaded.
  public var whyNotLoaded: String? {
    switch self {
    case .nothingSaved: "none saved"
    case .loaded: nil
    case .setAside(let problem, let keptAs): "\(problem); \(Self.keptAsText(keptAs))"
    }
  }
}
