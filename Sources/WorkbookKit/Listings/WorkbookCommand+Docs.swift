import Foundation

extension WorkbookCommand {
  /// `workbook docs [--fix]`: the listings check of the chapters.
  static func docs(root: URL, fix: Bool, build: Bool, console: Console) -> Int32 {
    if build, let failure = buildPackage(at: root, console: console) {
      return fail(console, failure, root: root)
    }
    let products = PackageLocation.productsDirectory()
    let listings = ChapterListings(packageRoot: root) { command in
      try PackageLocation.runShown(command, productsDirectory: products)
    }
    do {
      var total = 0
      for path in try listings.chapterPaths() {
        let (problems, fixed) = try listings.check(chapter: path)
        total += problems.count
        for problem in problems { console.print("\(problem)") }
        if fix && !problems.isEmpty {
          try fixed.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
          console.print("\(path): rewrote \(problems.count) block(s)")
        }
      }
      if total == 0 {
        console.print("docs: every listing and shown output matches")
        return 0
      }
      guard fix else {
        console.print(
          "docs: \(total) stale block(s); 'swift run workbook docs --fix' rewrites them")
        return 1
      }
      // What a rewrite cannot mend (a missing region, a program that failed) remains.
      var remaining = 0
      for path in try listings.chapterPaths() {
        remaining += try listings.check(chapter: path).problems.count
      }
      if remaining == 0 {
        console.print("docs: every stale block rewritten; every listing and shown output matches")
        return 0
      }
      console.print("docs: \(remaining) problem(s) a rewrite cannot fix remain; see above")
      return 1
    } catch {
      return fail(console, error, root: root)
    }
  }
}

extension WorkbookCommand {
  /// Runs `swift build` (of one product, or of everything) so that what the command
  /// uses is current. Returns what went wrong, or `nil`.
  static func buildPackage(at root: URL, product: String? = nil, console: Console)
    -> WorkbookError?
  {
    guard let swift = ProcessRunner.find("swift") else {
      return WorkbookError(
        "'swift' is not on PATH, so the chapters cannot be built",
        exitStatus: ExitStatus.noToolchain)
    }
    // Build what this workbook binary was built as (`debug` or `release`), since the
    // programs and the library it uses are the ones beside it.
    let configuration = PackageLocation.productsDirectory().lastPathComponent
    let arguments =
      ["build"] + (configuration == "release" ? ["-c", "release"] : [])
      + (product.map { ["--product", $0] } ?? [])
    console.errors("workbook: swift \(arguments.joined(separator: " ")) …\n")
    do {
      let result = try ProcessRunner.runBuildTool(
        swift, arguments: arguments, in: root, timeout: .seconds(1800))
      guard result.status == 0 else {
        return WorkbookError(
          "swift build failed:\n\(result.standardOutput)\(result.standardError)")
      }
      return nil
    } catch {
      return WorkbookError(
        "could not run swift build: " + WorkbookError.plain(error, relativeTo: root))
    }
  }
}
