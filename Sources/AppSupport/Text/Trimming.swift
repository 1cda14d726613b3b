extension StringProtocol {
  /// The text without blanks and line breaks at either end (a no-break space and the
  /// other Unicode blanks too), taken a `Character` at a time: a blank that carries a
  /// combining mark is a letter's part, not a blank, so it stays whole.
  public var trimmed: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
