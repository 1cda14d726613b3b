import Foundation

/// One classroom exercise, as `Exercises/exercises.json` lists it.
public struct Exercise: Codable, Equatable, Sendable {
  /// `facade-2`: the chapter's name and the exercise's place in it.
  public var id: String
  /// The chapter's pattern, as its source folder is named: `Facade`.
  public var chapter: String
  public var title: String
  /// The files the learner edits, in `Exercises/<id>/`; each has its marked reference
  /// in `Exercises/<id>/.meta/`.
  public var files: [String]
  /// What `workbook hint` gives, one step at a time: first a question, then the idea,
  /// never the code.
  public var hints: [String]
  /// The fingerprint (`ProgressStore.fingerprint`) of the starter's files: how an
  /// assignment template, which has no `.meta` folders, still tells an untouched
  /// starter. `workbook template` writes it.
  public var starter: String?

  public init(
    id: String, chapter: String, title: String, files: [String], hints: [String],
    starter: String? = nil
  ) {
    self.id = id
    self.chapter = chapter
    self.title = title
    self.files = files
    self.hints = hints
    self.starter = starter
  }
}

/// A chapter that exercises belong to.
public struct ChapterInfo: Equatable, Sendable {
  public var number: Int
  public var name: String
  public var document: String
}

/// The ordered list of exercises, and where they live.
public struct ExerciseCatalog: Sendable {
  public static let chapters = [
    ChapterInfo(number: 1, name: "MVC", document: "Chapters/01-MVC.md"),
    ChapterInfo(number: 2, name: "Singleton", document: "Chapters/02-Singleton.md"),
    ChapterInfo(number: 3, name: "Facade", document: "Chapters/03-Facade.md"),
    ChapterInfo(number: 4, name: "Decorator", document: "Chapters/04-Decorator.md"),
    ChapterInfo(number: 5, name: "Adapter", document: "Chapters/05-Adapter.md"),
    ChapterInfo(number: 6, name: "Observer", document: "Chapters/06-Observer.md"),
    ChapterInfo(number: 7, name: "Memento", document: "Chapters/07-Memento.md"),
    ChapterInfo(number: 8, name: "Command", document: "Chapters/08-Command.md"),
    ChapterInfo(number: 9, name: "Strategy", document: "Chapters/09-Strategy.md"),
    ChapterInfo(number: 10, name: "Composite", document: "Chapters/10-Composite.md"),
    ChapterInfo(
      number: 11, name: "ChainOfResponsibility",
      document: "Chapters/11-ChainOfResponsibility.md"),
    ChapterInfo(number: 12, name: "State", document: "Chapters/12-State.md"),
    ChapterInfo(number: 13, name: "Iterator", document: "Chapters/13-Iterator.md"),
    ChapterInfo(number: 14, name: "Visitor", document: "Chapters/14-Visitor.md"),
    ChapterInfo(number: 15, name: "Interpreter", document: "Chapters/15-Interpreter.md"),
    ChapterInfo(number: 16, name: "Mediator", document: "Chapters/16-Mediator.md"),
    ChapterInfo(number: 17, name: "TemplateMethod", document: "Chapters/17-TemplateMethod.md"),
  ]

  public let packageRoot: URL
  public let exercises: [Exercise]
  /// In an assignment template, the template's fingerprint (`TemplateFingerprint`),
  /// which `workbook template` writes: what grading takes for the template.
  public let template: String?

  /// A catalog of `exercises` whose files are under `packageRoot`, as given.
  init(exercises: [Exercise], packageRoot: URL, template: String? = nil) {
    self.exercises = exercises
    self.packageRoot = packageRoot
    self.template = template
  }

