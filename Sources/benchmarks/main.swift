// Performance figures quoted in the team's notes. Not tests: timings depend on the
// machine, so they are printed, not asserted. Run: swift run -c release benchmarks
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

ObserverBenchmarks.coverFrame()
try await ObserverBenchmarks.coversArriving()
IteratorBenchmarks.walkTheLargestLibrary()
