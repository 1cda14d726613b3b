import Decorator
import TerminalKit

// The table's data source and delegate, as in chapter 4: the rows of the current
// album's table representation.
extension LibraryViewController: TableViewDataSource {
  public func numberOfRows(in tableView: TableView) -> Int {
    currentAlbumData?.count ?? 0
  }

  public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")
    if let rows = currentAlbumData, rows.indices.contains(row) {
      cell.textLabel.text = rows[row].title
      cell.detailTextLabel.text = rows[row].value
    }
    return cell
  }
}

extension LibraryViewController: TableViewDelegate {
  public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    guard let rows = currentAlbumData, rows.indices.contains(row) else { return }
    statusText = "\(rows[row].title): \(rows[row].value)"
  }
}
