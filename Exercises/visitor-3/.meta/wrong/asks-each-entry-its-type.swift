// Mistake: the operations ask each entry its type with casts, so a kind written later
// falls through them unplayed and unheard, and no compiler says so.
// Lesson: dispatch by the compiler (accept and a method per kind, or an exhaustive
// switch over an enum), so that a new kind cannot be forgotten (chapter 14).
/// What the checks hold an entry of a set list by: a song, a medley or an encore.
struct SetListEntry {
  fileprivate let item: any SetListItem
}

/// One operation over a set list, a method for each kind of entry.
protocol SetListVisitor {
  mutating func visit(_ song: Song)
  mutating func visit(_ medley: Medley)
  mutating func visit(_ encore: Encore)
}

/// An entry of a set list: it hands itself to a visitor's method for its kind.
protocol SetListItem {
  func accept<Visitor: SetListVisitor>(_ visitor: inout Visitor)
}

extension SetListEntry {
  fileprivate func accept<Visitor: SetListVisitor>(_ visitor: inout Visitor) {
    item.accept(&visitor)
  }
}

struct Song: SetListItem {
  let title: String
  let seconds: Int
  func accept<Visitor: SetListVisitor>(_ visitor: inout Visitor) { visitor.visit(self) }
}

struct Medley: SetListItem {
  let title: String
  let songs: [SetListEntry]
  func accept<Visitor: SetListVisitor>(_ visitor: inout Visitor) { visitor.visit(self) }
}

struct Encore: SetListItem {
  let entries: [SetListEntry]
  func accept<Visitor: SetListVisitor>(_ visitor: inout Visitor) { visitor.visit(self) }
}

func song(_ title: String, seconds: Int) -> SetListEntry {
  SetListEntry(item: Song(title: title, seconds: seconds))
}
func medley(_ title: String, _ songs: [SetListEntry]) -> SetListEntry {
  SetListEntry(item: Medley(title: title, songs: songs))
}
func encore(_ entries: [SetListEntry]) -> SetListEntry {
  SetListEntry(item: Encore(entries: entries))
}

func playingSeconds(of entries: [SetListEntry], inMedley: Bool = false) -> Int {
  var seconds = 0
  for entry in entries {
    if let song = entry.item as? Song {
      seconds += inMedley ? min(song.seconds, 60) : song.seconds
    } else if let medley = entry.item as? Medley {
      seconds += playingSeconds(of: medley.songs, inMedley: true)
    } else if let encore = entry.item as? Encore {
      seconds += 90 + playingSeconds(of: encore.entries)
    }
  }
  return seconds
}

func runningOrder(of entries: [SetListEntry]) -> [String] {
  entries.flatMap { entry -> [String] in
    switch entry.item {
    case let song as Song: [song.title]
    case let medley as Medley: [medley.title]
    case let encore as Encore: ["Encore"] + runningOrder(of: encore.entries)
    default: []
    }
  }
}
