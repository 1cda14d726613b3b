import Decorator

// The table's data source and delegate are chapter 4's answers, adopted: the rows of
// the current album's table representation.
extension LibraryViewController: AlbumRowsTableController {}
