// Given with exercise mediator-2. Read it; do not edit it: the toolkit's controls, and what
// the volume panel's parts and their mediator say to each other.

// The toolkit's controls, made as many toolkits make them (Qt's among them): each calls
// `onChange` whenever its value changes, whether the user changed it or code set it.
// Setting the value a control already has calls nothing.

/// A slider from 0 to 100 that stops every 5: a value it is set or dragged to lands on the
/// nearest stop (42 on 40, 43 on 45), and nothing below 0 or above 100.
@MainActor
final class Slider {
  /// The distance between two stops.
  nonisolated static let step = 5
  private var stop = 0
  var onChange: ((Int) -> Void)?

  /// Where the knob stands; setting it moves the knob to the nearest stop.
  var value: Int {
    get { stop }
    set {
      let landed = Self.stop(nearest: newValue)
      guard landed != stop else { return }
      stop = landed
      onChange?(landed)
    }
  }

  /// The user drags the knob towards `position`.
  func drag(to position: Int) { value = position }

  /// The stop a knob set to `value` lands on.
  nonisolated static func stop(nearest value: Int) -> Int {
    let clamped = min(100, max(0, value))
    return (clamped + step / 2) / step * step
  }
}

/// A one-line text box.
@MainActor
final class TextBox {
  private var stored = ""
  var onChange: ((String) -> Void)?

  var text: String {
    get { stored }
    set {
      guard newValue != stored else { return }
      stored = newValue
      onChange?(newValue)
    }
  }

  /// The user's typing leaves the box reading `text`.
  func type(_ text: String) { self.text = text }
}

/// A switch, on or off.
@MainActor
final class Switch {
  private var stored = false
  var onChange: ((Bool) -> Void)?

  var isOn: Bool {
    get { stored }
    set {
      guard newValue != stored else { return }
      stored = newValue
      onChange?(newValue)
    }
  }

  /// The user flips the switch.
  func flip() { isOn.toggle() }
}

/// The one thing every part of the volume panel talks to: the panel's mediator, as the
/// parts see it.
@MainActor
protocol VolumeMediator: AnyObject {
  /// `part` reports a change of its control.
  func part(_ part: any VolumePart, did event: VolumeEvent)
}

/// A part of the volume panel: it wraps one control, reports the control's changes, and
/// shows what it is told. It knows its mediator, through the protocol above, and no other
/// part.
@MainActor
protocol VolumePart: AnyObject {
  /// Where it reports; weak, because the mediator holds its parts.
  var mediator: (any VolumeMediator)? { get set }
  /// Shows its share of `volume` on its control.
  func show(_ volume: VolumeState)
}

/// A change of a part's control, in the panel's words.
enum VolumeEvent: Equatable, Sendable {
  /// The slider's knob now stands at `value`.
  case slid(to: Int)
  /// The volume box now reads `text`.
  case typed(String)
  /// The mute switch is now on, or off.
  case muted(Bool)
}

/// The volume as the mediator tells it to every part.
struct VolumeState: Equatable, Sendable {
  /// The level the user set, from 0 to 100, kept while muted.
  var level: Int
  var isMuted: Bool

  /// What the player plays at: the level, or nothing while muted.
  var audible: Int { isMuted ? 0 : level }
}
