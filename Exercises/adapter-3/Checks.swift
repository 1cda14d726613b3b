// The checks of exercise adapter-3. Read them; do not edit them.
import ExerciseSupport

func jazz() -> RadioStation {
  RadioStation(frequency: 98_500, programme: "Jazz Hour", gain: -6)
}

/// A station's state, as a check sets it: any frequency of the FM band in steps of
/// 100 kHz, a programme name or none, and a gain from beyond either end of the scale.
struct StationState: Sendable, CustomStringConvertible {
  var frequency: Int
  var programme: String?
  var gain: Int

  static let any = Generators.int(in: 875...1080).flatMap { frequency in
    Generators.oneOf([
      Generators.element(of: [String?.none]), Generators.sharedName.map { $0 },
    ]).flatMap { programme in
      Generators.int(in: -40...10).map {
        StationState(frequency: frequency * 100, programme: programme, gain: $0)
      }
    }
  }

  func write(to station: RadioStation) {
    station.frequency = frequency
    station.programme = programme
    station.gain = gain
  }

  var name: String {
    let megahertz = "FM \(frequency / 1000).\(frequency % 1000 / 100)"
    return programme.map { "\(megahertz) · \($0)" } ?? megahertz
  }

  var volume: Int { min(max((gain + 30) / 3, 0), 10) }

  var description: String {
    "\(frequency) kHz, programme \(programme.map { "“\($0)”" } ?? "none"), gain \(gain) dB"
  }
}

/// What a check does to one of two stations: sets its state, or plays it.
enum StationEvent: Sendable, CustomStringConvertible {
  case set(Int, StationState)
  case play(Int)

  static let any = Generators.int(in: 0...1).flatMap { station in
    Generators.oneOf([
      StationState.any.map { StationEvent.set(station, $0) },
      Generators.element(of: [StationEvent.play(station)]),
    ])
  }

  var description: String {
    switch self {
    case .set(let station, let state): "station \(station) set to \(state)"
    case .play(let station): "station \(station) played"
    }
  }
}

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("a station is named by its frequency in MHz and its programme") {
        try expectEqual(playable(jazz()).name, "FM 98.5 · Jazz Hour", "the name of 98,500 kHz")
        let quiet = RadioStation(frequency: 101_000, programme: nil, gain: -30)
        try expectEqual(
          playable(quiet).name, "FM 101.0",
          "the name of a station at 101,000 kHz that sends no programme name (nothing made up)")
      },
      Check("playing it tunes the station once, and only playing does") {
        let station = jazz()
        let item = playable(station)
        _ = item.name
        _ = item.volume
        try expectEqual(station.tunings, 0, "tunings after reading the name and the volume")
        try expectEqual(item.play(), "♪ Jazz Hour", "what playing the station gives")
        try expectEqual(station.tunings, 1, "tunings after one play")
        _ = item.play()
        try expectEqual(station.tunings, 2, "tunings after a second play")
      },
      Check("the volume is the station's gain on the player's scale, not the default") {
        let volumes = [-30, -27, -15, -6, -1, 0, 6, -40].map {
          playable(RadioStation(frequency: 90_000, programme: nil, gain: $0)).volume
        }
        try expectEqual(
          volumes, [0, 1, 5, 8, 9, 10, 10, 0],
          "the volumes of gains -30, -27, -15, -6, -1, 0, 6 and -40 dB (-30 dB is 0, 0 dB is "
            + "10, 3 dB a step, never past either end)")
      },
      Check("a station retuned or turned up is followed: it is translated when asked") {
        let station = jazz()
        let item = playable(station)
        _ = (item.name, item.volume)
        station.frequency = 104_300
        station.programme = "Night Shift"
        station.gain = 0
        try expectEqual(item.name, "FM 104.3 · Night Shift", "the name after the station changed")
        try expectEqual(item.volume, 10, "the volume after the gain went to 0 dB")
        try expectEqual(item.play(), "♪ Night Shift", "what plays after the station changed")
      },
      Check("the player plays tracks and stations side by side, through Playable alone") {
        let player = Player(queue: [Track(name: "Blue Hour"), playable(jazz())])
        try expectEqual(
          player.playAll(),
          ["Blue Hour: ▶ Blue Hour, volume 5", "FM 98.5 · Jazz Hour: ♪ Jazz Hour, volume 8"],
          "what the player plays")
      },
      Check("two stations, any changes, any plays: each item speaks for its station as it is") {
        // Two stations adapted side by side, changed and played in any order, a programme
        // name sent and then not: after every event each item's name, volume and what it
        // plays are its own station's now, and only playing tunes.
        let input = Generators.array(of: StationState.any, length: 2...2).flatMap { start in
          Generators.array(of: StationEvent.any, length: 1...12).map { (start: start, events: $0) }
        }
        try forAll(input) { input in
          let stations = input.start.map {
            RadioStation(frequency: $0.frequency, programme: $0.programme, gain: $0.gain)
          }
          let items = stations.map { playable($0) }
          var states = input.start
          var plays = [0, 0]
          for (step, event) in input.events.enumerated() {
            let what = input.events.prefix(step + 1).map(\.description).joined(separator: "; ")
            switch event {
            case .set(let index, let state):
              state.write(to: stations[index])
              states[index] = state
            case .play(let index):
              let heard = states[index].programme.map { "♪ \($0)" } ?? "♪ (no programme name)"
              try expectEqual(
                items[index].play(), heard, "what station \(index) played after \(what)")
              plays[index] += 1
            }
            for index in 0..<2 {
              try expectEqual(
                items[index].name, states[index].name, "station \(index)'s name after \(what)")
              try expectEqual(
                items[index].volume, states[index].volume, "station \(index)'s volume after \(what)"
              )
              try expectEqual(
                stations[index].tunings, plays[index], "station \(index)'s tunings after \(what)")
            }
          }
        }
      },
    ])
  }
}
