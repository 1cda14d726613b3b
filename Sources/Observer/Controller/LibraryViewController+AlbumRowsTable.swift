import Decorator

// The table's data source and delegate are chapter 4's answers, adopted.
extension LibraryViewController: AlbumRowsTableController {}
