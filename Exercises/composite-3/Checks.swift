// The checks of exercise composite-3. Read them; do not edit them.
import ExerciseSupport

/// Adds `child` to `parent`, saying in a check's words if it was refused.
func add(_ child: Folder, to parent: Folder) throws {
  do {
    try parent.add(child)
  } catch {
    throw CheckFailure("adding “\(child.name)” to “\(parent.name)” was refused, and should not be")
  }
}

/// Expects adding `child` to `parent` to be refused, and to change nothing.
func expectRefused(_ child: Folder, to parent: Folder, _ why: String) throws {
  let before = (parent.folderCount, child.folderCount)
  do {
    try parent.add(child)
  } catch {
    try expect(
      (parent.folderCount, child.folderCount) == before,
      "a refused add still changed “\(parent.name)” or “\(child.name)”")
    return
  }
  throw CheckFailure("adding “\(child.name)” to “\(parent.name)” was allowed: \(why)")
}

/// One add a generated run tries: the folder numbered `child` into the one numbered
/// `parent`, of five.
struct Move: Sendable, CustomStringConvertible {
  let child: Int
  let parent: Int

  var description: String { "f\(child) into f\(parent)" }

  static let any = Generators.int(in: 0...4).flatMap { child in
    Generators.int(in: 0...4).map { Move(child: child, parent: $0) }
  }
}

/// The adds a generated run tries, among five folders whose names are drawn from two,
/// so that folders of one name are common.
struct Run: Sendable, CustomStringConvertible {
  let names: [String]
  let moves: [Move]

  var description: String {
    "folders " + names.indices.map { "f\($0) “\(names[$0])”" }.joined(separator: ", ")
      + "; adds " + moves.description
  }

  static let any = Generators.array(of: Generators.element(of: ["Live", "Studio"]), length: 5...5)
    .flatMap { names in
      Generators.array(of: Move.any, length: 1...12).map { Run(names: names, moves: $0) }
    }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("folders hold folders, at any depth") {
        let music = Folder("Music")
        let live = Folder("Live")
        try add(live, to: music)
        try add(Folder("1971"), to: live)
        try add(Folder("Studio"), to: music)
        try expectEqual(music.folderCount, 4, "Music, Live, 1971 and Studio")
        try expectEqual(live.folderCount, 2, "Live and 1971")
        try add(Folder("Live"), to: live)
        try expectEqual(music.folderCount, 5, "a Live inside Live: two folders, one name")
      },
      Check("a folder cannot hold itself") {
        let loop = Folder("Loop")
        try expectRefused(loop, to: loop, "a folder inside itself is a cycle")
      },
      Check("a folder cannot hold one of the folders it is inside") {
        let top = Folder("Top")
        let middle = Folder("Middle")
        let bottom = Folder("Bottom")
        try add(middle, to: top)
        try add(bottom, to: middle)
        try expectRefused(
          top, to: bottom, "Top holds Middle, which holds Bottom: adding it below them is a cycle")
        try expectRefused(middle, to: bottom, "Middle holds Bottom")
        try expectEqual(top.folderCount, 3, "the tree after the refusals")
      },
      Check("a folder is in one place only") {
        let first = Folder("First")
        let second = Folder("Second")
        let shared = Folder("Shared")
        try add(shared, to: first)
        try expectRefused(shared, to: second, "Shared is already in First; a tree shares nothing")
        try expectEqual(first.folderCount, 2, "First, with Shared still in it")
      },
      Check("a folder cannot hold the top of a chain it ends, however long the chain") {
        for length in 2...12 {
          let chain = (1...length).map { Folder("Level \($0)") }
          for (parent, child) in zip(chain, chain.dropFirst()) { try add(child, to: parent) }
          try expectRefused(
            chain[0], to: chain[length - 1],
            "Level 1 holds a chain of \(length) folders down to Level \(length): walk up all "
              + "the way, to the top")
        }
      },
      Check("a folder may outlive the folder it was in: no link is unowned") {
        // Behaviour cannot show this one: reading an unowned reference to a freed folder
        // stops the program rather than failing a check. So the file is read instead.
        let source = try SwiftSource(contentsOfFile: "Folder.swift")
        for (declaration, body) in source.declarations(extendingOrInheritingFrom: ["Folder"]) {
          try expect(
            !body.split(separator: " ").contains("unowned"),
            "\(declaration) keeps an unowned reference: once the folder it points to is let "
              + "go while this one is kept, the next add that walks through it stops the "
              + "program. Make the way up weak, or keep only whether the folder is in one.")
        }
      },
      Check("a tree let go is freed: a folder and the one it is in do not keep each other") {
        weak var top: Folder?
        weak var bottom: Folder?
        do {
          let (music, live, year) = (Folder("Music"), Folder("Live"), Folder("1971"))
          try add(live, to: music)
          try add(year, to: live)
          (top, bottom) = (music, year)
        }
        try expect(
          top == nil && bottom == nil,
          "a tree no one holds any more is still alive: a folder and the folder it is in "
            + "hold each other strongly, a cycle of references that is never freed. One of "
            + "the two must not own the other.")
      },
      Check("any adds, in any order: a tree, never a cycle, each folder in one place") {
        try forAll(Run.any) { run in
          let moves = run.moves
          let folders = run.names.map { Folder($0) }
          var parent: [Int?] = Array(repeating: nil, count: 5)
          func isInside(_ folder: Int, _ ancestor: Int) -> Bool {
            var at: Int? = folder
            while let current = at {
              if current == ancestor { return true }
              at = parent[current]
            }
            return false
          }
          func count(_ folder: Int) -> Int {
            1 + parent.indices.filter { parent[$0] == folder }.map(count).reduce(0, +)
          }
          for (index, move) in moves.enumerated() {
            let allowed = parent[move.child] == nil && !isInside(move.parent, move.child)
            var added = true
            do { try folders[move.parent].add(folders[move.child]) } catch { added = false }
            try expect(
              added == allowed,
              "add \(index + 1), \(move), was \(added ? "allowed" : "refused"): it should "
                + "\(allowed ? "be allowed" : "be refused, as a cycle or a second place").")
            if allowed { parent[move.child] = move.parent }
            for folder in folders.indices {
              try expectEqual(
                folders[folder].folderCount, count(folder),
                "after add \(index + 1), the folders in f\(folder)")
            }
          }
        }
      },
    ])
  }
}
