// snippet.application
/// The application's place in the responder chain, after the window, as `UIApplication`
/// comes after `UIWindow`. It uses no key itself.
@MainActor
public final class ApplicationResponder: Responder {
  /// The responder after the application, as UIKit's app delegate is when it is a
  /// responder: the last of every chain. Held weakly; whoever sets it keeps it.
  public weak var delegate: Responder?

  public override var next: Responder? { delegate }

  public override var responderName: String { "application" }
}
// snippet.end
