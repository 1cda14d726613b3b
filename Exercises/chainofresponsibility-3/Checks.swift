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
    log.offeredTo.append(ObjectIdentifier(self))
    return keys.contains(key)
  }
}

/// A handler that takes itself out of its chain the first time it is offered a key,
/// and uses none.
final class OneShot: ShortcutHandler {
  let name = "one-shot"
  let log: Log
  weak var chain: (any DrivenByTheChecks)?

  init(log: Log) { self.log = log }

  func handle(_ key: Character) -> Bool {
    log.offers.append(name)
    chain?.remove(self)
    return false
  }
}

/// A handler that takes another handler out of its chain the first time it is offered
/// a key, and uses none.
final class Remover: ShortcutHandler {
  let name = "remover"
  let log: Log
  let target: any ShortcutHandler
  weak var chain: (any DrivenByTheChecks)?

  init(taking target: any ShortcutHandler, log: Log) { (self.target, self.log) = (target, log) }

  func handle(_ key: Character) -> Bool {
    log.offers.append(name)
    chain?.remove(target)
    chain = nil
    return false
  }
}

/// Who was offered a key, in order, across the handlers of one check, and what the
/// chain reported.
final class Log {
  var offers: [String] = []
  /// The same offers, by handler: two handlers may share a name.
  var offeredTo: [ObjectIdentifier] = []
  var unhandled: [(Character, [String])] = []

  /// A new chain, made as the checks make every one, reporting to this log.
  func chain() -> any DrivenByTheChecks {
    ShortcutChain.make { [unowned self] in unhandled.append(($0, $1)) }
  }
}

/// One step a generated run takes: a change to one of two chains, then a key pressed
/// on it.
struct Step: Sendable, CustomStringConvertible {
  let chain: Int
  /// 0: add last, 1: add before `other`, 2: remove.
  let change: Int
  let handler: Int
  let other: Int
  let key: Int

  var description: String {
    let change =
      switch change {
      case 0: "add p\(handler) last"
      case 1: "add p\(handler) before p\(other)"
      default: "remove p\(handler)"
      }
    return "chain \(chain + 1): \(change), press \(key)"
  }

