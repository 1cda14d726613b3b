import Foundation

/// A decoding error in a few words: which field and what is wrong with it, or that the
/// JSON itself is broken.
enum DecodingProblem {
  static func reason(_ error: any Error, in data: Data) -> String {
    let notJSON = "not valid JSON (broken or cut short)"
    guard let error = error as? DecodingError else { return notJSON }
    switch error {
    case .keyNotFound(let key, _): return "no \(key.stringValue)"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      // The file's top level is the one value with no name.
      let field = name(context.codingPath)
      return field.isEmpty ? "not a JSON object" : "\(field) has the wrong type"
    case .dataCorrupted(let context):
      if !context.codingPath.isEmpty { return "\(name(context.codingPath)) cannot be read" }
      // Foundation on Linux reports a number such as 1.5 where an `Int` belongs as JSON
      // that is not valid, with no field: find the field itself.
      return numberThatIsNotWhole(in: data) ?? notJSON
    @unknown default: return notJSON
    }
  }

  /// What is wrong with the first top-level number field (in the order of their names)
  /// that holds a number but no `Int`; `nil` when there is none, or the file is no JSON
  /// object.
  private static func numberThatIsNotWhole(in data: Data) -> String? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    for field in object.keys.sorted() {
      guard let value = (object[field] as? NSNumber)?.doubleValue else { continue }
      if value.rounded() != value { return "\(field) is not a whole number" }
      if Int(exactly: value) == nil { return "\(field) is too large" }
    }
    return nil
  }

  private static func name(_ path: [any CodingKey]) -> String {
    path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }
}
