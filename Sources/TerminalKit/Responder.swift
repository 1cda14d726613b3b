// snippet.responder
/// Something a key can be offered to: the terminal's `UIResponder`, base of every view,
/// view controller and window.
///
/// Each responder knows only the one after it, `next`, as a `Responder`: never its type.
/// A key sent with `deliver(_:)` goes to this responder, then along `next` until one
/// takes it; the walk is written once, here, so a responder only says whether it took
/// the key. Which responder comes next follows UIKit's rules (see `View.next`,
/// `ViewController.next`, `Window.next`).
///
/// ```swift
/// panel.becomeFirstResponder()          // keys now start at `panel`
/// panel.deliver(.left).handler          // whoever took ←, or nil
/// ```
@MainActor
open class Responder {
  public init() {}

  /// The responder a key goes to when this one does not take it; `nil` ends the chain.
  open var next: Responder? { nil }

  /// Whether this responder may be the one keys start at. No by default, as in UIKit.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder, as first responder, takes typed characters as text: then
  /// `q` is typed rather than quitting (see `Window.send(_:)`). No by default; a
  /// `TextField` that is editing says yes.
  open var acceptsTypedCharacters: Bool { false }

  /// A key reached this responder. Return whether it was used: `false` sends it on to
  /// `next`. Chapters 1 to 10 and 12 override this in their screens, which the window
  /// asks when no responder is first (see `Window.send(_:)`).
  open func handleKey(_ key: Key) -> Bool { false }

  /// Called on the last responder of the chain when a key went all the way along it
  /// and nobody used it: AppKit's `noResponder(for:)`. Does nothing by default.
  ///
  /// - Parameter chain: every responder the key was offered to, first to last.
  open func noResponder(for key: Key, passing chain: [Responder]) {}

  /// What a report calls this responder: its type's name unless a subclass says better.
  open var responderName: String { String(describing: type(of: self)) }
}
// snippet.end

// snippet.deliver
/// What became of a key sent along a chain.
public struct KeyDelivery {
  /// Every responder the key was offered to, in order; the last is `handler` when
  /// there is one.
  public let chain: [Responder]
  /// The responder that used the key; `nil` when the key reached the end unused.
  public let handler: Responder?
}

extension Responder {
  /// This responder, its `next`, that one's `next`, and so on to the end.
  public var responderChain: [Responder] {
    var chain: [Responder] = []
    var responder: Responder? = self
    while let current = responder {
      chain.append(current)
      responder = current.next
    }
    return chain
  }

  /// Offers `key` to this responder, then to each `next` in turn, and stops at the
  /// first that uses it. A key nobody uses is reported to the last responder with
  /// `noResponder(for:passing:)`.
  @discardableResult
  public func deliver(_ key: Key) -> KeyDelivery {
    var offered: [Responder] = []
    var responder: Responder? = self
    while let current = responder {
      offered.append(current)
      if current.handleKey(key) { return KeyDelivery(chain: offered, handler: current) }
      responder = current.next
    }
    offered.last?.noResponder(for: key, passing: offered)
    return KeyDelivery(chain: offered, handler: nil)
  }
}
// snippet.end

// snippet.firstResponder
extension Responder {
  /// The window at the end of this responder's chain, if it has reached one.
  public var window: Window? {
    responderChain.lazy.compactMap { $0 as? Window }.first
  }

  /// Whether keys start at this responder in its window.
  public var isFirstResponder: Bool { window?.firstResponder === self }

  /// Makes this responder the one its window sends keys to first. Refused (returns
  /// `false`) when it cannot become first responder or is in no window.
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window else { return false }
    window.firstResponder = self
    return true
  }

  /// Stops being the responder keys start at, if it was: keys go to the window's usual
  /// order again.
  public func resignFirstResponder() {
    guard let window, window.firstResponder === self else { return }
    window.firstResponder = nil
  }
}
// snippet.end
