extension Character {
  /// How many terminal columns this character takes: 0 for a lone combining mark or
  /// format character, 2 for East Asian wide characters and emoji, 1 otherwise.
  ///
  /// Terminals agree on the East Asian Width property of Unicode (UAX #11) and on
  /// emoji presentation, so those are what decide; a grapheme cluster takes the width
  /// of its first scalar, widened by an emoji presentation selector (U+FE0F).
  public var terminalWidth: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if unicodeScalars.count == 1 {
      switch first.properties.generalCategory {
      case .nonspacingMark, .enclosingMark, .format: return 0
      default: break
      }
    }
    if first.isEastAsianWide || first.properties.isEmojiPresentation { return 2 }
    if unicodeScalars.contains("\u{FE0F}") && first.properties.isEmoji { return 2 }
    return 1
  }
}

extension Unicode.Scalar {
  /// Whether UAX #11 gives this scalar the Wide (W) or Fullwidth (F) property.
  /// The ranges are the blocks that carry W or F as a whole.
  fileprivate var isEastAsianWide: Bool {
    switch value {
    case 0x1100...0x115F,  // Hangul Jamo initial consonants
      0x231A...0x231B, 0x2329...0x232A,
      0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
      0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compat
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xA000...0xA4CF,  // Yi
      0xA960...0xA97F,  // Hangul Jamo extended A
      0xAC00...0xD7A3,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility forms
      0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
      0x16FE0...0x18AFF,  // Tangut and friends
      0x1B000...0x1B2FF,  // Kana supplement and extensions
      0x1F200...0x1F2FF,  // enclosed ideographic supplement
      0x20000...0x2FFFD, 0x30000...0x3FFFD:  // CJK extensions B onwards
      true
    default:
      false
    }
  }
}

extension StringProtocol {
  /// How many terminal columns the text takes on one line.
  public var terminalWidth: Int { reduce(0) { $0 + $1.terminalWidth } }
}
