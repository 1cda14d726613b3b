import Foundation
import WorkbookKit

/// Where the package lives and where `swift build` put its programs and modules.
public enum TestPaths {
  /// The package root, found from this file's own path.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // WorkbookTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The build folder that holds the test bundle, the executables and `Modules/`.
  public static var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      fatalError("no .xctest bundle is loaded")
    #else
      return Bundle.main.executableURL!.resolvingSymlinksInPath().deletingLastPathComponent()
    #endif
  }

  /// The folder of compiled `.swiftmodule` files for compile probes.
  public static var modulesDirectory: URL {
    let modules = productsDirectory.appendingPathComponent("Modules")
    return FileManager.default.fileExists(atPath: modules.path) ? modules : productsDirectory
  }
}
