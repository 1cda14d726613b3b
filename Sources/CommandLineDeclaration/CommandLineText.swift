/// What a usage error may repeat of the command line it refuses.
public enum CommandLineText {
  /// The longest text an error message repeats back whole.
  public static let excerptLength = 40

  /// `text` as an error message can repeat it: its start with an ellipsis and its length
  /// when it is too long to read, control characters escaped so they cannot act on the
  /// terminal, and invisible ones (a right-to-left override, a line separator) escaped
  /// so they cannot disguise what was typed.
  public static func excerpt(of text: some StringProtocol) -> String {
    let shown = text.prefix(excerptLength).unicodeScalars.map {
      isHidden($0) ? $0.escaped(asASCII: true) : String($0)
    }.joined()
    guard text.count > excerptLength else { return shown }
    return "\(shown)… (\(text.count) characters)"
  }

  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
