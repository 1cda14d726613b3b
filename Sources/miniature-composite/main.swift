// snippet.miniature
protocol Item {  // the component: what every part of the tree answers
  var name: String { get }
  var size: Int { get }
  func printed(indent: String)
}

struct Song: Item {  // a leaf: answers for itself
  let name: String
  var size: Int { 1 }
  func printed(indent: String) { print(indent + name) }
}

struct Folder: Item {  // the composite: answers by asking what it holds
  let name: String
  var items: [any Item]
  var size: Int { items.reduce(0) { $0 + $1.size } }
  func printed(indent: String) {
    print("\(indent)\(name)/ (\(size))")
    for item in items { item.printed(indent: indent + "  ") }
  }
}

let encores = Folder(name: "Encores", items: [Song(name: "Harbour Lights")])
var live = Folder(name: "Live", items: [Song(name: "Blue Hour"), encores])
let all: [any Item] = [live, Song(name: "Northbound")]  // a mixed list, one interface
print(all.map(\.size))  // [2, 1]: no one asked which kind of item it was
live.items.append(live)  // a copy of live as it was: a value cannot hold itself
live.printed(indent: "")
// snippet.end
