// The checks of exercise chainofresponsibility-3. Read them; do not edit them.
import ExerciseSupport

/// A handler that uses the keys it is given and records every key it is offered, in
/// one log shared by all the handlers of a check.
final class Plugin: ShortcutHandler {
  let name: String
  let keys: Set<Character>
  let log: Log

  init(_ name: String, keys: Set<Character> = [], log: Log) {
    (self.name, self.keys, self.log) = (name, keys, log)
  }

  func handle(_ key: Character) -> Bool {
    log.offers.append(name)
    return keys.contains(key)
  }
}

/// A handler that takes itself out of its chain the first time it is offered a key,
/// and uses none.
final class OneShot: ShortcutHandler {
  let name = "one-shot"
  let log: Log
  weak var chain: ShortcutChain?

  init(log: Log) { self.log = log }

  func handle(_ key: Character) -> Bool {
    log.offers.append(name)
    chain?.remove(self)
    return false
  }
}

/// Who was offered a key, in order, across the handlers of one check.
final class Log {
  var offers: [String] = []
  var unhandled: [(Character, [String])] = []

  func attach(to chain: ShortcutChain) {
    chain.onUnhandled = { [unowned self] in unhandled.append(($0, $1)) }
  }
}

/// The same numbers on every run.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33 ^ state
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("a key goes along the handlers in order and stops at the first that uses it") {
        let log = Log()
        let chain = ShortcutChain()
        let (app, lyrics, radio) = (
          Plugin("app", keys: ["s"], log: log), Plugin("lyrics", keys: ["l", "s"], log: log),
          Plugin("radio", keys: ["r"], log: log)
        )
        log.attach(to: chain)
        try expect(chain.append(app) && chain.append(radio), "appending two handlers")
        try expect(chain.insert(lyrics, before: radio), "inserting lyrics before radio")
        try expectEqual(chain.send("l"), "lyrics", "who used l")
        try expectEqual(
          log.offers, ["app", "lyrics"], "who was offered l: app, then lyrics, not radio")
        log.offers = []
        try expectEqual(chain.send("s"), "app", "who used s, which app and lyrics both use")
        try expect(
          log.offers == ["app"],
          "s was offered to \(log.offers) after app used it: a used key goes no further.")
      },
      Check("a key nobody uses is offered to every handler once, and reported once") {
        let log = Log()
        let chain = ShortcutChain()
        log.attach(to: chain)
        chain.append(Plugin("app", log: log))
        chain.append(Plugin("radio", log: log))
        try expectEqual(chain.send("x"), nil, "who used x")
        try expectEqual(log.offers, ["app", "radio"], "who was offered x")
        try expect(
          log.unhandled.count == 1 && log.unhandled.first?.0 == "x"
            && log.unhandled.first?.1 == ["app", "radio"],
          "onUnhandled heard \(log.unhandled): a key nobody used must be reported, once, "
            + "with the handlers it went through. A chain that drops it leaves the user "
            + "pressing a key that does nothing, without a word.")
        log.unhandled = []
        _ = ShortcutChain().send("x")
        try expect(log.unhandled.isEmpty, "a chain with no onUnhandled set says nothing")
      },
      Check("a handler is in the chain once at most: no handler hears a key twice") {
        let log = Log()
        let chain = ShortcutChain()
        log.attach(to: chain)
        let (app, radio) = (Plugin("app", log: log), Plugin("radio", log: log))
        chain.append(app)
        chain.append(radio)
        try expect(!chain.append(app), "appending app a second time must be refused")
        try expect(!chain.insert(radio, before: app), "inserting radio a second time too")
        _ = chain.send("x")
        try expect(
          log.offers == ["app", "radio"],
          "x was offered to \(log.offers): a handler added twice is a loop in the chain; "
            + "it hears every key twice, and a chain of links could walk forever.")
      },
      Check("two handlers with the same name are two handlers") {
        let log = Log()
        let chain = ShortcutChain()
        log.attach(to: chain)
        let first = Plugin("plugin", log: log)
        let second = Plugin("plugin", keys: ["p"], log: log)
        try expect(chain.append(first), "appending the first plug-in")
        try expect(
          chain.append(second),
          "a second plug-in named \"plugin\" was refused: a handler is the same handler "
            + "only when it is the same object (===).")
        try expectEqual(chain.send("p"), "plugin", "who used p")
        try expectEqual(log.offers, ["plugin", "plugin"], "who was offered p")
      },
      Check("a handler taken out hears no more keys; one never added cannot be taken out") {
        let log = Log()
        let chain = ShortcutChain()
        log.attach(to: chain)
        let (app, radio) = (Plugin("app", log: log), Plugin("radio", log: log))
        chain.append(app)
        chain.append(radio)
        try expect(chain.remove(app), "taking app out")
        try expect(!chain.remove(app), "taking app out a second time must say false")
        try expect(!chain.insert(Plugin("late", log: log), before: app), "inserting before app")
        _ = chain.send("x")
        try expectEqual(log.offers, ["radio"], "who was offered x")
      },
      Check("a handler may take itself out while a key is offered to it") {
        let log = Log()
        let chain = ShortcutChain()
        log.attach(to: chain)
        let oneShot = OneShot(log: log)
        oneShot.chain = chain
        let (lyrics, radio) = (
          Plugin("lyrics", keys: ["l"], log: log), Plugin("radio", keys: ["r"], log: log)
        )
        chain.append(oneShot)
        chain.append(lyrics)
        chain.append(radio)
        let used = chain.send("l")
        try expect(
          used == "lyrics" && log.offers == ["one-shot", "lyrics"],
          "l was offered to \(log.offers) and used by \(used ?? "nobody"), after one-shot "
            + "took itself out: a key goes along the chain as it was when it was sent, and "
            + "a change a handler makes counts from the next key.")
        log.offers = []
        try expectEqual(chain.send("r"), "radio", "who used r")
        try expectEqual(log.offers, ["lyrics", "radio"], "who was offered r, one-shot gone")
      },
      Check("300 seeded changes and keys keep the chain what a list of the handlers says") {
        var random = SeededGenerator(state: 11)
        let log = Log()
        let chain = ShortcutChain()
        log.attach(to: chain)
        let pool = (0..<6).map { Plugin("p\($0)", keys: [Character("\($0)")], log: log) }
        var model: [Plugin] = []
        for step in 0..<300 {
          let handler = pool[Int.random(in: 0..<pool.count, using: &random)]
          let inModel = model.contains { $0 === handler }
          switch Int.random(in: 0..<3, using: &random) {
          case 0:
            try expectEqual(chain.append(handler), !inModel, "step \(step): append")
            if !inModel { model.append(handler) }
          case 1:
            let existing = pool[Int.random(in: 0..<pool.count, using: &random)]
            let at = model.firstIndex { $0 === existing }
            try expectEqual(
              chain.insert(handler, before: existing), !inModel && at != nil,
              "step \(step): insert")
            if !inModel, let at { model.insert(handler, at: at) }
          default:
            try expectEqual(chain.remove(handler), inModel, "step \(step): remove")
            model.removeAll { $0 === handler }
          }
          let key = Character("\(Int.random(in: 0..<8, using: &random))")
          log.offers = []
          let used = chain.send(key)
          let taker = model.firstIndex { $0.keys.contains(key) }
          let expected = model.prefix(taker.map { $0 + 1 } ?? model.count).map(\.name)
          try expect(
            log.offers == expected && used == taker.map { model[$0].name },
            "step \(step): \(key) was offered to \(log.offers) and used by "
              + "\(used ?? "nobody"); the handlers in order are \(model.map(\.name)).")
        }
      },
    ])
  }
}
