import MVC

// snippet.arrangement
extension Shelf {
  /// This workbook's own arrangement of a library (the tutorial has no shelves): a
  /// shelf per decade, oldest first; inside a decade, the albums of a year that has
  /// more than one get a shelf of that year (holding them in library order), and the
  /// shelves of years come first, then the decade's other albums by year. An album
  /// whose year is not a number goes on a shelf "Undated", last, in library order.
  ///
  /// The tutorial's five albums make "1990s" (Best of Bowie, Nothing Like The Sun) and
  /// "2000s" (a shelf "2000" with Staring at the Sun and American Pie, then It's My
  /// Life).
  public static func arrangedByDecade(_ albums: [Album]) -> Shelf {
    let decades = Dictionary(grouping: albums) { Int($0.year).map { $0 / 10 * 10 } }
    var library = Shelf("Library")
    for decade in decades.keys.compactMap({ $0 }).sorted() {
      library.append(Shelf("\(decade)s", arrangedByYear(decades[decade] ?? [])))
    }
    if let undated = decades[nil] { library.append(Shelf("Undated", undated)) }
    return library
  }

  /// The albums of one decade: a shelf for each year of more than one album, in year
  /// order, then the albums alone in their year, in year order (no two share one).
  private static func arrangedByYear(_ albums: [Album]) -> [any LibraryItem] {
    let years = Dictionary(grouping: albums, by: \.year)
    let shared = years.filter { $0.value.count > 1 }.keys.sorted()
    let single = albums.filter { !shared.contains($0.year) }.sorted { $0.year < $1.year }
    return shared.map { Shelf($0, years[$0] ?? []) } + single
  }
}
// snippet.end
