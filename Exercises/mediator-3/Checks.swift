// The checks of exercise mediator-3. Read them; do not edit them.
import ExerciseSupport
import Foundation

// The task's promises, and the checks that hold each:
// - each line shows what the task says, for the task's queue and an empty one: the first
//   check;
// - after any actions, on any queue, every line shows what the rules say: the second,
//   over generated queues (empty, one track, titles alike) and actions (presses, drags
//   before, to and past a track's end, picks of places the queue has and does not have);
// - every line is drawn once as the screen opens and once after each action: a part told
//   twice, not told, or an echo the mediator acts on shows as a line drawn another number
//   of times: the third;
// - the parts are four, and none holds another part or a line not its own; the mediator
//   and what it holds keep no line but through a part; none of the parts, nor a protocol
//   a part names (its mediator's face), names a part's type or the screen's; and the
//   mediator wires no part's closure to another part: the fourth, which looks inside the
//   parts and reads NowPlaying.swift;
// - two screens never hear each other, nor share what plays: the fifth;
// - a screen let go of goes, with its parts: the sixth.

/// A new screen for `queue`, and its lines.
@MainActor
func makeScreen(_ queue: [Track]) -> (any DrivenByTheChecks, ScreenLines) {
  let lines = ScreenLines()
  return (NowPlaying.make(queue: queue, lines: lines), lines)
}

/// The four lines, as one text a line each.
@MainActor
func shown(_ lines: ScreenLines) -> String {
  [lines.play, lines.progress, lines.queue, lines.status].map(\.text).joined(separator: "\n")
}

@MainActor
func draws(_ lines: ScreenLines) -> [Int] {
  [lines.play, lines.progress, lines.queue, lines.status].map(\.draws)
}

/// One thing the user does, to the part it is done to.
enum Action: Sendable, CustomStringConvertible {
  case press
  case drag(Int)
  case pick(Int)

  var description: String {
    switch self {
    case .press: "press play"
    case .drag(let second): "drag to \(second)"
    case .pick(let index): "pick \(index)"
    }
  }
}

@MainActor
func perform(_ action: Action, on screen: any DrivenByTheChecks) {
  switch action {
  case .press: screen.playControl.press()
  case .drag(let second): screen.progressControl.drag(to: second)
  case .pick(let index): screen.queueControl.pick(index)
  }
}

/// The screen as the rules say, worked out plainly.
struct Model {
  let queue: [Track]
  var index = 0
  var position = 0
  var playing = false

  mutating func take(_ action: Action) {
    guard !queue.isEmpty else { return }
    switch action {
    case .press:
      playing = !playing
    case .drag(let second):
      if second >= queue[index].seconds {
        position = 0
        index += 1
        if index == queue.count {
          index = 0
          playing = false
        }
      } else {
        position = second < 0 ? 0 : second
      }
    case .pick(let place):
      if place >= 0 && place < queue.count {
        index = place
        position = 0
        playing = true
      }
    }
  }

  static func time(_ seconds: Int) -> String {
    let tens = seconds % 60 / 10
    return "\(seconds / 60):\(tens)\(seconds % 10)"
  }

  var lines: String {
    guard !queue.isEmpty else { return "[ Play ]\n--:-- / --:--\nQueue empty\nNothing to play" }
    var titles: [String] = []
    for (place, track) in queue.enumerated() {
      titles.append(place == index ? "[" + track.title + "]" : track.title)
    }
    return [
      playing ? "[ Pause ]" : "[ Play ]",
      Self.time(position) + " / " + Self.time(queue[index].seconds),
      titles.joined(separator: " · "),
      (playing ? "Playing " : "Paused ") + queue[index].title + " (\(index + 1) of \(queue.count))",
    ].joined(separator: "\n")
  }
}

/// A queue and what the user does to its screen.
struct Case: Sendable, CustomStringConvertible {
  var queue: [Track]
  var actions: [Action]

  var description: String {
    "queue \(queue.map { "\($0.title) \($0.seconds)s" }), then \(actions)"
  }
}

let titles = Generators.element(of: ["Low", "Heroes", "heroes", "Ænima", "東京", "Sound and Vision"])

/// Queues of up to five tracks, some a second long, some past ten minutes.
let queues = Generators.array(
  of: titles.flatMap { title in
    Generators.oneOf([
      Generators.int(in: 1...5), Generators.int(in: 1...900),
    ]).map { Track(title: title, seconds: $0) }
  }, length: 0...5)

let cases = queues.flatMap { queue in
  let longest = queue.map(\.seconds).max() ?? 5
  let action = Generators.oneOf([
    Generators.element(of: [Action.press]),
    Generators.int(in: -3...(longest + 3)).map { Action.drag($0) },
    Generators.element(of: queue.map(\.seconds) + [0, 59, 60, 61]).map { Action.drag($0) },
    Generators.int(in: -1...(queue.count + 1)).map { Action.pick($0) },
  ])
  return Generators.array(of: action, length: 0...12).map { Case(queue: queue, actions: $0) }
}

