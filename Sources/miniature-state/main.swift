// snippet.miniature
protocol StopwatchState {  // the state: what each button means in it, and what comes next
  var buttons: String { get }
  func left(_ watch: Stopwatch) -> any StopwatchState
  func right(_ watch: Stopwatch) -> any StopwatchState
  func secondPassed(_ watch: Stopwatch)
}

struct Running: StopwatchState {
  let buttons = "[Lap] [Stop]"
  func left(_ watch: Stopwatch) -> any StopwatchState { watch.laps.append(watch.time); return self }
  func right(_ watch: Stopwatch) -> any StopwatchState { Held() }
  func secondPassed(_ watch: Stopwatch) { watch.time += 1 }  // the clock runs only here
}
struct Held: StopwatchState {
  let buttons = "[Reset] [Start]"
  func left(_ watch: Stopwatch) -> any StopwatchState {
    (watch.time, watch.laps) = (0, []); return self
  }
  func right(_ watch: Stopwatch) -> any StopwatchState { Running() }
  func secondPassed(_ watch: Stopwatch) {}
}

final class Stopwatch {  // the context: hands each press to its state, never asks which
  var time = 0, laps: [Int] = []
  private var state: any StopwatchState = Held()
  func press(left: Bool) {
    state = left ? state.left(self) : state.right(self)
    print("\(time)s, laps \(laps) · \(state.buttons)")
  }
  func wait(seconds: Int) { for _ in 0..<seconds { state.secondPassed(self) } }
}

let watch = Stopwatch()
watch.press(left: false)  // Start
watch.wait(seconds: 3)
watch.press(left: true)  // Lap
watch.wait(seconds: 2)
watch.press(left: false)  // Stop
watch.wait(seconds: 4)  // held: the time stands still
watch.press(left: true)  // Reset
// snippet.end
