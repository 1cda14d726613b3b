import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The reference as grading began: every file of it (but its build folders), and the
/// built library and modules the checks link against, so that before each exercise
/// the grader can tell that nothing changed them since. A learner's code that found
/// the reference from its working folder and rewrote a later exercise's checks, or
/// the library, is caught before those checks are compiled.
///
/// The files are kept whole and compared byte for byte; the built products, which are
/// large, by what `stat` says of them: the inode and the change time, which a
/// program without the system's own rights cannot set back.
struct ReferenceSnapshot: Equatable {
  var files: [String: Data]
  var products: [String: FileIdentity]

  /// What `stat` says of a file that no rewrite leaves as it was.
  struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var changed: Int64
    var changedNanoseconds: Int

    init?(_ path: String) {
      var status = stat()
      guard lstat(path, &status) == 0 else { return nil }
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
      size = Int64(status.st_size)
      #if canImport(Darwin)
        changed = Int64(status.st_ctimespec.tv_sec)
        changedNanoseconds = Int(status.st_ctimespec.tv_nsec)
      #else
        changed = Int64(status.st_ctim.tv_sec)
        changedNanoseconds = Int(status.st_ctim.tv_nsec)
      #endif
    }
  }

  /// The folders at the top of a reference that its build makes: not the reference's.
  static let buildFolders: Set<String> = [".build", ".swiftpm"]

  /// `folder`'s files now, and of `products` (the built library's folder) the library
  /// and the modules.
  init(folder: URL, products productsFolder: URL, modules: URL) throws {
    files = try Self.files(in: folder)
    var identities: [String: FileIdentity] = [:]
    let library = try FileManager.default.contentsOfDirectory(atPath: productsFolder.path)
      .filter { $0.hasPrefix("libBlueLibrary.") }
      .map { productsFolder.appendingPathComponent($0).path }
    let moduleFiles = (FileManager.default.enumerator(atPath: modules.path)?.allObjects ?? [])
      .compactMap { $0 as? String }.map { modules.appendingPathComponent($0).path }
    for path in library + moduleFiles { identities[path] = FileIdentity(path) }
    products = identities
  }

  /// What differs in `now` from this snapshot, as paths: files added, removed or
  /// changed, and products rewritten.
  func differences(from now: ReferenceSnapshot) -> [String] {
    let paths = Set(files.keys).union(now.files.keys)
    let changedFiles = paths.filter { files[$0] != now.files[$0] }.sorted()
    let changedProducts = Set(products.keys).union(now.products.keys)
      .filter { products[$0] != now.products[$0] }.sorted()
    return changedFiles + changedProducts
  }

  /// Every file under `folder` but the build folders at its top, by path from it. A
  /// link is kept as where it points, so a file replaced by one is a change.
  private static func files(in folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return files }
    while let path = walker.nextObject() as? String {
      let type = walker.fileAttributes?[.type] as? FileAttributeType
      if type == .typeDirectory {
        if !path.contains("/") && buildFolders.contains(path) { walker.skipDescendants() }
        continue
      }
      let full = folder.appendingPathComponent(path).path
      if type == .typeSymbolicLink {
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? ""
        files[path] = Data(("link:" + target).utf8)
      } else if type == .typeRegular {
        files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
      } else {
        files[path] = Data("not a file".utf8)
      }
    }
    return files
  }
}
