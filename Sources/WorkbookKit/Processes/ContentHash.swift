/// A 64-bit FNV-1a hash of bytes: enough to notice that files changed, cheap enough to
/// run over every chapter source before each check. Not for security.
struct ContentHash {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
  }

  /// Adds `text` and a separator, so that "ab" + "c" and "a" + "bc" differ.
  mutating func add(_ text: String) {
    add(text.utf8)
    add(CollectionOfOne(0))
  }

  var hex: String { String(value, radix: 16) }
}
