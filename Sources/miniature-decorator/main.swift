// The pattern in miniature: decorators in one file, outside the app.
// Chapter 4 quotes it; `swift run miniature-decorator` prints what the chapter shows.

// snippet.miniature
/// Component: what every title here can do.
protocol Title {
  func render() -> String
}

/// Concrete component: the object that gets decorated.
struct PlainTitle: Title {
  let text: String
  func render() -> String { text }
}

/// Decorator: is a `Title`, holds a `Title`, passes the call on and adds to the answer.
struct Bracketed: Title {
  let wrapped: any Title
  func render() -> String { "[" + wrapped.render() + "]" }
}

/// A second decorator, so that the two can be stacked in either order.
struct Shouted: Title {
  let wrapped: any Title
  func render() -> String { wrapped.render().uppercased() }
}

/// Swift's other way to add behaviour: every `String` gains a method, and not a line
/// of `String` changes.
extension String {
  func underlined() -> String { self + "\n" + String(repeating: "‾", count: count) }
}

let title: any Title = PlainTitle(text: "Best of Bowie")
print(title.render())
print(Bracketed(wrapped: title).render())
print(Shouted(wrapped: Bracketed(wrapped: title)).render())
print(title.render().underlined())
// snippet.end
