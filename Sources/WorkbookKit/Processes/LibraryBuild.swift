import Foundation

/// Whether the chapters' library beside this program was built from the sources as they
/// are now, so that `workbook check` can skip its `swift build` when nothing changed.
///
/// It compares a hash of the contents of `Package.swift` and every file under `Sources/`
/// (not their timestamps: a checkout, a copy or an editor's save-without-change moves
/// those) with the hash recorded after the last build it ran.
struct LibraryBuild {
  let packageRoot: URL
  let productsDirectory: URL

  /// Where the hash of the sources of the last successful build is kept, per
  /// configuration (`debug`, `release`).
  var stamp: URL {
    packageRoot.appendingPathComponent(
      ".build/workbook/library-\(productsDirectory.lastPathComponent).hash")
  }

  /// The hash of the library's sources now.
  func sourcesHash() -> String {
    var hash = ContentHash()
    let files = FileManager.default
    hash.add(productsDirectory.path)
    let sources = packageRoot.appendingPathComponent("Sources")
    var paths = ["Package.swift"]
    if let walker = files.enumerator(atPath: sources.path) {
      while let path = walker.nextObject() as? String { paths.append("Sources/" + path) }
    }
    for path in paths.sorted() {
      let url = packageRoot.appendingPathComponent(path)
      guard let data = files.contents(atPath: url.path) else { continue }
      hash.add(path)
      hash.add(data)
    }
    return hash.hex
  }

  /// Whether the library exists and was built from sources with this hash.
  func isCurrent(sourcesHash: String) -> Bool {
    guard FileManager.default.fileExists(atPath: library.path),
      let recorded = try? String(contentsOf: stamp, encoding: .utf8)
    else { return false }
    return recorded == sourcesHash
  }

  /// Records that the library was just built from sources with this hash. A stamp that
  /// cannot be written only costs the next check a build.
  func recordBuilt(sourcesHash: String) {
    try? FileManager.default.createDirectory(
      at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? sourcesHash.write(to: stamp, atomically: true, encoding: .utf8)
  }

  private var library: URL {
    #if os(macOS)
      productsDirectory.appendingPathComponent("libBlueLibrary.dylib")
    #else
      productsDirectory.appendingPathComponent("libBlueLibrary.so")
    #endif
  }
}
