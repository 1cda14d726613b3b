extension Array where Element: Hashable {
  /// Where each of `elements` stands in this array, lowest first, each place used once
  /// (two equal elements take two places); `nil` when one of them is not here. How a
  /// kept file's items are found again in what the app holds now (chapter 10's shelves
  /// in the library's albums).
  public func places(of elements: [Element]) -> [Int]? {
    var free = Dictionary(grouping: indices.reversed(), by: { self[$0] })  // lowest last
    var places: [Int] = []
    for element in elements {
      guard let place = free[element]?.popLast() else { return nil }
      places.append(place)
    }
    return places.sorted()
  }
}
