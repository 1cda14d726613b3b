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

  /// Every pattern chapter of `root` that has a proof table (`Chapters/NN-Name.md`),
  /// in order, each with its mutants (none when it has no `.mutants` file).
  public static func all(in root: URL) throws -> [ChapterMutants] {
    let chapters = root.appendingPathComponent("Chapters")
    let names = try FileManager.default.contentsOfDirectory(atPath: chapters.path)
      .filter { $0.hasSuffix(".md") && $0.first?.isNumber == true }
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

  /// Whether `selector` names this chapter: its number (`1`, `01`), its name in any
  /// case (`mvc`, `MVC`), or its whole file name (`01-MVC`).
  public func isNamed(by selector: String) -> Bool {
    let wanted = selector.lowercased()
    let parts = name.split(separator: "-", maxSplits: 1).map { $0.lowercased() }
    guard parts.count == 2 else { return name.lowercased() == wanted }
    return name.lowercased() == wanted || parts[1] == wanted || Int(parts[0]) == Int(wanted)
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
