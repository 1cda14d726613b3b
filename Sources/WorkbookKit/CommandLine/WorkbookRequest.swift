import CommandLineDeclaration

/// What a `workbook` command line asks for: one case per subcommand, with its
/// arguments and switches as values, so that running it needs no lookup by name.
/// An exercise id is lower-cased (`MVC-2` means mvc-2) and checked against the
/// exercise list when the command runs.
public enum WorkbookRequest: Equatable, Sendable {
  case help
  case overview
  case list
  case check(id: String?, json: Bool)
  case watch(id: String?)
  case hint(id: String, step: Int)
  case reset(id: String, confirmed: Bool)
  case solution(id: String, force: Bool)
  case report(reference: String?, pin: String? = nil)
  case grade(id: String, reference: String?, pin: String? = nil, json: Bool)
  /// `students`: a folder holding one clone of each student's repository.
  case gradeClass(students: String, reference: String, pin: String?, json: Bool)
  case docs(fix: Bool)
  /// `only`: run just the mutants whose title matches it, a regular expression;
  /// `share`: just one part of each chapter's.
  case mutants(chapter: String?, only: String? = nil, share: MutantShare? = nil)
  /// `mutants --generate`: the generated mutants of the chapters `chapter` names.
  case generatedMutants(chapter: String?, options: GeneratedRunOptions)
  /// `verify`: the exercises `ids` names (all when empty).
  case verify(ids: [String])
  /// `verify --generate`: the generated mutants of the exercises `ids` names (all when
  /// empty).
  case verifyGenerated(ids: [String], options: GeneratedRunOptions)
  case template(confirmed: Bool)
  case classroom(write: Bool)
}

/// A whole `workbook` command line, parsed: the request, and whether to bring the
/// chapters' library up to date first (every command but `--no-build`).
public struct WorkbookCommandLine: Equatable, Sendable {
  public var request: WorkbookRequest
  public var buildsFirst: Bool

  public init(request: WorkbookRequest, buildsFirst: Bool = true) {
    self.request = request
    self.buildsFirst = buildsFirst
  }

  /// The typed request of a command line the declaration accepted.
  init(_ parsed: ParsedCommandLine) throws(CommandLineError) {
    buildsFirst = !parsed.has("--no-build")
    if parsed.wantsHelp {
      request = .help
      return
    }
    let id = parsed.arguments[WorkbookCommand.exerciseID]?.lowercased()
    /// The id of a command that declares it required.
    func requiredID() throws(CommandLineError) -> String {
      guard let id else { throw CommandLineError("\(parsed.command) needs an exercise id") }
      return id
    }
    switch parsed.command {
    case "": request = .overview
    case "list": request = .list
    case "check": request = .check(id: id, json: parsed.has("--json"))
    case "watch": request = .watch(id: id)
    case "hint":
      let step = parsed.arguments["STEP"] ?? "1"
      guard let number = Int(step), number >= 1 else {
        throw CommandLineError(
          "hint's STEP is a step's number, 1 or more, not '\(CommandLineText.excerpt(of: step))'")
      }
      request = .hint(id: try requiredID(), step: number)
    case "reset": request = .reset(id: try requiredID(), confirmed: parsed.has("--yes"))
    case "solution": request = .solution(id: try requiredID(), force: parsed.has("--force"))
    case "report":
      guard parsed.flags["--reference"] != nil || parsed.flags["--pin"] == nil else {
        throw CommandLineError("--pin checks a reference: report grades only with --reference")
      }
      request = .report(reference: parsed.flags["--reference"], pin: parsed.flags["--pin"])
    case "grade":
      request = .grade(
        id: try requiredID(), reference: parsed.flags["--reference"], pin: parsed.flags["--pin"],
        json: parsed.has("--json"))
    case "class":
      request = .gradeClass(
        students: parsed.arguments["STUDENTS"] ?? "", reference: parsed.flags["--reference"] ?? "",
        pin: parsed.flags["--pin"], json: parsed.has("--json"))
    case "docs": request = .docs(fix: parsed.has("--fix"))
    case "mutants" where parsed.has("--generate"):
      guard !parsed.has("--share") else {
        throw CommandLineError(
          "--share parts the recorded mutants; with --generate, --recheck K/N parts the kept outcomes"
        )
      }
      request = .generatedMutants(
        chapter: parsed.arguments["CHAPTER"], options: try Self.generatedOptions(parsed))
    case "mutants":
      for flag in ["--recheck", "--list", "--json"] where parsed.has(flag) {
        throw CommandLineError("\(flag) belongs to mutants --generate")
      }
      request = .mutants(
        chapter: parsed.arguments["CHAPTER"], only: parsed.flags["--only"],
        share: try parsed.flags["--share"].map { text throws(CommandLineError) in
          try MutantShare(parsing: text)
        })
    case "verify" where parsed.has("--generate"):
      request = .verifyGenerated(ids: Self.ids(parsed), options: try Self.generatedOptions(parsed))
    case "verify":
      for flag in ["--only", "--recheck", "--list", "--json"] where parsed.has(flag) {
        throw CommandLineError("\(flag) belongs to verify --generate")
      }
      request = .verify(ids: Self.ids(parsed))
    case "template": request = .template(confirmed: parsed.has("--yes"))
    case "classroom": request = .classroom(write: parsed.has("--write"))
    default:
      // The declaration and this switch name the same commands; a new one needs both.
      throw CommandLineError(
        "unknown command '\(CommandLineText.excerpt(of: parsed.command))'", showsUsage: true)
    }
  }

  /// The exercises `verify` names, `mvc-1,mvc-2`: none for every exercise.
  private static func ids(_ parsed: ParsedCommandLine) -> [String] {
    (parsed.arguments["IDS"] ?? "").lowercased().split(separator: ",").map(String.init)
  }

  /// The options `mutants --generate` and `verify --generate` share.
  private static func generatedOptions(_ parsed: ParsedCommandLine) throws(CommandLineError)
    -> GeneratedRunOptions
  {
    GeneratedRunOptions(
      only: parsed.flags["--only"],
      recheck: try parsed.flags["--recheck"].map { text throws(CommandLineError) in
        try MutantShare(parsing: text)
      }, list: parsed.has("--list"), json: parsed.has("--json"))
  }
}
