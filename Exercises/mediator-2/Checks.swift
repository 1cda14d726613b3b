// The checks of exercise mediator-2. Read them; do not edit them.
import ExerciseSupport
import Foundation

// The task's promises, and the checks that hold each:
// - typing 42 keeps 42 (the slider shows 40), muting keeps the level, and the player hears
//   each change once: the first check;
// - after any user actions on the three controls, from any level, the panel's volume,
//   every control and the player are what the rules say, and each report reaches every
//   part once, a part added later included: the second;
// - the echo is stopped where you decided: either each of your parts, shown any volume,
//   reports nothing (and still reports the user's changes), or the panel pays no heed to
//   what a part says while it is being shown, even a part that echoes every time: the
//   third;
// - no part holds another or names another part's type or the panel's, a part cut off
//   from the panel moves no other control (however it is wired), and two panels never
//   hear each other nor share a volume: the fourth, which looks inside the parts, works
//   each with a mediator of the checks' and reads VolumePanel.swift;
// - a panel let go of goes, with every part, a part added later included: the fifth.

/// A part the checks add: it keeps every volume it is shown, and, when told to, answers
/// each with an echo that would change the volume (one at a time: not while the panel is
/// still answering its last one, so that a panel that listens is caught, not sent round
/// for ever).
@MainActor
final class Spy: VolumePart {
  weak var mediator: (any VolumeMediator)?
  var shown: [VolumeState] = []
  var echoes = false
  private var isEchoing = false

  func show(_ volume: VolumeState) {
    shown.append(volume)
    guard echoes, !isEchoing else { return }
    isEchoing = true
    defer { isEchoing = false }
    let echo: VolumeEvent =
      switch shown.count % 3 {
      case 0: .slid(to: volume.level < 50 ? 95 : 5)
      case 1: .typed(volume.level == 7 ? "8" : "7")
      default: .muted(!volume.isMuted)
      }
    mediator?.part(self, did: echo)
  }
}

/// A mediator of the checks', for one part alone: it keeps what the part reports.
@MainActor
final class Recorder: VolumeMediator {
  var heard: [VolumeEvent] = []
  func part(_ part: any VolumePart, did event: VolumeEvent) { heard.append(event) }
}

/// One thing the user does to one control.
enum Action: Sendable, CustomStringConvertible {
  case drag(Int)
  case type(String)
  case flip

  var description: String {
    switch self {
    case .drag(let position): "drag the slider to \(position)"
    case .type(let text): "type \(String(reflecting: text))"
    case .flip: "flip the switch"
    }
  }
}

@MainActor
func perform(_ action: Action, on panel: VolumePanel) {
  switch action {
  case .drag(let position): panel.slider.control.drag(to: position)
  case .type(let text): panel.field.control.type(text)
  case .flip: panel.mute.control.flip()
  }
}

/// The panel as the rules say it is, with its controls as the toolkit's controls would
/// stand, worked out plainly.
struct Model {
  var level: Int
  var isMuted = false

  var audible: Int { isMuted ? 0 : level }
  var knob: Int { Slider.stop(nearest: audible) }
  var text: String { isMuted ? "muted" : String(level) }
  var volume: VolumeState { VolumeState(level: level, isMuted: isMuted) }

  /// Takes `action`: whether its control reports a change, and what the player is told.
  mutating func take(_ action: Action) -> (reported: Bool, played: [Int]) {
    let before = audible
    switch action {
    case .drag(let position):
      let landed = Slider.stop(nearest: position)
      guard landed != knob else { return (false, []) }
      (level, isMuted) = (landed, false)
    case .type(let typed):
      guard typed != text else { return (false, []) }
      var digits = Substring(typed)
      while digits.first == " " || digits.first == "\t" { digits = digits.dropFirst() }
      while digits.last == " " || digits.last == "\t" { digits = digits.dropLast() }
      if let number = Int(digits), number >= 0, number <= 100 { (level, isMuted) = (number, false) }
    case .flip:
      isMuted.toggle()
    }
    return (true, audible == before ? [] : [audible])
  }
}

