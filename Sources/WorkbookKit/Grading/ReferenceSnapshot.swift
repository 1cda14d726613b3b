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
/// Each file is known by what `stat` says of it: its inode, its size and the time its
/// inode last changed, which every write, rename or change of mode moves and which a
/// program without the system's own rights cannot set back (`touch` sets the other
/// times, not this one).
struct ReferenceSnapshot: Equatable {
  var files: [String: FileIdentity]
  var products: [String: FileIdentity]

  /// What `stat` says of a file that no rewrite leaves as it was.
  struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var mode: UInt32
    var changed: Int64
    var changedNanoseconds: Int

    init?(_ path: String) {
      var status = stat()
      guard lstat(path, &status) == 0 else { return nil }
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
      size = Int64(status.st_size)
      mode = UInt32(status.st_mode)
      #if canImport(Darwin)
        changed = Int64(status.st_ctimespec.tv_sec)
        changedNanoseconds = Int(status.st_ctimespec.tv_nsec)
      #else
        changed = Int64(status.st_ctim.tv_sec)
        changedNanoseconds = Int(status.st_ctim.tv_nsec)
      #endif
    }
  }

  /// The folders at the top of a reference that are not its files: its build's, and a
  /// clone's repository.
  static let notItsFiles: Set<String> = [".build", ".swiftpm", ".git"]

  /// `folder`'s files now, and of `products` (the built library's folder) the library
  /// and the modules.
  init(folder: URL, products productsFolder: URL, modules: URL) throws {
    files = Self.files(in: folder)
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

  /// Every file under `folder` but the folders at its top that are not its files, by
  /// path from it (a link as itself: one put in a file's place is a change).
  private static func files(in folder: URL) -> [String: FileIdentity] {
    var files: [String: FileIdentity] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return files }
    while let path = walker.nextObject() as? String {
      let type = walker.fileAttributes?[.type] as? FileAttributeType
      if type == .typeDirectory {
        if !path.contains("/") && notItsFiles.contains(path) { walker.skipDescendants() }
        continue
      }
      files[path] = FileIdentity(folder.appendingPathComponent(path).path)
    }
    return files
  }
}
