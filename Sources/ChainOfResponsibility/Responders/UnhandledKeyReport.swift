import TerminalKit

// snippet.report
/// The app delegate, as a responder: the last of every chain, after the application.
/// It takes no key; a key that reaches it went past every other responder unused, and
/// it says where that key went.
@MainActor
public final class UnhandledKeyReport: Responder {
  /// Given the report: "left: details › view › screen › window › application ›
  /// report · nobody took it".
  public var onReport: (@MainActor (String) -> Void)?

  public override func noResponder(for key: Key, passing chain: [Responder]) {
    let path = chain.map { $0.responderName.lowercased() }.joined(separator: " › ")
    onReport?("\(key): \(path) · nobody took it")
  }

  public override var responderName: String { "report" }
}
// snippet.end
