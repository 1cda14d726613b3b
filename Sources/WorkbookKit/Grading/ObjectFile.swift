import Foundation

/// What the linker sees of one compiled object file: its symbols and the sections
/// whose code runs before `main` or after it. Read from the file itself (ELF on Linux,
/// Mach-O on macOS), so that judging a learner's object needs no tool beside `swiftc`.
struct ObjectFile: Equatable {
  struct Symbol: Equatable {
    enum Binding: Equatable { case local, global, weak }

    var name: String
    var binding: Binding
    /// Defined here, rather than a use of a symbol defined elsewhere.
    var isDefined: Bool
    /// Seen only inside the program it is linked into, never by a library it loads.
    var isHidden = false
  }

  var symbols: [Symbol]
  /// Sections the loader runs on its own: constructors (`.init_array`, `__mod_init_func`)
  /// and destructors.
  var startupSections: [String]

  /// The defined symbols another object can see: the ones a link can be made to use.
  var definedGlobals: [Symbol] {
    symbols.filter { $0.isDefined && $0.binding != .local }
  }

  /// Reads the object file `bytes`.
  init(_ bytes: Data) throws(ObjectFileError) {
    let reader = ByteReader(bytes: bytes)
    if bytes.starts(with: [0x7F, 0x45, 0x4C, 0x46]) {
      self = try Self.elf(reader)
    } else if bytes.starts(with: [0xCF, 0xFA, 0xED, 0xFE]) {
      self = try Self.machO(reader)
    } else {
      throw ObjectFileError("not a 64-bit ELF or Mach-O object")
    }
  }

  init(symbols: [Symbol], startupSections: [String]) {
    self.symbols = symbols
    self.startupSections = startupSections
  }

  // MARK: - ELF

  /// An ELF64 little-endian relocatable object: the section headers, then every
  /// `SHT_SYMTAB` section with the string table it links to.
  private static func elf(_ file: ByteReader) throws(ObjectFileError) -> ObjectFile {
    guard try file.byte(4) == 2, try file.byte(5) == 1 else {
      throw ObjectFileError("not a 64-bit little-endian ELF object")
    }
    let sectionTable = Int(try file.uint64(0x28))
    let entrySize = Int(try file.uint16(0x3A))
    let count = Int(try file.uint16(0x3C))
    let namesIndex = Int(try file.uint16(0x3E))
    guard entrySize >= 64, count < 1 << 16 else { throw ObjectFileError("odd section headers") }
    struct Section {
      var name: UInt32, type: UInt32, offset: Int, size: Int, link: Int, entrySize: Int
    }
    var sections: [Section] = []
    for index in 0..<count {
      let at = sectionTable + index * entrySize
      sections.append(
        Section(
          name: try file.uint32(at), type: try file.uint32(at + 4),
          offset: Int(try file.uint64(at + 0x18)), size: Int(try file.uint64(at + 0x20)),
          link: Int(try file.uint32(at + 0x28)), entrySize: Int(try file.uint64(at + 0x38))))
    }
    guard namesIndex < sections.count else { throw ObjectFileError("no section names") }
    let names = sections[namesIndex]
    func sectionName(_ section: Section) throws(ObjectFileError) -> String {
      try file.string(at: names.offset + Int(section.name), end: names.offset + names.size)
    }
    // SHT_INIT_ARRAY, SHT_FINI_ARRAY, SHT_PREINIT_ARRAY; and by name, the older kinds.
    var startup: [String] = []
    for section in sections {
      let name = try sectionName(section)
      if [14, 15, 16].contains(section.type)
        || [".ctors", ".dtors", ".init", ".fini"].contains(where: {
          name == $0 || name.hasPrefix($0 + ".")
        })
      {
        startup.append(name)
      }
    }
    var symbols: [Symbol] = []
    for table in sections where table.type == 2 {
      guard table.entrySize >= 24, table.link < sections.count else {
        throw ObjectFileError("odd symbol table")
      }
      let strings = sections[table.link]
      for index in 1..<max(1, table.size / table.entrySize) {
        let at = table.offset + index * table.entrySize
        let info = try file.byte(at + 4)
        let binding: Symbol.Binding
        switch info >> 4 {
        case 0: binding = .local
        case 2, 10: binding = .weak  // STB_WEAK, and STB_GNU_UNIQUE: one copy wins
        default: binding = .global
        }
        let name = try file.string(
          at: strings.offset + Int(try file.uint32(at)), end: strings.offset + strings.size)
        // STV_INTERNAL and STV_HIDDEN.
        let hidden = [1, 2].contains(try file.byte(at + 5) & 3)
        symbols.append(
          Symbol(
            name: name, binding: binding, isDefined: try file.uint16(at + 6) != 0,
            isHidden: hidden))
      }
    }
    return ObjectFile(symbols: symbols, startupSections: startup)
  }

