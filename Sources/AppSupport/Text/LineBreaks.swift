extension Character {
  /// A line break as files write one: `\n`, `\r` or `\r\n` (one `Character` in Swift).
  /// Not `isNewline`, which also takes a vertical tab, a form feed, U+0085 and the
  /// Unicode line and paragraph separators, none of which a text editor breaks a line at
  /// when it numbers lines.
  public var isLineBreak: Bool { self == "\n" || self == "\r\n" || self == "\r" }

  /// A blank between JSON's tokens: a space, a tab or a line break, and nothing else
  /// (RFC 8259); a no-break space there is no JSON.
  public var isJSONBlank: Bool { self == " " || self == "\t" || isLineBreak }
}
