import Foundation
import WorkbookKit
import WorkbookTestSupport

/// A stand-in for the chapters' library, compiled from `Sources/ExerciseSupport` alone,
/// so that tests which check exercises need no `swift build` of their own.
enum StandInLibrary {
  /// A scratch folder for the tests of this target, removed when the test run exits.
  static let scratch: URL = {
    atexit { try? FileManager.default.removeItem(at: StandInLibrary.scratch) }
    return FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-tests-\(UUID().uuidString)")
  }()

  /// The stand-in library's products folder, built once on first use.
  static let products: Result<URL, WorkbookError> = {
    let products = scratch.appendingPathComponent("products")
    let modules = products.appendingPathComponent("Modules")
    guard let swiftc = ProcessRunner.find("swiftc") else {
      return .failure(WorkbookError("swiftc is not on PATH"))
    }
    #if os(macOS)
      let library = "libBlueLibrary.dylib"
    #else
      let library = "libBlueLibrary.so"
    #endif
    let folder = TestPaths.packageRoot.appendingPathComponent("Sources/ExerciseSupport")
    do {
      let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0).path }
      try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
      let built = try ProcessRunner.run(
        swiftc,
        arguments: [
          "-emit-library", "-emit-module", "-parse-as-library", "-swift-version", "6",
          "-module-name", "ExerciseSupport", "-emit-module-path",
          modules.appendingPathComponent("ExerciseSupport.swiftmodule").path,
          "-o", products.appendingPathComponent(library).path,
        ] + sources, timeout: .seconds(300))
      guard built.status == 0 else { return .failure(WorkbookError(built.standardError)) }
      return .success(products)
    } catch {
      return .failure(WorkbookError("\(error)"))
    }
  }()

  /// Checks that `answer()` is 42 and even, written with `ExerciseSupport`.
  static let checks = """
    import ExerciseSupport

    @main
    struct Checks {
      static func main() async {
        await runChecks([
          Check("the answer is 42") { try expectEqual(answer(), 42, "answer()") },
          Check("the answer is even") { try expect(answer() % 2 == 0, "\\(answer()) is odd") },
        ])
      }
    }
    """
}
