// The checks of exercise composite-2. Read them; do not edit them.
import ExerciseSupport
import Foundation

// The task's promises, and the checks that hold each:
// - on a small library, an item goes on a shelf at any depth, and an album, a box set, a
//   shelf inside a box set, a single and a path that leads nowhere refuse it: the first
//   (the box set and the single are the given file's, kinds of item written after yours);
// - over generated trees (chains of shelves up to sixteen deep among them) and puts,
//   `putting` does what a plain model does, and leaves the tree it was given as it was:
//   the second;
// - the operation is declared where you decided, and held to that design: on the
//   component (transparency), or on the shelf with the component saying which item is a
//   shelf (safety); the client never casts, and the kinds written after yours are left
//   as they were written; read from Shelves.swift: the third;
// - the comment at the top says which you chose, and why: the fourth.

/// A tree as the checks plan it, and what putting an item in it should make, worked out
/// plainly.
indirect enum Node: Sendable, CustomStringConvertible {
  case album(String)
  case single(String)
  case shelf(String, [Node])
  case box(String, [Node])

  var parts: (kind: String, title: String, items: [Node]) {
    switch self {
    case .album(let title): ("Album", title, [])
    case .single(let title): ("Single", title, [])
    case .shelf(let title, let items): ("Shelf", title, items)
    case .box(let title, let items): ("BoxSet", title, items)
    }
  }

  var description: String {
    let (kind, title, items) = parts
    return "\(kind) “\(title)”" + (items.isEmpty ? "" : " \(items)")
  }

  /// The item itself: your `Album` and `Shelf`, the given `Single` and `BoxSet`.
  func made() -> any ShelfItem {
    switch self {
    case .album(let title): Album(title: title)
    case .single(let title): Single(title: title)
    case .shelf(let title, let items): Shelf(title, items.map { $0.made() })
    case .box(let title, let items): BoxSet(title: title, contents: items.map { $0.made() })
    }
  }

  /// This tree with `item` put last on the shelf at `path`; `nil` when there is none.
  func putting(_ item: Node, at path: ArraySlice<Int>) -> Node? {
    guard case .shelf(let title, var items) = self else { return nil }
    guard let first = path.first else { return .shelf(title, items + [item]) }
    guard items.indices.contains(first),
      let changed = items[first].putting(item, at: path.dropFirst())
    else { return nil }
    items[first] = changed
    return .shelf(title, items)
  }

  /// What `path` leads to, for a message.
  func found(at path: ArraySlice<Int>) -> String {
    guard let first = path.first else { return description }
    let items = parts.items
    guard items.indices.contains(first) else { return "nothing (no item \(first) there)" }
    return items[first].found(at: path.dropFirst())
  }
}

/// An item as it is: its kind, its title and what it holds, read through the component.
func described(_ item: any ShelfItem) -> String {
  let items = item.items
  return "\(type(of: item)) “\(item.title)”"
    + (items.isEmpty ? "" : " [\(items.map(described).joined(separator: ", "))]")
}

/// One put: an item, and the path of the shelf it should go on.
struct Put: Sendable, CustomStringConvertible {
  var item: Node
  var path: [Int]
  var description: String { "put \(item) on \(path)" }
}

/// A tree, and the puts made on it one after another.
struct Case: Sendable, CustomStringConvertible {
  var root: Node
  var puts: [Put]
  var description: String { "the tree \(root), then \(puts)" }
}

