import CommandLineDeclaration
import Foundation

/// One chapter's proof table and its recorded mutants, read from the package.
public struct ChapterMutants: Sendable {
  /// The chapter's file name without `.md`, such as `01-MVC`.
  public var name: String
  public var table: ProofTable
  public var file: MutantFile
  /// Where its mutants are kept, relative to the package root.
  public var mutantsPath: String

  /// Where a chapter's mutants live: `Tests/Mutants/<chapter>.mutants`. Beside the
  /// tests but in no test target, because a row's tests may sit in several targets.
  public static let folder = "Tests/Mutants"

  public init(name: String, table: ProofTable, file: MutantFile, mutantsPath: String) {
    self.name = name
    self.table = table
    self.file = file
    self.mutantsPath = mutantsPath
  }

  /// Every chapter of `root` that has a proof table, the pattern chapters
  /// (`Chapters/NN-Name.md`) in order and then the appendices (`Chapters/A1-Platform.md`),
  /// each with its mutants (none when it has no `.mutants` file).
  public static func all(in root: URL) throws -> [ChapterMutants] {
    let chapters = root.appendingPathComponent("Chapters")
    let names = try FileManager.default.contentsOfDirectory(atPath: chapters.path)
      .filter { $0.hasSuffix(".md") && isChapterOrAppendix($0) }
      .sorted()
    var found: [ChapterMutants] = []
    for fileName in names {
      let text = try String(
        contentsOf: chapters.appendingPathComponent(fileName), encoding: .utf8)
      let table = ProofTable(chapter: text)
      if table.rows.isEmpty { continue }
      let name = String(fileName.dropLast(3))
      let path = "\(folder)/\(name).mutants"
      let url = root.appendingPathComponent(path)
      var file = MutantFile()
      if FileManager.default.fileExists(atPath: url.path) {
        do {
          file = try MutantFile(parsing: try String(contentsOf: url, encoding: .utf8))
        } catch {
          throw WorkbookError("\(path): \(error)")
        }
      }
      found.append(ChapterMutants(name: name, table: table, file: file, mutantsPath: path))
    }
    return found
  }

  /// Whether `fileName` is a numbered chapter's (`03-Facade.md`) or an appendix's
  /// (`A1-Platform.md`): a number, or `A` and a number, before the first hyphen.
  public static func isChapterOrAppendix(_ fileName: String) -> Bool {
    guard let hyphen = fileName.firstIndex(of: "-") else { return false }
    var number = fileName[..<hyphen]
    if number.first == "A" { number = number.dropFirst() }
    return !number.isEmpty && number.allSatisfy(\.isNumber)
  }

  /// The test targets its mutants' filters name (`StrategyTests.OrderLawTests` is in
  /// `StrategyTests`): what a scratch copy for its trials is narrowed to.
  public var testTargets: Set<String> {
    Set(
      file.mutants.flatMap(\.tests).compactMap { filter in
        filter.split(separator: ".").first.map(String.init)
      })
  }

  /// Whether `keepingMutants(titled:)` left some of the chapter's mutants out, so that
  /// its rows' coverage is not the chapter's to judge.
  public private(set) var isNarrowed = false

  /// The chapter with only the mutants whose title matches `pattern`, a regular
  /// expression found anywhere in it, in any case (`online|offline`), or every one
  /// when `pattern` is `nil`.
  public func keepingMutants(titled pattern: String?) -> ChapterMutants {
    guard let pattern else { return self }
    var narrowed = self
    narrowed.file.mutants = file.mutants.filter {
      $0.title.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
    }
    narrowed.isNarrowed = true
    return narrowed
  }

  /// The chapter with only its mutants in `share`, or every one when `share` is `nil`.
  public func keepingMutants(in share: MutantShare?) -> ChapterMutants {
    guard let share else { return self }
    var narrowed = self
    narrowed.file.mutants = file.mutants.enumerated().filter { share.contains($0.offset) }
      .map(\.element)
    narrowed.isNarrowed = true
    return narrowed
  }

  /// The chapters of `all` that `selector` names: one, or several separated by commas
  /// (`singleton,facade`), in the order of `all`.
  /// - Throws: a usage error naming the first name that is no chapter's.
  public static func named(by selector: String, among all: [ChapterMutants]) throws
    -> [ChapterMutants]
  {
    let names = selector.split(separator: ",").map(String.init)
    let chapters = all.map { $0.name.split(separator: "-").dropFirst().joined(separator: "-") }
    guard !names.isEmpty else {
      throw WorkbookError(
        "'\(selector)' names no chapter: the chapters are \(chapters.joined(separator: ", "))",
        exitStatus: CommandLineError.usageExitStatus)
    }
    for name in names where !all.contains(where: { $0.isNamed(by: name) }) {
      throw WorkbookError(
        "no chapter '\(name)': the chapters are \(chapters.joined(separator: ", "))",
        exitStatus: CommandLineError.usageExitStatus)
    }
    return all.filter { chapter in names.contains { chapter.isNamed(by: $0) } }
  }

  /// Whether `selector` names this chapter: its number (`1`, `01`, `a1`), its name in
  /// any case (`mvc`, `MVC`, `platform`), or its whole file name (`01-MVC`).
  public func isNamed(by selector: String) -> Bool {
    let wanted = selector.lowercased()
    let parts = name.split(separator: "-", maxSplits: 1).map { $0.lowercased() }
    guard parts.count == 2 else { return name.lowercased() == wanted }
    let sameNumber = Int(wanted).map { Int(parts[0]) == $0 } ?? false
    return name.lowercased() == wanted || parts[0] == wanted || parts[1] == wanted || sameNumber
  }

  /// What is wrong between the table and the records, one sentence each: a mutant
  /// whose row matches no row or several, one for a language fact, an owed row that
  /// has a mutant or matches nothing, a design row with neither mutant nor owed line.
  public func problems() -> [String] {
    var problems: [String] = []
    var covered = Set<Int>()
    for mutant in file.mutants {
      let rows = table.rows(matching: mutant.row)
      let place = "\(mutantsPath):\(mutant.line) ('\(mutant.title)')"
      switch rows.count {
      case 0: problems.append("\(place): its row '\(mutant.row)' is in no row of the table")
      case 1 where rows[0].isLanguageFact:
        problems.append(
          "\(place): its row (\(name).md:\(rows[0].line)) is marked as a language fact, "
            + "which no change to the workbook's code can break")
      case 1: covered.insert(rows[0].line)
      default:
        let lines = rows.map { "\($0.line)" }.joined(separator: ", ")
        problems.append("\(place): its row '\(mutant.row)' is in several rows (lines \(lines))")
      }
    }
    var owed = Set<Int>()
    for reference in file.owed {
      let rows = table.rows(matching: reference)
      guard rows.count == 1 else {
        problems.append(
          "\(mutantsPath): the owed row '\(reference)' is in \(rows.count) rows of the table, not 1"
        )
        continue
      }
      if covered.contains(rows[0].line) {
        problems.append(
          "\(mutantsPath): the row '\(reference)' is owed a mutant but has one: drop its 'owed:'")
      }
      owed.insert(rows[0].line)
    }
    for row in table.rows where !row.isLanguageFact {
      if !covered.contains(row.line) && !owed.contains(row.line) {
        problems.append(
          "\(name).md:\(row.line): the row has no mutant in \(mutantsPath) "
            + "(nor an 'owed:' line, nor the mark \(ProofTable.languageFactMarker)): |\(row.text)|")
      }
    }
    return problems
  }
}