@MainActor
func controls(of panel: VolumePanel) -> String {
  "slider at \(panel.slider.control.value), box “\(panel.field.control.text)”, "
    + "switch \(panel.mute.control.isOn ? "on" : "off")"
}

func controls(of model: Model) -> String {
  "slider at \(model.knob), box “\(model.text)”, switch \(model.isMuted ? "on" : "off")"
}

/// A panel at a level, and what the user does to it.
struct Case: Sendable, CustomStringConvertible {
  var level: Int
  var actions: [Action]
  var description: String { "a panel at \(level), then \(actions)" }
}

/// What users type: levels, levels with blanks, numbers off the scale, words, "muted".
let typed = Generators.oneOf([
  Generators.int(in: 0...100).map { String($0) },
  Generators.int(in: 0...100).map { " \($0)\t" },
  Generators.element(of: ["42", "43", "101", "-5", "abc", "", "muted", "4 2", "007", "+42"]),
])

let action = Generators.oneOf([
  Generators.int(in: -10...110).map { Action.drag($0) },
  typed.map { Action.type($0) },
  Generators.element(of: [Action.flip]),
])

let cases = Generators.int(in: 0...100).flatMap { level in
  Generators.array(of: action, length: 0...10).map { Case(level: level, actions: $0) }
}

/// Runs `test` on a panel with a spy added after its parts (an echoing one when `echoes`),
/// comparing everything after each action with the model.
@MainActor
func run(_ test: Case, spyEchoes echoes: Bool) throws {
  let panel = VolumePanel(level: test.level)
  var model = Model(level: test.level)
  var played: [Int] = []
  panel.onAudible = { played.append($0) }
  let spy = Spy()
  panel.register(spy)
  spy.echoes = echoes
  try expectEqual(panel.volume, model.volume, "the volume of a panel made at \(test.level)")
  try expectEqual(controls(of: panel), controls(of: model), "the controls of a new panel")
  for action in test.actions {
    let times = spy.shown.count
    let (reported, toPlay) = model.take(action)
    perform(action, on: panel)
    try expectEqual(panel.volume, model.volume, "the volume after \(action)")
    try expectEqual(controls(of: panel), controls(of: model), "the controls after \(action)")
    try expectEqual(played, toPlay, "what the player was told on \(action)")
    played = []
    try expect(
      spy.shown.count - times == (reported ? 1 : 0),
      "on \(action) (which its control \(reported ? "reports" : "does not report")), a part "
        + "added later was told \(spy.shown.count - times) times; each report reaches every "
        + "part once, and an echo the panel acts on tells them all again")
    if reported { try expectEqual(spy.shown.last, model.volume, "what the added part was shown") }
  }
}

/// The volumes a part is shown in the third check: any level, muted or not.
let volumes = Generators.int(in: 0...100).flatMap { level in
  Generators.bool.map { VolumeState(level: level, isMuted: $0) }
}

/// Each of the three parts alone, shown volumes and worked by the user in turn: `nil` when
/// each reports the user's changes, once each, and nothing else; else what one did.
@MainActor
func quietParts() -> String? {
  let runs = Generators.array(
    of: Generators.oneOf([
      volumes.map { Step.show($0) }, Generators.int(in: -10...110).map { Step.user($0) },
    ]), length: 1...8)
  do {
    try forAll(runs) { steps in
      let recorder = Recorder()
      let slider = VolumeSlider()
      let field = VolumeField()
      let mute = MuteSwitch()
      for part in [slider, field, mute] as [any VolumePart] { part.mediator = recorder }
      for step in steps {
        recorder.heard = []
        switch step {
        case .show(let volume):
          slider.show(volume)
          field.show(volume)
          mute.show(volume)
          try expectEqual(
            recorder.heard, [], "what the parts reported while shown \(volume)")
        case .user(let number):
          let (knob, text, isOn) = (slider.control.value, field.control.text, mute.control.isOn)
          slider.control.drag(to: number)
          field.control.type(String(number))
          mute.control.flip()
          var expected: [VolumeEvent] = []
          if Slider.stop(nearest: number) != knob {
            expected.append(.slid(to: Slider.stop(nearest: number)))
          }
          if String(number) != text { expected.append(.typed(String(number))) }
          expected.append(.muted(!isOn))
          try expectEqual(
            recorder.heard, expected,
            "what the parts reported when the user dragged to \(number), typed it and flipped")
        }
      }
    }
  } catch {
    return "\(error)"
  }
  return nil
}