/// The objects reachable from `start` through stored properties (optionals, lists,
/// dictionaries and values included; closures are opaque), not going on past `stops`.
@MainActor
func reachable(from start: AnyObject, stoppingAt stops: Set<ObjectIdentifier> = [])
  -> [ObjectIdentifier: AnyObject]
{
  var found: [ObjectIdentifier: AnyObject] = [:]
  func walk(_ value: Any, depth: Int) {
    guard depth < 16, found.count < 500 else { return }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      let object = value as AnyObject
      let id = ObjectIdentifier(object)
      guard found[id] == nil else { return }
      found[id] = object
      if stops.contains(id) && depth > 0 { return }
    }
    var level: Mirror? = mirror
    while let current = level {
      for child in current.children { walk(child.value, depth: depth + 1) }
      level = current.superclassMirror
    }
  }
  walk(start, depth: 0)
  found[ObjectIdentifier(start)] = nil
  return found
}

/// The names of the protocols `source` declares.
func protocols(in source: String) -> [String] {
  let words = source.split { !($0.isLetter || $0.isNumber || $0 == "_") }
  return zip(words, words.dropFirst()).filter { $0.0 == "protocol" }.map { String($0.1) }
}

/// The closures `source` assigns to a member of one of `labels` (`queue.onShown = { … }`,
/// `self.queue.onShown = { … }`), each with the label and the closure's words.
func closures(in source: String, assignedTo labels: Set<String>) -> [(String, [String])] {
  let code = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
  }.joined(separator: "\n")
  let characters = Array(code)
  guard
    let pattern = try? NSRegularExpression(
      pattern: #"(?:self\s*\.\s*)?([A-Za-z_][A-Za-z0-9_]*)\s*\.\s*[A-Za-z_][A-Za-z0-9_]*\s*=\s*\{"#)
  else { return [] }
  var found: [(String, [String])] = []
  let text = String(characters)
  let whole = NSRange(text.startIndex..., in: text)
  for match in pattern.matches(in: text, range: whole) {
    guard let labelRange = Range(match.range(at: 1), in: text),
      let end = Range(match.range, in: text)?.upperBound
    else { continue }
    let label = String(text[labelRange])
    guard labels.contains(label) else { continue }
    var depth = 1
    var index = end
    while index < text.endIndex && depth > 0 {
      if text[index] == "{" { depth += 1 }
      if text[index] == "}" { depth -= 1 }
      index = text.index(after: index)
    }
    let words = text[end..<index].split { !($0.isLetter || $0.isNumber || $0 == "_") }
    found.append((label, words.map(String.init)))
  }
  return found
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the task's queue, and an empty one: each line shows what the task says") {
        let (screen, lines) = makeScreen([
          Track(title: "Speed of Life", seconds: 166), Track(title: "Heroes", seconds: 371),
          Track(title: "Sound and Vision", seconds: 183),
        ])
        var seen: [String] = [shown(lines)]
        for action in [
          Action.press, .drag(65), .pick(1), .drag(400), .press, .drag(-8), .drag(183), .pick(7),
        ] {
          perform(action, on: screen)
          seen.append(shown(lines))
        }
        let queue = "Speed of Life · [Heroes] · Sound and Vision"
        try expectEqual(
          seen,
          [
            "[ Play ]\n0:00 / 2:46\n[Speed of Life] · Heroes · Sound and Vision\n"
              + "Paused Speed of Life (1 of 3)",
            "[ Pause ]\n0:00 / 2:46\n[Speed of Life] · Heroes · Sound and Vision\n"
              + "Playing Speed of Life (1 of 3)",
            "[ Pause ]\n1:05 / 2:46\n[Speed of Life] · Heroes · Sound and Vision\n"
              + "Playing Speed of Life (1 of 3)",
            "[ Pause ]\n0:00 / 6:11\n\(queue)\nPlaying Heroes (2 of 3)",
            "[ Pause ]\n0:00 / 3:03\nSpeed of Life · Heroes · [Sound and Vision]\n"
              + "Playing Sound and Vision (3 of 3)",
            "[ Play ]\n0:00 / 3:03\nSpeed of Life · Heroes · [Sound and Vision]\n"
              + "Paused Sound and Vision (3 of 3)",
            "[ Play ]\n0:00 / 3:03\nSpeed of Life · Heroes · [Sound and Vision]\n"
              + "Paused Sound and Vision (3 of 3)",
            "[ Play ]\n0:00 / 2:46\n[Speed of Life] · Heroes · Sound and Vision\n"
              + "Paused Speed of Life (1 of 3)",
            "[ Play ]\n0:00 / 2:46\n[Speed of Life] · Heroes · Sound and Vision\n"
              + "Paused Speed of Life (1 of 3)",
          ],
          "the screen as it opens, then after: press, drag to 65, pick 1, drag to 400, press, "
            + "drag to -8, drag to 183 (the last track's end), pick 7")
        let (empty, emptyLines) = makeScreen([])
        for action in [Action.press, .drag(10), .pick(0)] { perform(action, on: empty) }
        try expectEqual(
          shown(emptyLines), "[ Play ]\n--:-- / --:--\nQueue empty\nNothing to play",
          "an empty queue's screen, after press, drag and pick")
      },
      Check("any actions, on any queue: every line shows what the rules say") {
        try forAll(cases) { test in
          let (screen, lines) = makeScreen(test.queue)
          var model = Model(queue: test.queue)
          try expectEqual(shown(lines), model.lines, "the screen as it opens")
          for (index, action) in test.actions.enumerated() {
            perform(action, on: screen)
            model.take(action)
            try expectEqual(
              shown(lines), model.lines,
              "the screen after \(test.actions[...index].map(\.description))")
          }
        }
      },
      Check("every line is drawn once as the screen opens, and once after each action") {
        try forAll(cases) { test in
          let (screen, lines) = makeScreen(test.queue)
          try expectEqual(
            draws(lines), [1, 1, 1, 1],
            "the draws of the play, progress, queue and status lines as the screen opens")
          for action in test.actions {
            let before = draws(lines)
            perform(action, on: screen)
            let times = zip(draws(lines), before).map { $0 - $1 }
            try expect(
              times == [1, 1, 1, 1],
              "on \(action), the play, progress, queue and status lines were drawn \(times) "
                + "times: the mediator tells every part once after each action, even when "
                + "nothing changed; a part told twice, or an echo it acts on, draws twice")
          }
        }
      },
      Check("four parts, none holding, naming or wired to another, each drawing its own line") {
        let (screen, lines) = makeScreen([Track(title: "Low", seconds: 60)])
        let parts = screen.allParts
        let ids = Set(parts.map(ObjectIdentifier.init))
        try expect(
          parts.count == 4 && ids.count == 4,
          "allParts holds \(parts.count) objects, "
            + "\(ids.count) of them different: the screen has four parts, each once")
        try expect(
          !ids.contains(ObjectIdentifier(screen)),
          "the screen itself is one of its parts: the mediator is not a part; give the status "
            + "line a part of its own")
        let controls: [(String, AnyObject)] = [
          ("play button", screen.playControl), ("progress bar", screen.progressControl),
          ("queue", screen.queueControl),
        ]
        for (name, control) in controls {
          try expect(
            ids.contains(ObjectIdentifier(control)),
            "the \(name) the checks press is not one of allParts: the user works the parts")
        }
        let status = parts.first { part in !controls.contains { $0.1 === part } }
        let owners: [(AnyObject?, ScreenLine, String)] = [
          (screen.playControl, lines.play, "play"),
          (screen.progressControl, lines.progress, "progress"),
          (screen.queueControl, lines.queue, "queue"), (status, lines.status, "status"),
        ]
        // The mediator, and any object that holds all four parts, is the hub they may reach.
        var hubs: Set<ObjectIdentifier> = [ObjectIdentifier(screen)]
        for (id, object) in reachable(from: screen) where !ids.contains(id) {
          if ids.isSubset(of: Set(reachable(from: object).keys)) { hubs.insert(id) }
        }
        for (owner, line, name) in owners {
          guard let part = owner else { continue }
          let held = reachable(from: part, stoppingAt: hubs)
          for (id, object) in held where ids.contains(id) {
            throw CheckFailure(
              "\(type(of: part)) holds \(type(of: object)), another part: a part knows only "
                + "its mediator, through a protocol, and tells it what the user did")
          }
          for (other, otherLine, otherName) in owners where otherLine !== line {
            if held[ObjectIdentifier(otherLine)] != nil {
              throw CheckFailure(
                "\(type(of: part)), the \(name) part, holds the \(otherName) line, which is "
                  + "\(other.map { "\(type(of: $0))" } ?? "another part")'s to draw")
            }
          }
        }
        for (id, object) in reachable(from: screen, stoppingAt: ids) where !ids.contains(id) {
          if let line = object as? ScreenLine {
            let name =
              line === lines.play
              ? "play"
              : line === lines.progress
                ? "progress" : line === lines.queue ? "queue" : "status"
            throw CheckFailure(
              "the screen keeps the \(name) line, outside every part: the mediator tells, and "
                + "each part draws its own line; a part that only shows is told like the others")
          }
        }
        let text = try String(contentsOfFile: "NowPlaying.swift", encoding: .utf8)
        var labels: [ObjectIdentifier: Set<String>] = [:]
        for hub in hubs {
          guard let object = hub == ObjectIdentifier(screen) ? screen : reachable(from: screen)[hub]
          else { continue }
          var mirror: Mirror? = Mirror(reflecting: object)
          while let current = mirror {
            for child in current.children {
              guard let label = child.label,
                let part = parts.first(where: { $0 === child.value as AnyObject })
              else { continue }
              labels[ObjectIdentifier(part), default: []].insert(label)
            }
            mirror = current.superclassMirror
          }
        }
        let allLabels = labels.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        for (label, words) in closures(in: text, assignedTo: allLabels) {
          let own = labels.values.first { $0.contains(label) } ?? []
          if let sibling = words.first(where: { allLabels.contains($0) && !own.contains($0) }) {
            throw CheckFailure(
              "the closure the screen gives \(label) names \(sibling), another part: a part "
                + "wired to a sibling reaches it as surely as one that holds it; wire each part "
                + "to the mediator, which tells the others")
          }
        }
        let source = try SwiftSource(contentsOfFile: "NowPlaying.swift")
        let own = parts.map { classNames(of: $0).first ?? "" }
        let hubNames = hubs.compactMap { id in
          reachable(from: screen)[id].flatMap { classNames(of: $0).first }
        }
        for part in parts {
          let chain = classNames(of: part)
          let others = Set(own + hubNames + (classNames(of: screen).first.map { [$0] } ?? []))
            .subtracting(chain)
          let forbidden = source.names(aliasing: others)
          let declarations = source.declarations(extendingOrInheritingFrom: Set(chain))
          for (declaration, body) in declarations {
            let name = declaration.split(separator: " ").last.map(String.init) ?? ""
            guard !others.contains(String(name.split(separator: ".").last ?? "")) else { continue }
            if let word = SwiftSource.firstWord(in: body, naming: forbidden) {
              throw CheckFailure(
                "\(declaration), of the part \(chain[0]), names \(word): a part knows its "
                  + "mediator through a protocol only, and no other part, so that it can be "
                  + "used, changed and tested alone")
            }
          }
          // The protocols the part names: its mediator's face must not hand out a part.
          let named = Set(declarations.flatMap { $0.body.split(separator: " ") }.map(String.init))
          for protocolName in protocols(in: text) where named.contains(protocolName) {
            let faces = source.declarations(extendingOrInheritingFrom: [protocolName]).filter {
              $0.name == "protocol \(protocolName)" || $0.name == "extension \(protocolName)"
            }
            let handedOut = source.names(aliasing: Set(own + hubNames + classNames(of: screen)))
            for (declaration, body) in faces {
              if let word = SwiftSource.firstWord(in: body, naming: handedOut) {
                throw CheckFailure(
                  "\(declaration), which the part \(chain[0]) names, names \(word): a "
                    + "mediator's protocol is what a part may say, not a way to the other "
                    + "parts; a part that reaches a sibling through it knows that sibling")
              }
            }
          }
        }
      },
      Check("two screens never hear each other") {
        let queue = [Track(title: "Low", seconds: 60), Track(title: "Heroes", seconds: 90)]
        let (first, lines) = makeScreen(queue)
        let (other, _) = makeScreen([
          Track(title: "Lodger", seconds: 120), Track(title: "Heroes", seconds: 90),
          Track(title: "Low", seconds: 60),
        ])
        let before = shown(lines)
        for action in [Action.press, .drag(20), .pick(1), .drag(45)] { perform(action, on: other) }
        try expectEqual(shown(lines), before, "the first screen, after the user worked the second")
        try expectEqual(draws(lines), [1, 1, 1, 1], "the first screen's draws")
        var model = Model(queue: queue)
        for action in [Action.drag(30), .press] {
          perform(action, on: first)
          model.take(action)
        }
        try expectEqual(
          shown(lines), model.lines,
          "the first screen after drag to 30 and press, the second having been worked before")
      },
      Check("a screen let go of goes, with its parts") {
        weak var gone: AnyObject?
        var parts: [Weak] = []
        do {
          let (screen, _) = makeScreen([Track(title: "Low", seconds: 60)])
          screen.playControl.press()
          screen.queueControl.pick(0)
          gone = screen
          parts = screen.allParts.map(Weak.init)
        }
        try expect(
          gone == nil && parts.allSatisfy { $0.object == nil },
          "a screen no one holds is still alive: a part holds its mediator strongly while the "
            + "mediator holds the part (hold the mediator weakly)")
      },
    ])
  }
}

/// A weak reference, to see whether an object is gone.
struct Weak {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