/// Runs the puts of `test`, comparing the tree after each with the model's.
func run(_ test: Case) throws {
  var model = test.root
  var tree = test.root.made()
  for put in test.puts {
    let expected = model.putting(put.item, at: put.path[...])
    let target = model.found(at: put.path[...])
    let given = described(tree)
    do {
      let result = try putting(put.item.made(), onShelfAt: put.path, in: tree)
      guard let expected else {
        throw CheckFailure(
          "\(put) was taken, making \(described(result)), but \(put.path) leads to \(target), "
            + "which is no shelf: only a shelf takes items, and everything else refuses, "
            + "by throwing")
      }
      try expectEqual(
        described(result), expected.description,
        "the tree after \(put) (on \(target)): what was put, and where")
      try expectEqual(
        described(tree), given,
        "the tree you were given, after \(put) made a new one: putting leaves it as it was, "
          + "so a shelf changed in place, shared by both trees, changes the old one too")
      tree = result
      model = expected
    } catch let failure as CheckFailure {
      throw failure
    } catch {
      if let expected {
        throw CheckFailure(
          "\(put) was refused (“\(error)”), but \(put.path) leads to \(target), a shelf: the "
            + "tree should have become \(expected)")
      }
    }
    try expectEqual(
      described(tree), model.description,
      "the tree you were given, after \(put): putting makes a new tree, and a refused put "
        + "changes nothing")
  }
}

let titles = Generators.element(of: ["Blue", "blue", "Hejira", "", "東京", "Wishlist"])

/// A tree `depth` levels deep at most, up to three items a level; an album is the
/// smallest, so a failing tree shrinks toward one album.
func tree(depth: Int) -> Generator<Node> {
  let leaf = Generators.oneOf([titles.map { Node.album($0) }, titles.map { Node.single($0) }])
  guard depth > 0 else { return leaf }
  let items = Generators.array(of: tree(depth: depth - 1), length: 0...3)
  let shelf = titles.flatMap { name in items.map { Node.shelf(name, $0) } }
  let box = titles.flatMap { name in items.map { Node.box(name, $0) } }
  return Generators.oneOf([leaf, shelf, shelf, box])
}

/// Every path in `node`, `[]` (the node itself) first.
func paths(in node: Node) -> [[Int]] {
  [[]]
    + node.parts.items.enumerated().flatMap { index, item in
      paths(in: item).map { [index] + $0 }
    }
}

/// Shelves inside shelves, `depth` deep beside an album at each level, with an item put
/// on the innermost and then on that item: deep trees, where the walk must go all the
/// way down.
let deepCases = Generators.int(in: 1...16).map { depth in
  let root = (0..<depth).reduce(Node.shelf("Hejira", [])) { inner, level in
    .shelf(level.isMultiple(of: 2) ? "Blue" : "東京", [.album("Blue"), inner])
  }
  let innermost = [Int](repeating: 1, count: depth)
  return Case(
    root: root,
    puts: [
      Put(item: .album("Court"), path: innermost),
      Put(item: .album("Court"), path: innermost + [0]),
    ])
}

