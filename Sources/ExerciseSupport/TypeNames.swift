/// The name a type has in the learner's source: without its module and generic
/// arguments, and the innermost of nested names (`Exercise.Panel.Slider<Int>` is
/// `Slider`); `nil` for a type declared outside `module`, the module the checks build
/// the learner's files into.
public func sourceName(_ type: Any.Type, module: String = "Exercise") -> String? {
  let full = String(reflecting: type)
  guard full.hasPrefix(module + ".") else { return nil }
  let plain = full.split(separator: "<").first.map(String.init) ?? full
  return plain.split(separator: ".").last.map(String.init)
}

/// The source names of `object`'s class and of each of its superclasses declared in
/// `module`, the object's own class first: what a check looks for when it asks whether
/// a part names another part's type, whichever class in the chain wrote the code.
public func classNames(of object: AnyObject, module: String = "Exercise") -> [String] {
  var names: [String] = []
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    if let name = sourceName(current.subjectType, module: module) { names.append(name) }
    mirror = current.superclassMirror
  }
  return names
}

extension SwiftSource {
  /// The first word of `body` (as `declarations(extendingOrInheritingFrom:)` gives it)
  /// that names one of `types` as a type: alone, qualified by a module
  /// (`Exercise.VolumePanel`), or before a member (`VolumePanel.shared`). A type nested
  /// in one (`VolumePanel.Rule`) is another type, so it is not named.
  public static func firstWord(in body: String, naming types: Set<String>) -> String? {
    for word in body.split(separator: " ") {
      let parts = word.split(separator: ".").map(String.init)
      for (index, part) in parts.enumerated() where types.contains(part) {
        let next = index + 1 < parts.count ? parts[index + 1] : nil
        if next.map({ $0.first?.isUppercase != true }) ?? true { return String(word) }
      }
    }
    return nil
  }
}