  // MARK: - Mach-O

  /// A 64-bit Mach-O object: its `LC_SEGMENT_64` sections and its `LC_SYMTAB`. Names
  /// lose the leading underscore C names carry there, so they read as on Linux.
  private static func machO(_ file: ByteReader) throws(ObjectFileError) -> ObjectFile {
    let commands = Int(try file.uint32(0x10))
    var at = 0x20
    var startup: [String] = []
    var symbols: [Symbol] = []
    for _ in 0..<commands {
      let command = try file.uint32(at)
      let size = Int(try file.uint32(at + 4))
      guard size >= 8 else { throw ObjectFileError("odd load command") }
      if command == 0x19 {  // LC_SEGMENT_64
        let sections = Int(try file.uint32(at + 0x40))
        for index in 0..<sections {
          let section = at + 0x48 + index * 0x50
          // S_MOD_INIT_FUNC_POINTERS, S_MOD_TERM_FUNC_POINTERS, S_INIT_FUNC_OFFSETS.
          if [0x9, 0xA, 0x16].contains(try file.uint32(section + 0x40) & 0xFF) {
            startup.append(try file.string(at: section, end: section + 16))
          }
        }
      } else if command == 0x2 {  // LC_SYMTAB
        let table = Int(try file.uint32(at + 8))
        let count = Int(try file.uint32(at + 12))
        let strings = Int(try file.uint32(at + 16))
        let stringsEnd = strings + Int(try file.uint32(at + 20))
        for index in 0..<count {
          let entry = table + index * 16
          let type = try file.byte(entry + 4)
          guard type & 0xE0 == 0 else { continue }  // a debugger's entry
          let external = type & 0x01 != 0
          let weak = try file.uint16(entry + 6) & 0x80 != 0
          var name = try file.string(
            at: strings + Int(try file.uint32(entry)), end: stringsEnd)
          if name.hasPrefix("_") { name.removeFirst() }
          symbols.append(
            Symbol(
              name: name, binding: !external ? .local : weak ? .weak : .global,
              isDefined: type & 0x0E == 0x0E, isHidden: type & 0x10 != 0))
        }
      }
      at += size
    }
    return ObjectFile(symbols: symbols, startupSections: startup)
  }
}

/// An object file that cannot be read: what is wrong with it.
struct ObjectFileError: Error, Equatable, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// Little-endian reads at offsets of a file's bytes, each checked against its end.
private struct ByteReader {
  let bytes: Data

  private func check(_ offset: Int, _ count: Int) throws(ObjectFileError) {
    guard offset >= 0, count >= 0, offset <= bytes.count - count else {
      throw ObjectFileError("cut short: nothing at offset \(offset)")
    }
  }

  func byte(_ offset: Int) throws(ObjectFileError) -> UInt8 {
    try check(offset, 1)
    return bytes[bytes.startIndex + offset]
  }

  private func integer<T: FixedWidthInteger>(_ offset: Int, as type: T.Type)
    throws(ObjectFileError) -> T
  {
    try check(offset, MemoryLayout<T>.size)
    let start = bytes.startIndex + offset
    return bytes[start..<start + MemoryLayout<T>.size].reversed().reduce(0) { $0 << 8 | T($1) }
  }

  func uint16(_ offset: Int) throws(ObjectFileError) -> UInt16 {
    try integer(offset, as: UInt16.self)
  }
  func uint32(_ offset: Int) throws(ObjectFileError) -> UInt32 {
    try integer(offset, as: UInt32.self)
  }
  func uint64(_ offset: Int) throws(ObjectFileError) -> UInt64 {
    try integer(offset, as: UInt64.self)
  }

  /// The NUL-terminated string at `offset`, which must end before `end`.
  func string(at offset: Int, end: Int) throws(ObjectFileError) -> String {
    try check(offset, 0)
    let limit = min(end, bytes.count)
    var index = bytes.startIndex + offset
    let stop = bytes.startIndex + limit
    let start = index
    while index < stop, bytes[index] != 0 { index += 1 }
    guard index < stop else { throw ObjectFileError("a name runs past its table") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }
}