/// A step of the third check: a volume shown to all three parts, or the user at work.
enum Step: Sendable, CustomStringConvertible {
  case show(VolumeState)
  case user(Int)

  var description: String {
    switch self {
    case .show(let volume): "shown \(volume.isMuted ? "muted at" : "level") \(volume.level)"
    case .user(let number): "the user drags to \(number), types it and flips the switch"
    }
  }
}

/// Whether `start` reaches `target` through stored properties, leaving out `through`.
@MainActor
func holds(_ start: AnyObject, _ target: AnyObject, past stop: AnyObject) -> Bool {
  var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start), ObjectIdentifier(stop)]
  func reaches(_ value: Any, depth: Int) -> Bool {
    guard depth < 12 else { return false }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      let object = value as AnyObject
      if object === target { return true }
      guard seen.insert(ObjectIdentifier(object)).inserted else { return false }
    }
    var level: Mirror? = mirror
    while let current = level {
      for child in current.children where reaches(child.value, depth: depth + 1) { return true }
      level = current.superclassMirror
    }
    return false
  }
  var level: Mirror? = Mirror(reflecting: start)
  while let current = level {
    for child in current.children where reaches(child.value, depth: 1) { return true }
    level = current.superclassMirror
  }
  return false
}

/// A weak reference, to see whether an object is gone.
struct Weak {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("typing 42 keeps 42, muting keeps the level, the player hears each change once") {
        let panel = VolumePanel(level: 42)
        var played: [Int] = []
        panel.onAudible = { played.append($0) }
        try expectEqual(controls(of: panel), "slider at 40, box “42”, switch off", "a panel at 42")
        try expectEqual(panel.volume.level, 42, "the level of a panel made at 42")
        panel.field.control.type("63")
        try expectEqual(
          controls(of: panel), "slider at 65, box “63”, switch off",
          "the controls after typing 63: the slider as near as it comes, the box as typed")
        try expectEqual(panel.volume.level, 63, "the level after typing 63")
        panel.mute.control.flip()
        try expectEqual(controls(of: panel), "slider at 0, box “muted”, switch on", "muted")
        try expectEqual(panel.volume, VolumeState(level: 63, isMuted: true), "the volume, muted")
        panel.mute.control.flip()
        panel.slider.control.drag(to: 37)
        panel.field.control.type(" 8 ")
        try expectEqual(
          controls(of: panel), "slider at 10, box “8”, switch off", "after 37, then 8")
        try expectEqual(played, [63, 0, 63, 35, 8], "what the player was told, in order")
      },
      Check("any actions, from any level: the volume, the controls and the player follow the rules")
      {
        try forAll(cases) { test in try run(test, spyEchoes: false) }
      },
      Check("the echo is stopped where you decided: at each part, or at the panel") {
        guard let noisy = quietParts() else { return }
        do {
          try forAll(cases) { test in try run(test, spyEchoes: true) }
        } catch {
          throw CheckFailure(
            "Your parts report what they are shown:\n\(noisy)\nso the panel has to pay no heed "
              + "to what a part says while it is being shown (and a part the checks add, which "
              + "answers every volume with an echo, shows it does not):\n\(error)\nDecide who "
              + "stops the echo: every part, or the panel, and stop it everywhere it starts.")
        }
      },
      Check("no part holds, names or moves another, and two panels never hear each other") {
        let panel = VolumePanel(level: 50)
        for part in panel.parts {
          for other in panel.parts where other !== part && holds(part, other, past: panel) {
            throw CheckFailure(
              "\(type(of: part)) holds \(type(of: other)): a part knows the panel, through "
                + "VolumeMediator, and no other part")
          }
        }
        let source = try SwiftSource(contentsOfFile: "VolumePanel.swift")
        let own = panel.parts.map { classNames(of: $0).first ?? "" }
        for part in panel.parts {
          let chain = classNames(of: part)
          let others = Set(own + (classNames(of: panel).first.map { [$0] } ?? []))
            .subtracting(chain)
          let forbidden = source.names(aliasing: others)
          for (declaration, body) in source.declarations(extendingOrInheritingFrom: Set(chain)) {
            let name = declaration.split(separator: " ").last.map(String.init) ?? ""
            guard !others.contains(String(name.split(separator: ".").last ?? "")) else { continue }
            if let word = SwiftSource.firstWord(in: body, naming: forbidden) {
              throw CheckFailure(
                "\(declaration), of the part \(chain[0]), names \(word): a part knows the "
                  + "panel through VolumeMediator only, and no other part")
            }
          }
        }
        for index in panel.parts.indices {
          let cutOff = VolumePanel(level: 50)
          let alone = cutOff.parts[index]
          let recorder = Recorder()
          alone.mediator = recorder
          let name = "\(type(of: alone))"
          for number in [7, 63, 100, 0, 42] {
            let before = controls(of: cutOff)
            switch alone {
            case let slider as VolumeSlider: slider.control.drag(to: number)
            case let field as VolumeField: field.control.type(String(number))
            case let mute as MuteSwitch: mute.control.flip()
            default: continue
            }
            let after = controls(of: cutOff).split(separator: ",").map(String.init)
            let others = zip(before.split(separator: ",").map(String.init), after).enumerated()
              .filter { $0.offset != index && $0.element.0 != $0.element.1 }
            try expect(
              others.isEmpty && cutOff.volume == VolumeState(level: 50, isMuted: false),
              "with the \(name)'s reports going to a mediator of the checks' (which does "
                + "nothing), working its control left the panel at \(cutOff.volume) and its "
                + "controls \(controls(of: cutOff)): a part reaches another part, through a "
                + "closure or a call, when only the mediator should tell the others")
          }
        }
        let other = VolumePanel(level: 20)
        var played: [Int] = []
        panel.onAudible = { played.append($0) }
        for action in [Action.drag(80), .type("12"), .flip] { perform(action, on: other) }
        try expectEqual(
          controls(of: panel), "slider at 50, box “50”, switch off", "the first panel")
        try expectEqual(played, [], "what the first panel's player heard from the second")
        panel.mute.control.flip()
        panel.mute.control.flip()
        try expectEqual(
          panel.volume, VolumeState(level: 50, isMuted: false),
          "the first panel's volume, muted and unmuted after the second was worked")
        try expectEqual(played, [0, 50], "what the first panel's player heard")
      },
      Check("a panel let go of goes, with every part") {
        weak var gone: VolumePanel?
        var parts: [Weak] = []
        do {
          let panel = VolumePanel(level: 30)
          panel.register(Spy())
          panel.field.control.type("70")
          panel.slider.control.drag(to: 20)
          panel.mute.control.flip()
          gone = panel
          parts = panel.parts.map(Weak.init)
        }
        try expect(
          gone == nil,
          "a panel no one holds is still alive: a part holds its mediator strongly, and the "
            + "mediator holds the part (hold the mediator weakly)")
        let alive = parts.compactMap(\.object).map { "\(type(of: $0))" }
        try expect(
          alive.isEmpty,
          "the panel is gone, but its parts \(alive) are still alive: a part and its control "
            + "hold each other (the closure a part gives its control holds the part strongly; "
            + "make it weak or unowned)")
      },
    ])
  }
}
