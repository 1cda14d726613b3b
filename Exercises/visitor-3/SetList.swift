// Exercise visitor-3 · A set list of your own
//
// Design a small structure of three kinds and two operations over it, dispatched by the
// compiler, never by asking a value its type. The design is yours; the task is in
// Chapters/14-Visitor.md, section Exercises.

// The checks make set lists and ask them only through the five functions below, and
// hold entries as `SetListEntry`, a struct. Everything else, what it holds included, is
// yours to design.

/// What the checks hold an entry of a set list by: a song, a medley or an encore.
struct SetListEntry {
  // TODO: your design
}

/// A song, `seconds` long.
func song(_ title: String, seconds: Int) -> SetListEntry { SetListEntry() }

/// A medley: `songs` (songs only) played as one piece, a minute of each at most.
func medley(_ title: String, _ songs: [SetListEntry]) -> SetListEntry { SetListEntry() }

/// An encore: the band off stage for 90 seconds, then back on for `entries` (songs and
/// medleys).
func encore(_ entries: [SetListEntry]) -> SetListEntry { SetListEntry() }

/// How many seconds `entries` play: a song its length, a medley a minute of each of its
/// songs at most (all of a shorter one), an encore its 90 seconds off stage then its
/// entries.
func playingSeconds(of entries: [SetListEntry]) -> Int { 0 }

/// What the audience hears, in order: a song's title, a medley's title once, and
/// "Encore" before an encore's entries.
func runningOrder(of entries: [SetListEntry]) -> [String] { [] }
