/// One row of a `TableView`: the terminal's `UITableViewCell`.
///
/// Cells are reused: the table keeps the cells it has drawn and hands them back from
/// `dequeueReusableCell(withIdentifier:)`, so a table of a million rows makes only as
/// many cells as it shows.
@MainActor
open class TableViewCell: View {
  public enum CellStyle: Sendable {
    /// The text alone.
    case `default`
    /// The text on the left, the detail right-aligned (`UITableViewCell.CellStyle.value1`).
    case value1
    /// The text right-aligned in a narrow column, the detail beside it (`.value2`).
    case value2
  }

  public let style: CellStyle
  public let reuseIdentifier: String
  public let textLabel = Label()
  public let detailTextLabel = Label()
  /// Width of the text column in the `.value2` style.
  public var titleColumnWidth = 10
  public var isSelected = false

  public required init(style: CellStyle, reuseIdentifier: String) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init()
    addSubview(textLabel)
    addSubview(detailTextLabel)
    detailTextLabel.isHidden = style == .default
  }

  /// Called before the table hands the cell out again. As in UIKit, it resets state
  /// (selection) but none of the content: a reused cell still shows the text of the row
  /// it last showed, so a data source must set every label it uses, for every row it
  /// answers. A subclass may override it to reset its own state.
  open func prepareForReuse() {
    isSelected = false
  }

  open override func layoutSubviews() {
    let width = bounds.width
    switch style {
    case .default:
      textLabel.frame = Rect(x: 1, y: 0, width: max(0, width - 2), height: 1)
    case .value1:
      let half = max(0, (width - 3) / 2)
      textLabel.frame = Rect(x: 1, y: 0, width: half, height: 1)
      detailTextLabel.frame = Rect(x: 2 + half, y: 0, width: max(0, width - 3 - half), height: 1)
      detailTextLabel.alignment = .right
    case .value2:
      let column = min(titleColumnWidth, max(0, width - 3))
      textLabel.frame = Rect(x: 1, y: 0, width: column, height: 1)
      textLabel.alignment = .right
      textLabel.textColor = .cyan
      detailTextLabel.frame = Rect(
        x: column + 3, y: 0, width: max(0, width - column - 4), height: 1)
    }
  }

  open override func draw(in canvas: inout Canvas, rect: Rect, clip: Rect) {
    if isSelected {
      canvas.fill(rect.intersection(clip), background: .blue)
      canvas.draw(">", at: rect.origin, style: Style(isBold: true), clip: clip)
    }
  }
}