  /// Reads `Exercises/exercises.json` under `packageRoot`.
  public init(packageRoot: URL) throws {
    self.packageRoot = packageRoot
    let list = packageRoot.appendingPathComponent("Exercises/exercises.json")
    struct File: Codable {
      var exercises: [Exercise]
      var template: String?
    }
    do {
      let file = try JSONDecoder().decode(File.self, from: Data(contentsOf: list))
      exercises = file.exercises
      template = file.template
    } catch let error as DecodingError {
      throw WorkbookError("Exercises/exercises.json " + WorkbookError.plain(error, relativeTo: nil))
    } catch {
      throw WorkbookError("cannot read " + WorkbookError.plain(error, relativeTo: packageRoot))
    }
    try validate()
  }

  /// Unique ids, known chapters, each learner file named once: what the commands rely on.
  private func validate() throws {
    var ids = Set<String>()
    for exercise in exercises {
      guard ids.insert(exercise.id).inserted else {
        throw WorkbookError("Exercises/exercises.json lists \(exercise.id) twice")
      }
      guard Self.chapters.contains(where: { $0.name == exercise.chapter }) else {
        throw WorkbookError("\(exercise.id): no chapter called '\(exercise.chapter)'")
      }
      guard !exercise.files.isEmpty, Set(exercise.files).count == exercise.files.count else {
        throw WorkbookError("\(exercise.id): its files must be named, each once")
      }
    }
  }

  public func exercise(_ id: String) -> Exercise? {
    exercises.first { $0.id == id }
  }

  public func chapter(of exercise: Exercise) -> ChapterInfo? {
    Self.chapters.first { $0.name == exercise.chapter }
  }

  /// `Exercises/<id>/`.
  public func directory(of exercise: Exercise) -> URL {
    packageRoot.appendingPathComponent("Exercises/\(exercise.id)")
  }

  /// The learner's files as they are now, by name; a missing file, or one that is not
  /// a plain file (a pipe would block the read for ever), reads as empty.
  public func currentFiles(of exercise: Exercise) -> [String: String] {
    Dictionary(
      uniqueKeysWithValues: exercise.files.map { name in
        let url = directory(of: exercise).appendingPathComponent(name)
        guard Self.isPlainFile(url) else { return (name, "") }
        return (name, (try? String(contentsOf: url, encoding: .utf8)) ?? "")
      })
  }

  /// Whether `url` is a regular file, after symbolic links: not a folder, a pipe or a
  /// device.
  static func isPlainFile(_ url: URL) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: url.resolvingSymlinksInPath().path)
    return attributes?[.type] as? FileAttributeType == .typeRegular
  }

  /// The learner's files as the starter or the solution has them, by name.
  public func referenceFiles(of exercise: Exercise, _ version: SolutionMarkers.Version) throws
    -> [String: String]
  {
    var files: [String: String] = [:]
    for name in exercise.files {
      let url = directory(of: exercise).appendingPathComponent(".meta/\(name)")
      let marked: String
      do {
        marked = try String(contentsOf: url, encoding: .utf8)
      } catch {
        let missing = !FileManager.default.fileExists(atPath: url.path)
        throw WorkbookError(
          "\(exercise.id): "
            + (missing
              ? "Exercises/\(exercise.id)/.meta/\(name) is missing"
              : WorkbookError.plain(error, about: url, relativeTo: packageRoot)))
      }
      files[name] = try SolutionMarkers.extract(
        version, from: marked, file: "Exercises/\(exercise.id)/.meta/\(name)")
    }
    return files
  }

  /// Whether any exercise has its reference in `Exercises/<id>/.meta/`: false in an
  /// assignment template.
  public var hasReferenceSolutions: Bool {
    exercises.contains {
      FileManager.default.fileExists(atPath: directory(of: $0).appendingPathComponent(".meta").path)
    }
  }

  /// Whether the learner's files are still exactly the starter: as the reference in
  /// `.meta` has it, or, without it, as the catalog's fingerprint of the starter says.
  public func isUntouched(_ exercise: Exercise) -> Bool {
    if let starter = try? referenceFiles(of: exercise, .starter) {
      return starter == currentFiles(of: exercise)
    }
    return exercise.starter == ProgressStore.fingerprint(currentFiles(of: exercise))
  }
}
