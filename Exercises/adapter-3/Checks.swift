// The checks of exercise adapter-3. Read them; do not edit them.
import ExerciseSupport

func jazz() -> RadioStation {
  RadioStation(frequency: 98_500, programme: "Jazz Hour", gain: -6)
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
    ])
  }
}