/// A tree, mostly a shelf, and puts on paths that lead somewhere in it or nowhere.
let cases = Generators.oneOf([tree(depth: 3), tree(depth: 3), tree(depth: 0)]).flatMap { root in
  let known = paths(in: root)
  let path = Generators.oneOf([
    Generators.element(of: known),
    Generators.array(of: Generators.int(in: -1...3), length: 0...4),
  ])
  let put = tree(depth: 1).flatMap { item in path.map { Put(item: item, path: $0) } }
  return Generators.array(of: put, length: 1...4).map { Case(root: root, puts: $0) }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("an item goes on a shelf at any depth; an album, a box set and a single refuse") {
        let library = Node.shelf(
          "Library",
          [
            .album("Blue"), .shelf("1970s", [.album("Hejira"), .shelf("1971", [.album("Pink")])]),
            .box("Complete", [.album("Disc 1"), .shelf("Extras", [])]), .single("River"),
            .shelf("Wishlist", []),
          ])
        let court = Node.album("Court and Spark")
        let puts: [[Put]] = [
          [Put(item: court, path: [])], [Put(item: court, path: [1, 1])],
          [Put(item: court, path: [4])],
          [Put(item: .shelf("New", []), path: []), Put(item: court, path: [5])],
          [Put(item: court, path: [0])], [Put(item: court, path: [2])],
          [Put(item: court, path: [2, 1])], [Put(item: court, path: [3])],
          [Put(item: court, path: [5])], [Put(item: court, path: [1, 1, 0])],
          [Put(item: court, path: [-1])],
        ]
        for each in puts { try run(Case(root: library, puts: each)) }
        for root in [
          Node.album("Blue"), .single("River"), .box("Complete", [.shelf("Extras", [])]),
        ] {
          try run(Case(root: root, puts: [Put(item: court, path: [])]))
        }
      },
      Check("any puts on any tree: what a plain model of shelves does") {
        try forAll(cases) { test in try run(test) }
        try forAll(deepCases) { test in try run(test) }
      },
      Check("the operation is declared where you decided, and the client never asks a kind") {
        let source = try SwiftSource(contentsOfFile: "Shelves.swift")
        let design = try decided(in: source)
        let later = source.declarations(extendingOrInheritingFrom: ["BoxSet", "Single"])
          .map(\.name)
        try expect(
          later.isEmpty,
          "Shelves.swift declares \(later.joined(separator: ", ")): the box set and the single "
            + "are kinds written after your code, and answer only what they were written to; "
            + "what a kind says of itself is its own business, not the client's")
        // A cast, or a look at an item's dynamic type (`type(of:)`, a mirror's
        // `subjectType`), asks what kind it is.
        let asks =
          source.typeTests
          + source.calls(to: ["type", "Mirror", "unsafeBitCast", "unsafeDowncast"])
          .map { "\($0)(…)" }
        switch design {
        case .transparency(let operation):
          try expect(
            asks.isEmpty,
            "you chose transparency (the component declares \(operation)), yet the code asks "
              + "what kind an item is: \(asks.joined(separator: ", ")). With the "
              + "operation on every item, the client calls it and each item answers for itself")
        case .safety(let question):
          try expect(
            asks.isEmpty,
            "you chose safety (the component answers \(question)), yet the code asks what "
              + "kind an item is by a cast: \(asks.joined(separator: ", ")). Ask "
              + "the component, \(question), as chapter 10's clients ask `asAlbum`: a cast "
              + "knows only the kinds there were")
        }
      },
      Check("the comment at the top says which you chose, and why") {
        let text = try String(contentsOfFile: "Shelves.swift", encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("// The decision:") }),
          lines[..<start].allSatisfy({ $0.isEmpty || $0.hasPrefix("//") })
        else {
          throw CheckFailure(
            "no comment beginning “// The decision:” above the code: say there which you "
              + "chose, transparency or safety, and why")
        }
        let said = lines[start...].prefix { $0.hasPrefix("//") }
          .map { $0.dropFirst(2) }.joined(separator: " ")
        try expect(
          !said.contains("(say here which"),
          "the decision's comment is still the starter's: replace it with yours")
        try expect(
          said.split(separator: " ").count >= 12,
          "“\(said)”: say why, too, in a sentence or two")
        let design = try decided(in: SwiftSource(text))
        // Whole words, so "unsafe" or "safely" names no design.
        let words = said.lowercased().split { !$0.isLetter }
        let namesTransparency = { (word: Substring) in word.hasPrefix("transparen") }
        let namesSafety = { (word: Substring) in word == "safe" || word == "safety" }
        let (names, namesOther) =
          if case .transparency = design {
            (namesTransparency, namesSafety)
          } else {
            (namesSafety, namesTransparency)
          }
        guard let named = words.firstIndex(where: names) else {
          throw CheckFailure(
            "“\(said)”: the comment does not say what your code declares, \(design)")
        }
        // Named both: the one named first is the one chosen ("safety, not transparency").
        try expect(
          words.firstIndex(where: namesOther).map { named < $0 } ?? true,
          "“\(said)”: the comment names the other design first, as if it were the one chosen, "
            + "but your code declares \(design): say first the design your code shows")
      },
    ])
  }
}

/// Which design a file declares, read from its component's requirements.
enum Design: CustomStringConvertible {
  /// The component declares the operation, named.
  case transparency(String)
  /// The component declares a question, named, and no operation.
  case safety(String)

  var description: String {
    switch self {
    case .transparency(let operation): "transparency (`\(operation)` on the component)"
    case .safety(let question): "safety (`\(question)` on the component)"
    }
  }
}

