import Adapter
import Decorator
import Facade
import MVC
import Observer
import TerminalKit

// snippet.controller
/// The screen of chapter 7: chapter 5's screen with chapter 6's covers, subclassed,
/// with a memory. On the way out (and on a stop) the controller makes a memento of its
/// state and hands it to the caretaker; on launch it restores the one the caretaker
/// kept.
///
/// The class is `open`: chapter 8's screen is this one with commands.
@MainActor
open class LibraryViewController: Adapter.LibraryViewController {
  /// What became of the saved state: restored, set aside, saved, not saved.
  public let stateLine = Label()
  /// The caretaker; `nil` when there is nowhere to keep the state.
  let stateStore: StateStore?
  /// The view the strip centres first: the restored position, or the first album.
  var restoredScrollerIndex = 0
  private var leaving: LifecycleObservation?

  /// - Parameter stateStore: where the state is saved on the way out; `nil` saves
  ///   nothing.
  public required init(
    library: Observer.LibraryAPI, coverSourceSummary: String, stateStore: StateStore?
  ) {
    self.stateStore = stateStore
    let coverLine = CoverLine(library: library, sourceSummary: coverSourceSummary)
    super.init(
      library: library.albumLibrary, notes: coverLine, makeCoverView: coverLine.makeCoverView)
    coverLine.screen = self
    title = "BlueLibrary · Chapter 7: Memento"
    stateLine.text = stateStore == nil ? "State: nowhere to keep it (no HOME)" : ""
    leaving = Application.observe(
      [Application.willTerminateNotification, Application.didEnterBackgroundNotification]
    ) { [weak self] _ in self?.saveState() }
  }

  /// Saves through the caretaker, and says so on the state line. Returns whether the
  /// state was saved. A subclass that keeps more saves it here too (chapter 10's
  /// shelves), once the state is saved.
  @discardableResult
  open func saveState() -> Bool {
    guard let stateStore else { return false }
    switch saveState(in: stateStore) {
    case .success:
      stateLine.text = "State: saved"
      return true
    case .failure(let error):
      stateLine.text = "State: not saved: \(error)"
      return false
    }
  }
  // snippet.end

  /// Restores what the caretaker found when the app started, and says so.
  open func restoreSavedState(_ outcome: StateLoadOutcome) {
    stateLine.text = "State: " + restoreState(from: outcome)
  }

  // snippet.initialIndex
  /// The optional method chapter 5 answers with 0, in its class so that this
  /// override is asked: the restored position.
  public override func initialViewIndex(for scroller: HorizontalScroller) -> Int {
    restoredScrollerIndex
  }
  // snippet.end

  /// Chapter 5's screen, and the state line under the notes.
  open override func viewDidLoad() {
    super.viewDidLoad()
    stateLine.textColor = .gray
    view.addSubview(stateLine)
  }

  /// Chapter 5's layout, and the state line under the notes when the screen has room.
  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let notes = AlbumScreenLayout(bounds: view.bounds).notes
    stateLine.frame = Rect(x: notes.minX, y: notes.maxY, width: notes.width, height: 1)
  }
}
