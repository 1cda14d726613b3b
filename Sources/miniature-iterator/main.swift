// snippet.miniature
indirect enum Node {  // a tree the walk knows nothing of but this: a leaf or a list
  case song(String)
  case folder([Node])
}

struct SongWalk: IteratorProtocol {  // the iterator: it keeps its place, only that
  private var path: [(nodes: [Node], next: Int)]
  init(_ root: Node) { path = [([root], 0)] }

  mutating func next() -> String? {
    while let (nodes, next) = path.last {
      guard next < nodes.count else {
        path.removeLast()
        continue
      }
      path[path.count - 1].next += 1
      switch nodes[next] {
      case .song(let name): return name
      case .folder(let inner): path.append((inner, 0))
      }
    }
    return nil
  }
}

struct Songs: Sequence {  // the aggregate: each loop asks it for a walk of its own
  let root: Node
  func makeIterator() -> SongWalk { SongWalk(root) }
}

var root = Node.folder([.song("Blue Hour"), .folder([.song("Harbour Lights")]), .song("Coda")])
var walk = SongWalk(root)
print(walk.next() ?? "-")  // Blue Hour: the walk is under way
root = .folder([])  // the tree is a value: the walk still holds the one it began on
while let song = walk.next() { print(song) }  // Harbour Lights, Coda
print(Array(Songs(root: root)).count)  // 0: a new walk sees the tree as it is now
// snippet.end
