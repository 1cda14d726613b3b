// Mistake: the panel stops the echo by not telling the part that reported: that part
// cannot echo, but every other one still does, and the box typed " 8 " keeps its blanks.
// Lesson: an echo starts at every part that is shown; and every part, the one that
// reported included, is told the volume once.
import Foundation

// Exercise mediator-2 · Who stops the echo
//
// The toolkit's controls report every change of their value, the changes code makes
// included (VolumeControls.swift), so a part told to show a value reports it straight
// back: an echo. Decide who stops it, and stop it there. The task is in
// Chapters/16-Mediator.md, section Exercises.

// The decision: the panel does not tell the part that reported.

/// The slider: the level, as near as its stops come, or 0 while muted.
@MainActor
final class VolumeSlider: VolumePart {
  weak var mediator: (any VolumeMediator)?
  let control = Slider()

  init() {
    control.onChange = { [unowned self] value in
      mediator?.part(self, did: .slid(to: value))
    }
  }

  func show(_ volume: VolumeState) {
    control.value = volume.audible
  }
}

/// The box: the level as a number, or "muted".
@MainActor
final class VolumeField: VolumePart {
  weak var mediator: (any VolumeMediator)?
  let control = TextBox()

  init() {
    control.onChange = { [unowned self] text in
      mediator?.part(self, did: .typed(text))
    }
  }

  func show(_ volume: VolumeState) {
    control.text = volume.isMuted ? "muted" : String(volume.level)
  }
}

/// The mute switch: on while muted.
@MainActor
final class MuteSwitch: VolumePart {
  weak var mediator: (any VolumeMediator)?
  let control = Switch()

  init() {
    control.onChange = { [unowned self] isOn in
      mediator?.part(self, did: .muted(isOn))
    }
  }

  func show(_ volume: VolumeState) {
    control.isOn = volume.isMuted
  }
}

/// The volume panel's mediator: it holds the parts, hears their reports, keeps the rules
/// and tells every part what to show.
///
/// The rules: the slider sets the level, and so does a whole number from 0 to 100 typed in
/// the box (blanks around it allowed); either unmutes. Anything else typed changes
/// nothing, and the box shows the volume again. The switch mutes and unmutes, and the
/// level is kept while muted. After each report every part is told once, and the player
/// is told what to play at when that changes, once.
@MainActor
final class VolumePanel: VolumeMediator {
  let slider = VolumeSlider()
  let field = VolumeField()
  let mute = MuteSwitch()
  /// Every part of the panel, in the order they were registered.
  private(set) var parts: [any VolumePart] = []
  private(set) var volume: VolumeState
  /// The player: told what to play at each time that changes.
  var onAudible: ((Int) -> Void)?

  init(level: Int) {
    volume = VolumeState(level: level, isMuted: false)
    let given: [any VolumePart] = [slider, field, mute]
    for part in given { register(part) }
  }

  /// Adds a part: it reports here from now on, and is shown the volume as it stands.
  func register(_ part: any VolumePart) {
    part.mediator = self
    parts.append(part)
    part.show(volume)
  }

  func part(_ part: any VolumePart, did event: VolumeEvent) {
    let before = volume.audible
    switch event {
    case .slid(let value):
      volume = VolumeState(level: value, isMuted: false)
    case .typed(let text):
      if let level = Int(text.trimmingCharacters(in: .whitespaces)), (0...100).contains(level) {
        volume = VolumeState(level: level, isMuted: false)
      }
    case .muted(let isOn):
      volume.isMuted = isOn
    }
    for other in parts where other !== part { other.show(volume) }
    if volume.audible != before { onAudible?(volume.audible) }
  }
}
