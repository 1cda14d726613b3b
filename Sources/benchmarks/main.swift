// Performance figures quoted in the team's notes. Not tests: timings depend on the
// machine, so they are printed, not asserted. Run: swift run -c release benchmarks
import Singleton
import TerminalKit

/// A data source with any number of rows, made on demand.
@MainActor
final class GeneratedRows: TableViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }

  func numberOfRows(in tableView: TableView) -> Int { count }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row")
    cell.textLabel.text = "Album \(row)"
    cell.detailTextLabel.text = "\(1950 + row % 70)"
    return cell
  }
}

/// `12.3 µs`: a duration in microseconds, one decimal.
func microseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let micro = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
  return "\((micro * 10).rounded() / 10) µs"
}

/// The median of `runs` timings of `body`, each repeated `repeats` times.
func median(runs: Int = 7, repeats: Int, _ body: () -> Void) -> Duration {
  let clock = ContinuousClock()
  let timings = (0..<runs).map { _ in
    clock.measure { for _ in 0..<repeats { body() } } / repeats
  }
  return timings.sorted()[runs / 2]
}

print("TerminalKit table, one 80x10 frame (median of 7 runs of 1,000 frames):")
for rows in [10, 1_000_000] {
  let source = GeneratedRows(count: rows)
  let table = TableView(frame: Rect(x: 0, y: 0, width: 80, height: 10))
  table.register(TableViewCell.self, style: .value1, forCellReuseIdentifier: "Row")
  table.dataSource = source
  table.reloadData()
  table.highlightRow(at: rows / 2)
  let perFrame = median(repeats: 1_000) {
    var canvas = Canvas(size: Size(width: 80, height: 10))
    table.render(into: &canvas)
  }
  print("  \(rows) rows (\(table.visibleRows.count) on screen): \(microseconds(perFrame))")
}

/// Counts the accesses that found instance #1 (all of them), so none can be skipped.
@Sendable func countAccesses(_ count: Int) -> Int {
  var same = 0
  for _ in 0..<count where sharedInstance().instanceNumber == 1 { same += 1 }
  return same
}

/// One access to `LibraryAPI.shared`, kept out of the optimizer's reach: without this
/// it would read `shared` once and reuse it, and the figure would measure a bare loop.
@_optimize(none)
@Sendable func sharedInstance() -> LibraryAPI {
  LibraryAPI.shared
}
print("LibraryAPI.shared, 1,000,000 accesses (median of 7 runs):")
let accesses = 1_000_000
let oneTask = median(repeats: 1) { precondition(countAccesses(accesses) == accesses) }
print("  from one task: \(microseconds(oneTask))")
let clock = ContinuousClock()
var eightTaskTimings: [Duration] = []
for _ in 0..<7 {
  let start = clock.now
  let total = await withTaskGroup(of: Int.self) { group in
    for _ in 0..<8 {
      group.addTask { countAccesses(accesses / 8) }
    }
    var sum = 0
    for await count in group { sum += count }
    return sum
  }
  precondition(total == accesses)
  eightTaskTimings.append(clock.now - start)
}
print("  from 8 concurrent tasks, 125,000 each: \(microseconds(eightTaskTimings.sorted()[3]))")

ObserverBenchmarks.coverFrame()
try await ObserverBenchmarks.coversArriving()
