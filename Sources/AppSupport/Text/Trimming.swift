extension StringProtocol {
  /// The text without blanks and line breaks at either end (a no-break space and the
  /// other Unicode blanks too). It goes a `Character` at a time, so a blank that carries
  /// a combining mark goes whole, never leaving the mark behind.
  public var trimmed: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
