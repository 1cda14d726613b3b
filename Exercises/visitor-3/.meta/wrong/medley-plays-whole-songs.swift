// Mistake: a song in a medley plays whole, as if the medley were a list of songs.
// Lesson: the same element can mean something else where it stands; a visitor keeps
// what it needs to know (here: inside a medley) as its own state.
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

/// Seconds played: a song whole, or a minute of it at most inside a medley; an encore's
/// break before its entries.
struct PlayingTime: SetListVisitor {
  var seconds = 0
  private var inMedley = false

  mutating func visit(_ song: Song) { seconds += song.seconds }

  mutating func visit(_ medley: Medley) {
    inMedley = true
    for song in medley.songs { song.accept(&self) }
    inMedley = false
  }

  mutating func visit(_ encore: Encore) {
    seconds += 90
    for entry in encore.entries { entry.accept(&self) }
  }
}

/// Titles as the audience hears them.
struct RunningOrder: SetListVisitor {
  var titles: [String] = []
  mutating func visit(_ song: Song) { titles.append(song.title) }
  mutating func visit(_ medley: Medley) { titles.append(medley.title) }

  mutating func visit(_ encore: Encore) {
    titles.append("Encore")
    for entry in encore.entries { entry.accept(&self) }
  }
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

func playingSeconds(of entries: [SetListEntry]) -> Int {
  var time = PlayingTime()
  for entry in entries { entry.accept(&time) }
  return time.seconds
}

func runningOrder(of entries: [SetListEntry]) -> [String] {
  var order = RunningOrder()
  for entry in entries { entry.accept(&order) }
  return order.titles
}
