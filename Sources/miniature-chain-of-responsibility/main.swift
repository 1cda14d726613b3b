// snippet.miniature
protocol Approver {  // the handler: approves a request, refuses it, or hands it on
  var next: (any Approver)? { get }  // only "some approver": never which one
  func review(_ amount: Int, for item: String) -> String
}

extension Approver {
  func passOn(_ amount: Int, for item: String) -> String {
    next?.review(amount, for: item) ?? "nobody may approve \(amount) for \(item)"
  }
}

struct Limit: Approver {  // a concrete handler: approves up to its limit
  let title: String, limit: Int, next: (any Approver)?
  func review(_ amount: Int, for item: String) -> String {
    amount <= limit ? "\(title) approves \(amount) for \(item)" : passOn(amount, for: item)
  }
}

struct Freeze: Approver {  // another kind: refuses one item outright, passes the rest
  let item: String, next: (any Approver)?
  func review(_ amount: Int, for item: String) -> String {
    item == self.item ? "\(item) is frozen: no to \(amount)" : passOn(amount, for: item)
  }
}

let director = Limit(title: "director", limit: 10_000, next: nil)
let manager = Limit(title: "manager", limit: 1_000, next: director)
let lead = Limit(title: "team lead", limit: 100, next: Freeze(item: "travel", next: manager))
for (amount, item) in [(40, "books"), (600, "a monitor"), (600, "travel"), (40, "travel")] {
  print(lead.review(amount, for: item))  // the client knows the first approver only
}
print(lead.review(25_000, for: "a car"))
// snippet.end
