/// Inputs made from a seed (SplitMix64, `SeededRandom`), for a check or a test whose promise says "any", "every" or
/// "always": run it over a few hundred of them, and a failing one is made as small as
/// it can be and shown with its seed, so that the failure reads as an example and can
/// be run again.
///
/// ```swift
/// try forAll(Generators.array(of: Generators.int(in: 0...9))) { numbers in
///   try expectEqual(mySort(numbers), numbers.sorted(), "sorted")
/// }
/// ```
///
/// A generator makes its value from a list of numbers it draws one by one. A failing
/// input is shrunk by shrinking that list: dropping runs of draws, making draws
/// smaller (every draw of `0` makes the smallest choice: the lower bound, an empty
/// list, the first option). So shrinking works through `map` and `flatMap` with no
/// shrinker written per type, as in Hypothesis's internal reduction.
public struct Generator<Value>: Sendable {
  let make: @Sendable (inout Draws) -> Value

  public init(_ make: @escaping @Sendable (inout Draws) -> Value) {
    self.make = make
  }

  /// The value `transform` makes of each generated one.
  public func map<Other>(_ transform: @escaping @Sendable (Value) -> Other) -> Generator<Other> {
    Generator<Other> { draws in transform(self.make(&draws)) }
  }

  /// A generator chosen by each generated value: a list whose length is generated first.
  public func flatMap<Other>(_ next: @escaping @Sendable (Value) -> Generator<Other>)
    -> Generator<Other>
  {
    Generator<Other> { draws in next(self.make(&draws)).make(&draws) }
  }

  /// One value from `seed`, as the run with that seed makes it first.
  public func example(seed: UInt64) -> Value {
    var draws = Draws(seed: seed)
    return make(&draws)
  }
}

/// The numbers a generator draws: from a seeded random source while generating, or
/// from a recorded list while shrinking (past its end, every draw is 0).
public struct Draws: Sendable {
  private var random: SeededRandom?
  private var replay: [UInt64] = []
  private(set) var drawn: [UInt64] = []

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  init(replaying list: [UInt64]) { replay = list }

  /// The next number, below `bound` (which must be at least 1).
  public mutating func next(below bound: UInt64) -> UInt64 {
    let raw: UInt64
    if random != nil {
      raw = random!.next()
    } else {
      raw = drawn.count < replay.count ? replay[drawn.count] : 0
    }
    let value = raw % bound
    drawn.append(value)
    return value
  }
}

/// SplitMix64: a small, fast generator whose whole state is one number, so a seed
/// says everything about a run.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// What `forAll` found: the smallest failing input, its seed and run, and why it failed.
public struct PropertyFailure: Error, CustomStringConvertible {
  public var seed: UInt64
  public var run: Int
  public var input: String
  public var reason: String

  public var description: String {
    "\(reason)\n  with the input \(input)\n  (seed \(seed), run \(run); rerun with "
      + "WORKBOOK_SEED=\(seed), shrunk to the smallest input that still fails)"
  }
}

/// The seed a run starts from: `WORKBOOK_SEED` when it is set (to rerun a failure, or
/// to try other inputs), else the fixed one given, so that every run is the same.
public func runSeed(default seed: UInt64) -> UInt64 {
  guard let text = getenv("WORKBOOK_SEED").map({ String(cString: $0) }), let value = UInt64(text)
  else { return seed }
  return value
}

/// Runs `property` over `runs` inputs from `generator`, drawn from `seed`; when one
/// throws, shrinks it and throws a `PropertyFailure` naming the smallest failing input.
/// - Parameter seed: where the inputs start; `WORKBOOK_SEED` overrides it.
public func forAll<Value>(
  _ generator: Generator<Value>, runs: Int = 200, seed: UInt64 = 2026,
  _ property: (Value) throws -> Void
) throws(PropertyFailure) {
  let start = runSeed(default: seed)
  for run in 0..<runs {
    let runSeed = start &+ UInt64(run)
    var draws = Draws(seed: runSeed)
    let value = generator.make(&draws)
    do {
      try property(value)
    } catch {
      let (smallest, reason) = shrink(
        draws.drawn, of: generator, property, firstReason: String(describing: error))
      throw PropertyFailure(seed: runSeed, run: run, input: show(smallest), reason: reason)
    }
  }
}

/// The smallest list of draws whose value still fails `property`, with its reason.
private func shrink<Value>(
  _ failing: [UInt64], of generator: Generator<Value>, _ property: (Value) throws -> Void,
  firstReason: String
) -> (Value, String) {
  var best = failing
  var reason = firstReason
  var draws = Draws(replaying: best)
  var bestValue = generator.make(&draws)
  /// Whether `candidate` makes a smaller input that still fails; if so it becomes the
  /// best. Smaller is fewer draws, or as many and smaller at the first that differs,
  /// so shrinking always ends.
  func keeps(_ candidate: [UInt64]) -> Bool {
    var replay = Draws(replaying: candidate)
    let value = generator.make(&replay)
    let drawn = replay.drawn
    let smaller =
      drawn.count < best.count
      || (drawn.count == best.count && drawn.lexicographicallyPrecedes(best))
    guard smaller else { return false }
    do {
      try property(value)
      return false
    } catch {
      best = drawn
      bestValue = value
      reason = String(describing: error)
      return true
    }
  }
  var attempts = 0
  var improved = true
  while improved && attempts < 2000 {
    improved = false
    for size in [8, 4, 2, 1] {
      var start = 0
      while start + size <= best.count && attempts < 2000 {
        attempts += 1
        var candidate = best
        candidate.removeSubrange(start..<start + size)
        if keeps(candidate) { improved = true } else { start += 1 }
      }
    }
    // A list's length is a draw before its elements: one element fewer is that draw
    // made one less and the element's draws dropped, together.
    var lengthIndex = 0
    while lengthIndex < best.count && attempts < 2000 {
      var start = lengthIndex + 1
      while best[lengthIndex] > 0 && start < best.count && attempts < 2000 {
        attempts += 1
        var candidate = best
        candidate[lengthIndex] -= 1
        candidate.remove(at: start)
        if keeps(candidate) { improved = true } else { start += 1 }
      }
      lengthIndex += 1
    }
    var index = 0
    while index < best.count && attempts < 2000 {
      for smaller in [0, best[index] / 2, best[index] &- 1] where smaller < best[index] {
        attempts += 1
        var candidate = best
        candidate[index] = smaller
        if keeps(candidate) {
          improved = true
          break
        }
      }
      index += 1
    }
  }
  return (bestValue, reason)
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
