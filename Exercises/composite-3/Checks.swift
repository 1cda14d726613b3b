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
  let before = parent.children.count
  do {
    try parent.add(child)
  } catch {
    try expect(parent.children.count == before, "a refused add still changed “\(parent.name)”")
    return
  }
  throw CheckFailure("adding “\(child.name)” to “\(parent.name)” was allowed: \(why)")
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
        try expect(live.parent === music, "Live's parent is Music")
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
          top, to: bottom, "Top holds Middle, which holds Bottom: look up through the parents")
        try expectRefused(middle, to: bottom, "Middle holds Bottom")
        try expectEqual(top.folderCount, 3, "the tree after the refusals")
      },
      Check("a folder is in one place only") {
        let first = Folder("First")
        let second = Folder("Second")
        let shared = Folder("Shared")
        try add(shared, to: first)
        try expectRefused(shared, to: second, "Shared is already in First; a tree shares nothing")
        try expect(shared.parent === first, "Shared stays in First")
      },
    ])
  }
}