/// `name` and every protocol it refines in `text`, at any depth: the component's
/// requirements may be declared in any of them.
func refined(from name: String, in text: String) -> [String] {
  var found = [name]
  var index = 0
  while index < found.count {
    let pattern = "protocol\\s+\(found[index])\\s*:[^{]*\\{"
    index += 1
    guard let range = text.range(of: pattern, options: .regularExpression) else { continue }
    let header = text[range].drop { $0 != ":" }.dropFirst().prefix { $0 != "{" }
    let inherited = header.components(separatedBy: " where ")[0].split(separator: ",")
    for part in inherited {
      let word = part.trimmingCharacters(in: .whitespacesAndNewlines)
      if !word.isEmpty, !found.contains(word) { found.append(word) }
    }
  }
  return found
}

/// The design `source` declares, read from the requirements of `ShelfItem` and of the
/// protocols it refines, beyond `title` and `items`: one that changes (`mutating`), may
/// fail (`throws`) or answers with an item is the operation (transparency); one that
/// answers with a shelf is the question (safety). Never both, never none; and a
/// requirement that answers only yes or no, or anything else (a kind's name), leaves the
/// client to ask a kind, so it is refused.
func decided(in source: SwiftSource) throws -> Design {
  let text = try String(contentsOfFile: "Shelves.swift", encoding: .utf8)
  let component = refined(from: "ShelfItem", in: text)
  let bodies = source.declarations(extendingOrInheritingFrom: Set(component))
    .filter { declaration in component.contains { declaration.name == "protocol \($0)" } }
  guard !bodies.isEmpty else {
    throw CheckFailure("Shelves.swift declares no `protocol ShelfItem`")
  }
  let words = bodies.flatMap { $0.body.split(separator: " ") }
  let starts = words.indices.dropLast().filter { ["func", "var", "subscript"].contains(words[$0]) }
  var operations: [String] = []
  var questions: [String] = []
  var yesOrNo: [String] = []
  for (number, start) in starts.enumerated() {
    let name = String(words[start + 1])
    guard !["title", "items"].contains(name) else { continue }
    let end = number + 1 < starts.count ? starts[number + 1] : words.endIndex
    let signature = words[start..<end]
    let changes =
      (start > 0 && words[start - 1] == "mutating")
      || signature.contains("throws") || signature.contains("rethrows")
    if changes {
      operations.append(name)
    } else if signature.contains("Shelf") {
      questions.append(name)
    } else if signature.contains("Bool") {
      questions.append(name)
      yesOrNo.append(name)
    } else if signature.contains("ShelfItem") {
      operations.append(name)
    } else {
      throw CheckFailure(
        "`ShelfItem` declares `\(name)`, which changes nothing, may not fail and answers "
          + "neither with a shelf nor with an item: a client that reads it asks what kind an "
          + "item is. Declare the operation on the component (transparency), or a question "
          + "that answers with the shelf itself (safety)")
    }
  }
  if operations.isEmpty, let question = yesOrNo.first {
    throw CheckFailure(
      "`ShelfItem` answers `\(question)` with yes or no: told yes, the client must still "
        + "cast, or make a shelf of its own from what the item holds. Answer with the shelf "
        + "itself (`Shelf?`), as chapter 10's component answers `asAlbum`")
  }
  switch (operations.first, questions.first) {
  case (let operation?, nil): return .transparency(operation)
  case (nil, let question?): return .safety(question)
  case (let operation?, let question?):
    throw CheckFailure(
      "`ShelfItem` declares both an operation (\(operation)) and a question (\(question)): "
        + "that is both designs at once. Decide: the operation on every item "
        + "(transparency), or on the shelf alone with the component saying which item is one "
        + "(safety)")
  case (nil, nil):
    throw CheckFailure(
      "`ShelfItem` declares only `title` and `items`: decide where putting an item on a "
        + "shelf is declared, as a requirement of the component (transparency), or on `Shelf` "
        + "with a requirement that says which item is a shelf (safety)")
  }
}
