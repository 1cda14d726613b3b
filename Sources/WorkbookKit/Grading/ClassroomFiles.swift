import Foundation

/// The GitHub files a class runs, made from the exercise catalog, so that an exercise
/// added to `Exercises/exercises.json` is graded with no step to remember:
/// `.github/classroom/autograding.json`, `.github/workflows/classroom.yml`, and the
/// students' own CI of an assignment template. `workbook classroom --write` writes the
/// first two; a test fails while the committed ones differ.
enum ClassroomFiles {
  static let autogradingPath = ".github/classroom/autograding.json"
  static let workflowPath = ".github/workflows/classroom.yml"
  static let ciPath = ".github/workflows/ci.yml"

  /// Where the workflow builds the grader: outside the student's tree, from the
  /// template's first commit.
  static let reference = "/tmp/workbook-reference"

  /// The graded command of one exercise, as both files run it: against the pinned
  /// template when the catalog pins one.
  static func command(_ exercise: Exercise, pin: String?) -> String {
    "\(reference)/.build/debug/workbook grade \(exercise.id) --reference \(reference)"
      + (pin.map { " --pin \($0)" } ?? "") + " --no-build"
  }

  /// A step id GitHub accepts: `mvc_1`.
  static func stepID(_ exercise: Exercise) -> String {
    exercise.id.replacingOccurrences(of: "-", with: "_")
  }

  static func autograding(_ catalog: ExerciseCatalog) -> String {
    let tests = catalog.exercises.map { exercise in
      """
          {
            "name": \(quoted("\(exercise.id) · \(exercise.title)")),
            "setup": "",
            "run": \(quoted(command(exercise, pin: catalog.template))),
            "input": "",
            "output": "",
            "comparison": "included",
            "timeout": 10,
            "points": 10
          }
      """
    }
    return "{\n  \"tests\": [\n" + tests.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  static func workflow(_ catalog: ExerciseCatalog) -> String {
    let steps = catalog.exercises.map { exercise in
      """
            - name: \(exercise.id) · \(exercise.title)
              id: \(stepID(exercise))
              uses: classroom-resources/autograding-command-grader@v1
              with:
                test-name: "\(exercise.id)"
                command: \(command(exercise, pin: catalog.template))
                timeout: 10
                max-score: 10

      """
    }.joined()
    let results = catalog.exercises.map { exercise in
      let id = stepID(exercise)
      return "          \(id.uppercased())_RESULTS: \"${{steps.\(id).outputs.result}}\"\n"
    }.joined()
    return """
      # GitHub Classroom autograding: one graded test per exercise, 10 points each.
      # Made from Exercises/exercises.json by `swift run workbook classroom --write`, as is
      # .github/classroom/autograding.json; a test fails while either differs from it.
      #
      # The grader is built from the template's commit in a folder of its own, so a
      # student's change to Sources/ (the tool, the library) or to an exercise's checks
      # cannot change a grade; `workbook grade` names such changes in its output. In an
      # assignment template the commit is the one with the files the template pinned.
      name: Autograding
      on:
        push:
        workflow_dispatch:
      permissions:
        checks: write
        actions: read
        contents: read
      jobs:
        autograding:
          # Not the commit GitHub Classroom makes the repository with: that is the template.
          if: github.actor != 'github-classroom[bot]'
          runs-on: ubuntu-latest
          container: swift:6.3
          timeout-minutes: 30
          steps:
            - uses: actions/checkout@v6
              with:
                fetch-depth: 0
            - name: Find the commit to grade against
              id: template
              shell: bash
              run: |
      \(indented(findReferenceScript(pin: catalog.template), by: 10))
            - name: Build the grader from the template's commit
              run: |
                mkdir -p \(reference)
                git archive --format=tar "${{ steps.template.outputs.reference }}" \\
                  | tar -x -C \(reference)
                swift build --package-path \(reference) --product BlueLibrary
                swift build --package-path \(reference) --product workbook
      \(steps)      - name: Report
              uses: classroom-resources/autograding-grading-reporter@v1
              env:
      \(results)        with:
                runners: \(catalog.exercises.map(stepID).joined(separator: ","))

      """
  }

  /// The script of the workflow's step that finds the reference and sets the step's
  /// output `reference` to its commit. With a pin: the first commit whose files have
  /// the template's fingerprint, and a failed step, grading nothing, when none has
  /// them (a history rewritten or replaced; another first commit merged in is never
  /// taken instead). Without one, the instructors' own repository: where it stands.
  static func findReferenceScript(pin: String?) -> String {
    guard let pin else {
      return """
        git config --global --add safe.directory "$PWD"
        # No template is pinned in Exercises/exercises.json: this is the instructors' own
        # repository (workbook template pins an assignment's), graded where it stands.
        echo "reference=$(git rev-parse HEAD)" >>"$GITHUB_OUTPUT"
        """
    }
    return """
      git config --global --add safe.directory "$PWD"
      # The template's files, pinned when it was made (workbook template): the first
      # commit that has them is the reference, and no other commit ever is.
      pinned=\(pin)
      \(TemplateFingerprint.shellFunction)
      reference=""
      for root in $(git rev-list --max-parents=0 HEAD); do
        if [ "$(fingerprint "$root")" = "$pinned" ]; then reference=$root; fi
      done
      if [ -z "$reference" ]; then
        echo "::error::No first commit of this repository is the assignment's template" \\
          "(pinned as $pinned), so nothing is graded: was the history rewritten?"
        exit 1
      fi
      echo "reference=$reference" >>"$GITHUB_OUTPUT"
      """
  }

  /// `text` with `spaces` more spaces before each line that is not empty.
  private static func indented(_ text: String, by spaces: Int) -> String {
    let pad = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
  }

  /// The CI of an assignment template: what a student's push runs. One Linux job that
  /// builds and lists the exercises; no macOS job, no test run, no verify.
  static let studentCI = """
    # The CI of an assignment template (made by `swift run workbook template --yes`): a
    # student's push builds the package and lists the exercises. Grading is the
    # Autograding workflow's; the full tests and verify are the instructors' repository's.
    name: CI
    on:
      push:
    jobs:
      linux:
        runs-on: ubuntu-latest
        container: swift:6.3
        timeout-minutes: 20
        steps:
          - uses: actions/checkout@v6
          - name: Build
            run: swift build
          - name: The exercises and their status
            run: swift run workbook list --no-build

    """

  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