  static let any = Generators.int(in: 0...1).flatMap { chain in
    Generators.int(in: 0...2).flatMap { change in
      Generators.int(in: 0...5).flatMap { handler in
        Generators.int(in: 0...5).flatMap { other in
          Generators.int(in: 0...7).map {
            Step(chain: chain, change: change, handler: handler, other: other, key: $0)
          }
        }
      }
    }
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("a key goes along the handlers in order and stops at the first that uses it") {
        let log = Log()
        let chain = log.chain()
        let (app, lyrics, radio) = (
          Plugin("app", keys: ["s"], log: log), Plugin("lyrics", keys: ["l", "s"], log: log),
          Plugin("radio", keys: ["r"], log: log)
        )
        try expect(
          chain.add(app, before: nil) && chain.add(radio, before: nil), "adding two handlers")
        try expect(chain.add(lyrics, before: radio), "adding lyrics before radio")
        try expectEqual(chain.press("l"), "lyrics", "who used l")
        try expectEqual(
          log.offers, ["app", "lyrics"], "who was offered l: app, then lyrics, not radio")
        log.offers = []
        try expectEqual(chain.press("s"), "app", "who used s, which app and lyrics both use")
        try expect(
          log.offers == ["app"],
          "s was offered to \(log.offers) after app used it: a used key goes no further.")
        try expect(log.unhandled.isEmpty, "a used key was reported unused: \(log.unhandled)")
      },
      Check("a key nobody uses is offered to every handler once, and reported once") {
        let log = Log()
        let chain = log.chain()
        chain.add(Plugin("app", log: log), before: nil)
        chain.add(Plugin("radio", log: log), before: nil)
        try expectEqual(chain.press("x"), nil, "who used x")
        try expectEqual(log.offers, ["app", "radio"], "who was offered x")
        try expect(
          log.unhandled.count == 1 && log.unhandled.first?.0 == "x"
            && log.unhandled.first?.1 == ["app", "radio"],
          "the report heard \(log.unhandled): a key nobody used must be reported, once, "
            + "with the handlers it went through. A chain that drops it leaves the user "
            + "pressing a key that does nothing, without a word.")
        log.unhandled = []
        _ = log.chain().press("y")
        try expect(
          log.unhandled.count == 1 && log.unhandled.first?.0 == "y"
            && log.unhandled.first?.1 == [],
          "an empty chain's report heard \(log.unhandled): a key pressed with no handler at "
            + "all is reported too, offered to nobody.")
      },
      Check("a handler is in the chain once at most: no handler hears a key twice") {
        let log = Log()
        let chain = log.chain()
        let (app, radio) = (Plugin("app", log: log), Plugin("radio", log: log))
        chain.add(app, before: nil)
        chain.add(radio, before: nil)
        try expect(!chain.add(app, before: nil), "adding app a second time must be refused")
        try expect(!chain.add(radio, before: app), "adding radio a second time too")
        _ = chain.press("x")
        try expect(
          log.offers == ["app", "radio"],
          "x was offered to \(log.offers): a handler added twice is a loop in the chain; "
            + "it hears every key twice, and a chain of links could walk forever. A second "
            + "add is refused, and the chain stays as it was.")
      },
      Check("two handlers with the same name are two handlers") {
        let log = Log()
        let chain = log.chain()
        let first = Plugin("plugin", log: log)
        let second = Plugin("plugin", keys: ["p"], log: log)
        try expect(chain.add(first, before: nil), "adding the first plug-in")
        try expect(
          chain.add(second, before: nil),
          "a second plug-in named \"plugin\" was refused: a handler is the same handler only "
            + "when it is the same object (===).")
        try expect(
          chain.press("p") == "plugin" && log.offers == ["plugin", "plugin"],
          "p was offered to \(log.offers): a second plug-in named \"plugin\" was refused or "
            + "lost. A handler is the same handler only when it is the same object (===).")
      },
      Check("a handler taken out hears no more keys; one never added cannot be taken out") {
        let log = Log()
        let chain = log.chain()
        let (app, radio) = (Plugin("app", log: log), Plugin("radio", log: log))
        chain.add(app, before: nil)
        chain.add(radio, before: nil)
        try expect(chain.remove(app), "taking app out")
        try expect(!chain.remove(app), "taking app out a second time must say it was not there")
        try expect(!chain.remove(Plugin("stranger", log: log)), "taking out one never added")
        try expect(!chain.add(Plugin("late", log: log), before: app), "adding before app")
        _ = chain.press("x")
        try expect(
          log.offers == ["radio"],
          "x was offered to \(log.offers), not only to radio: app was taken out, and a "
            + "handler to go before one no longer in the chain is refused.")
      },
      Check("a handler may take itself out while a key is offered to it") {
        let log = Log()
        let chain = log.chain()
        let oneShot = OneShot(log: log)
        oneShot.chain = chain
        let (lyrics, radio) = (
          Plugin("lyrics", keys: ["l"], log: log), Plugin("radio", keys: ["r"], log: log)
        )
        chain.add(oneShot, before: nil)
        chain.add(lyrics, before: nil)
        chain.add(radio, before: nil)
        let used = chain.press("l")
        try expect(
          used == "lyrics" && log.offers == ["one-shot", "lyrics"],
          "l was offered to \(log.offers) and used by \(used ?? "nobody"), after one-shot "
            + "took itself out: a key goes along the chain as it was when it was sent, and "
            + "a change a handler makes counts from the next key.")
        log.offers = []
        try expectEqual(chain.press("r"), "radio", "who used r")
        try expectEqual(log.offers, ["lyrics", "radio"], "who was offered r, one-shot gone")
        let another = OneShot(log: log)
        another.chain = chain
        chain.add(another, before: lyrics)
        (log.offers, log.unhandled) = ([], [])
        _ = chain.press("x")
        try expect(
          log.unhandled.count == 1 && log.unhandled.first?.1 == ["one-shot", "lyrics", "radio"],
          "x, which nobody uses, went through one-shot (which took itself out), lyrics and "
            + "radio, and the report heard \(log.unhandled): the report names the handlers "
            + "the key was offered to, as the walk went, not the chain as it is after it.")
      },
      Check("a handler may take out one before it while a key is offered to it") {
        let log = Log()
        let chain = log.chain()
        let app = Plugin("app", keys: ["s"], log: log)
        let remover = Remover(taking: app, log: log)
        remover.chain = chain
        let (lyrics, radio) = (
          Plugin("lyrics", keys: ["l"], log: log), Plugin("radio", keys: ["r"], log: log)
        )
        for handler in [app, remover, lyrics, radio] as [any ShortcutHandler] {
          chain.add(handler, before: nil)
        }
        let used = chain.press("r")
        try expect(
          used == "radio" && log.offers == ["app", "remover", "lyrics", "radio"],
          "r was offered to \(log.offers) and used by \(used ?? "nobody"), after remover "
            + "took app out: a key goes along the chain as it was when it was sent, whoever a "
            + "handler takes out, and no handler is skipped.")
        log.offers = []
        try expectEqual(chain.press("r"), "radio", "who used r next")
        try expectEqual(log.offers, ["remover", "lyrics", "radio"], "who was offered r, app gone")
      },
      Check("any changes and keys, on two chains, keep each what a list of its handlers says") {
        /// Names the handlers share, so that only their identities tell them apart.
        let names = ["app", "radio", "app", "lyrics", "radio", "app"]
        try forAll(Generators.array(of: Step.any, length: 1...40)) { steps in
          let logs = [Log(), Log()]
          let chains = logs.map { $0.chain() }
          let pools = logs.map { log in
            names.indices.map { Plugin(names[$0], keys: [Character("\($0)")], log: log) }
          }
          var models: [[Plugin]] = [[], []]
          /// Handlers as `p2 (app)`: their place in their pool, and their name.
          func show(_ handlers: [Plugin], of pool: [Plugin]) -> String {
            let shown = handlers.map { handler in
              "p\(pool.firstIndex { $0 === handler } ?? -1) (\(handler.name))"
            }
            return "\(shown)"
          }
          for (index, step) in steps.enumerated() {
            let (log, chain, pool) = (logs[step.chain], chains[step.chain], pools[step.chain])
            let handler = pool[step.handler]
            let inModel = models[step.chain].contains { $0 === handler }
            switch step.change {
            case 0:
              try expectEqual(
                chain.add(handler, before: nil), !inModel, "step \(index + 1): \(step): added")
              if !inModel { models[step.chain].append(handler) }
            case 1:
              let at = models[step.chain].firstIndex { $0 === pool[step.other] }
              try expectEqual(
                chain.add(handler, before: pool[step.other]), !inModel && at != nil,
                "step \(index + 1): \(step): added")
              if !inModel, let at { models[step.chain].insert(handler, at: at) }
            default:
              try expectEqual(
                chain.remove(handler), inModel, "step \(index + 1): \(step): taken out")
              models[step.chain].removeAll { $0 === handler }
            }
            let model = models[step.chain]
            let key = Character("\(step.key)")
            for each in logs { (each.offers, each.offeredTo, each.unhandled) = ([], [], []) }
            let used = chain.press(key)
            let taker = model.firstIndex { $0.keys.contains(key) }
            let expected = Array(model.prefix(taker.map { $0 + 1 } ?? model.count))
            let offered = log.offeredTo.compactMap { offer in
              pool.first { ObjectIdentifier($0) == offer }
            }
            try expect(
              log.offeredTo == expected.map(ObjectIdentifier.init)
                && used == taker.map { model[$0].name },
              "step \(index + 1): \(key) was offered to \(show(offered, of: pool)) and used by "
                + "\(used ?? "nobody"); the handlers in order are \(show(model, of: pool)). "
                + "Handlers that share a name are told apart by identity (===), everywhere.")
            let report = taker == nil ? [(key, expected.map(\.name))] : []
            try expect(
              log.unhandled.map(\.0) == report.map(\.0) && log.unhandled.map(\.1) == report.map(\.1)
                && logs[1 - step.chain].unhandled.isEmpty,
              "step \(index + 1): \(key) was reported as \(log.unhandled) to its chain's report "
                + "and \(logs[1 - step.chain].unhandled) to the other chain's; it was "
                + "\(taker == nil ? "unused, so once, to its own chain's" : "used, so never"). "
                + "Each chain has its own end.")
          }
        }
      },
    ])
  }
}
