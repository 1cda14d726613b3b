// snippet.application
/// The application's place in the responder chain, after the window, as `UIApplication`
/// comes after `UIWindow`. It uses no key itself.
@MainActor
public final class ApplicationResponder: Responder {
  /// The responder after the application, as UIKit's app delegate is when it is a
  /// responder: the last of every chain. Held weakly; whoever sets it keeps it.
  public weak var delegate: Responder?

  /// The delegate, unless it is a view, a view controller or the application itself,
  /// as UIKit says: those are in chains already, and would make this one a loop.
  public override var next: Responder? {
    guard let delegate, delegate !== self, !(delegate is View), !(delegate is ViewController)
    else { return nil }
    return delegate
  }

  public override var responderName: String { "application" }
}
// snippet.end
