// snippet.miniature
// Interpreter: a little language's sentences as a tree, one type per rule; to run a
// sentence is to ask its tree, with a context (here a song's tags) every node reads.
protocol TagExpression {
  func holds(for tags: Set<String>) -> Bool
}

struct Tag: TagExpression {  // a terminal: one word of the sentence
  let name: String
  func holds(for tags: Set<String>) -> Bool { tags.contains(name) }
}

struct Both: TagExpression {  // nonterminals: rules made of other rules
  let left, right: any TagExpression
  func holds(for tags: Set<String>) -> Bool { left.holds(for: tags) && right.holds(for: tags) }
}

struct Without: TagExpression {
  let excluded: any TagExpression
  func holds(for tags: Set<String>) -> Bool { !excluded.holds(for: tags) }
}

/// The parser's work, done by hand: "calm -vocal" read into its tree.
let calmInstrumental = Both(left: Tag(name: "calm"), right: Without(excluded: Tag(name: "vocal")))

let songs: [(String, Set<String>)] = [
  ("Gymnopédie No. 1", ["calm", "piano"]),
  ("Clair de lune", ["calm", "piano"]),
  ("Halo", ["calm", "vocal"]),
  ("Thunderstruck", ["loud", "guitar"]),
]
for (title, tags) in songs where calmInstrumental.holds(for: tags) {
  print(title)
}
// snippet.end
