// The Observer pattern in miniature: a subject keeps a list of observers and tells each
// of them when it changes, knowing nothing of them but that they can be told.

// snippet.miniature
/// Anything that wants to hear about a new price.
protocol PriceObserver: AnyObject {
  func priceDidChange(to price: Int)
}

/// The subject: it holds its observers weakly, forgets the ones that are gone, and
/// notifies every one that is left.
final class Ticker {
  private var observers: [() -> PriceObserver?] = []
  var price = 100 {
    didSet {
      observers.removeAll { $0() == nil }
      observers.forEach { $0()?.priceDidChange(to: price) }
    }
  }

  func addObserver(_ observer: PriceObserver) {
    observers.append { [weak observer] in observer }
  }
}

final class Display: PriceObserver {
  let name: String
  init(name: String) { self.name = name }
  func priceDidChange(to price: Int) { print("\(name) shows \(price)") }
}

let ticker = Ticker()
let board = Display(name: "board")
var phone: Display? = Display(name: "phone")
ticker.addObserver(board)
ticker.addObserver(phone!)
ticker.price = 101
phone = nil  // gone: the ticker does not keep it alive, and stops telling it
ticker.price = 99
// snippet.end
