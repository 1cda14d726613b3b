import POSIXCalls

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AlbumServer {
  /// Where covers are served: `GET /covers/<name>.ppm`.
  public static let coversPath = "/covers/"

  /// Answers `GET /covers/<name>.ppm` with the cover's picture and returns `true`;
  /// returns `false` for any other request, which is answered as before.
  func serveCover(_ request: Request, to client: Int32) -> Bool {
    guard request.method == "GET", request.path.hasPrefix(Self.coversPath) else { return false }
    let name = String(request.path.dropFirst(Self.coversPath.count))
    guard let picture = CoverArt.ppm(named: name) else { return false }
    let head =
      "HTTP/1.1 200 OK\r\nContent-Type: image/x-portable-pixmap\r\n"
      + "Content-Length: \(picture.count)\r\nConnection: close\r\n\r\n"
    sendAll(Array(head.utf8) + picture, to: client)
    return true
  }

  /// Writes every byte, or stops when the client has gone.
  func sendAll(_ bytes: [UInt8], to client: Int32) {
    bytes.withUnsafeBytes { buffer in
      _ = POSIXCalls.writeAll(buffer) { POSIXCalls.send(client, $0) }
    }
  }
}

/// Generated cover art, made up for the workbook (no album's real cover): a diagonal
/// blend of two colours picked from the file name, with a disc of the first one's
/// opposite in the middle, so
/// each album has its own picture and the same one every time.
public enum CoverArt {
  /// The side of a cover, in pixels.
  public static let side = 24

  /// The picture for `name` as a binary PPM, or `nil` for a name that is not
  /// `<something>.ppm` or that tries to leave the covers folder.
  public static func ppm(named name: String) -> [UInt8]? {
    guard name.hasSuffix(".ppm"), name.count > 4, !name.contains("/"), !name.hasPrefix(".")
    else { return nil }
    let seed = fnv1a(name)
    let first = palette(seed), second = palette(seed >> 24)
    let disc = first.map { 255 - $0 }  // the first colour's opposite, to stand out
    var bytes = Array("P6\n\(side) \(side)\n255\n".utf8)
    let centre = Double(side - 1) / 2
    for y in 0..<side {
      for x in 0..<side {
        let dx = Double(x) - centre, dy = Double(y) - centre
        let isDisc = (dx * dx + dy * dy).squareRoot() < Double(side) / 4
        let mix = Double(x + y) / Double(2 * side - 2)
        for channel in 0..<3 {
          let blended = Double(first[channel]) * (1 - mix) + Double(second[channel]) * mix
          bytes.append(isDisc ? disc[channel] : UInt8(blended))
        }
      }
    }
    return bytes
  }

  /// A colour from 24 bits of `seed`, kept away from black so covers stay visible.
  private static func palette(_ seed: UInt64) -> [UInt8] {
    [16, 8, 0].map { UInt8(64 + ((seed >> $0) & 0xFF) * 3 / 4) }
  }

  /// FNV-1a: a hash that is the same in every run (Swift's `Hasher` is not).
  private static func fnv1a(_ text: String) -> UInt64 {
    text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
  }
}
