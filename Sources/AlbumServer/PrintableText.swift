/// Text from the network, made safe to print on an operator's terminal.
///
/// A request is bytes chosen by whoever sent it. Printed raw, control characters in it
/// could clear the screen, set the window title or fake a line, so every control
/// character becomes an escape (`\n`, `\r`, `\t`, `\u{1B}`; `\\` for a backslash, so
/// escapes cannot be forged), and so does every invisible format character (a
/// right-to-left override `\u{202E}`) and line separator; every byte that is not UTF-8
/// becomes `\xFF`.
public func printable(_ bytes: some Collection<UInt8>) -> String {
  var text = ""
  var parser = Unicode.UTF8.ForwardParser()
  var input = bytes.makeIterator()
  var offset = bytes.startIndex
  while true {
    switch parser.parseScalar(from: &input) {
    case .valid(let encoded):
      text += escaped(Unicode.UTF8.decode(encoded))
      offset = bytes.index(offset, offsetBy: encoded.count)
    case .error(let length):
      let end = bytes.index(offset, offsetBy: length)
      for byte in bytes[offset..<end] {
        text += "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
      offset = end
    case .emptyInput:
      return text
    }
  }
}

private func escaped(_ scalar: Unicode.Scalar) -> String {
  switch scalar {
  case "\\": return "\\\\"
  case "\n": return "\\n"
  case "\r": return "\\r"
  case "\t": return "\\t"
  default:
    // C0 controls, DEL and the C1 controls (Cc); format characters such as the bidi
    // overrides, which reorder the rest of a line (Cf); line and paragraph separators.
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator:
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default:
      return String(scalar)
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
