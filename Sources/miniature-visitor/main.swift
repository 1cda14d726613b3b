// snippet.miniature
protocol Visitor {  // one operation over the tree: a method for each kind of element
  mutating func visit(_ song: Song)
  mutating func visit(_ folder: Folder)
}
protocol Element { func accept<V: Visitor>(_ visitor: inout V) }  // each kind picks its visit
struct Song: Element {
  let name: String
  let seconds: Int
  func accept<V: Visitor>(_ visitor: inout V) { visitor.visit(self) }  // visit(_: Song)
}
struct Folder: Element {
  let name: String
  let items: [any Element]
  func accept<V: Visitor>(_ visitor: inout V) { visitor.visit(self) }  // visit(_: Folder)
}
struct TotalTime: Visitor {  // a new operation, and no element type changed for it
  var seconds = 0
  mutating func visit(_ song: Song) { seconds += song.seconds }
  mutating func visit(_ folder: Folder) { for item in folder.items { item.accept(&self) } }
}
struct Listing: Visitor {  // another, which works before and after a folder's items
  var lines: [String] = []
  var indent = ""
  mutating func visit(_ song: Song) { lines.append(indent + song.name) }
  mutating func visit(_ folder: Folder) {
    lines.append(indent + folder.name + "/")
    indent += "  "
    for item in folder.items { item.accept(&self) }
    indent.removeLast(2)
  }
}

let b = Folder(name: "B-sides", items: [Song(name: "Coda", seconds: 95)])
let mix: any Element = Folder(name: "Mix", items: [Song(name: "Blue Hour", seconds: 200), b])
var total = TotalTime()
mix.accept(&total)  // first dispatch: which element it is; second: which visit it calls
print(total.seconds)  // 295
var listing = Listing()
mix.accept(&listing)
print(listing.lines.joined(separator: "\n"))  // Mix/, then each item indented below it
// snippet.end
