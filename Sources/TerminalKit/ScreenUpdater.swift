/// Brings the terminal from the frame it shows to the next one, writing only the rows
/// that changed: a steady screen costs nothing, a turning spinner one row.
struct ScreenUpdater {
  /// The rows on the terminal now; `nil` when unknown (first frame, resize, after a stop).
  private var shownRows: [String]?
  /// How many updates wrote anything.
  private(set) var redrawCount = 0

  /// Forgets what the terminal shows, so the next update clears it and writes every row.
  mutating func invalidate() {
    shownRows = nil
  }

  // snippet.update
  /// The bytes that turn the shown frame into `rows`, each row a full terminal line;
  /// empty when nothing changed.
  mutating func update(to rows: [String]) -> String {
    let previous = shownRows ?? []
    var output = shownRows == nil ? "\u{1B}[2J" : ""
    for (index, row) in rows.enumerated()
    where index >= previous.count || previous[index] != row {
      output += "\u{1B}[\(index + 1);1H" + row
    }
    shownRows = rows
    if !output.isEmpty { redrawCount += 1 }
    return output
  }
  // snippet.end
}
