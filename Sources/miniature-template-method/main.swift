// snippet.miniature
// Template Method, the protocol form: the algorithm is written once, in an extension,
// its steps in a fixed order; what varies is a requirement each type fills in.
protocol Brew {
  var leaves: String { get }  // a step every brew must fill in
  func withMilk() -> Bool  // a hook: a requirement, with an answer below
}

extension Brew {
  func withMilk() -> Bool { false }
  /// Not a requirement: a type's own `garnish()` never replaces this one inside `make()`.
  func garnish() -> String { "nothing" }

  /// The template method: boil, steep, pour, then the hooks, always in this order.
  func make() -> String {
    "boil water, steep \(leaves), pour" + (withMilk() ? ", add milk" : "")
      + ", garnish with \(garnish())"
  }
}

struct Chai: Brew {
  let leaves = "black tea and spices"
  func withMilk() -> Bool { true }  // a requirement: make() calls this one
}

struct GreenTea: Brew {
  let leaves = "green tea"
  func garnish() -> String { "lemon" }  // the trap: make() never calls it
}

print(Chai().make())
print(GreenTea().make())
print(GreenTea().garnish())
// snippet.end
