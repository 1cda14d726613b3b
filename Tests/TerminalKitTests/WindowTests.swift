import XCTest

@testable import TerminalKit

/// A screen with a counter: `+` adds one, the toolbar's Reset sets it to zero.
@MainActor
private final class CounterViewController: ViewController {
  var count = 0
  let label = Label()
  lazy var resetItem = BarButtonItem(title: "Reset", key: "r", target: self) { $0.count = 0 }

  override func viewDidLoad() {
    title = "Counter"
    view.addSubview(label)
    toolbarItems = [.flexibleSpace(), resetItem]
  }

  override func viewWillLayoutSubviews() {
    label.frame = Rect(x: 1, y: 1, width: view.bounds.width - 2, height: 1)
    label.text = "Count: \(count)"
    statusText = "+ adds one"
  }

  override func handleKey(_ key: Key) -> Bool {
    guard key == .character("+") else { return false }
    count += 1
    return true
  }
}

@MainActor
final class WindowTests: XCTestCase {
  func testKeysReachTheToolbarThenTheControllerAndQQuits() async {
    let controller = CounterViewController()
    let window = Window(rootViewController: controller, size: Size(width: 40, height: 16))
    XCTAssertEqual(window.send(.character("+")), .handled)
    XCTAssertEqual(window.send(.character("+")), .handled)
    XCTAssertEqual(window.send(.character("x")), .ignored)
    XCTAssertTrue(window.render().renderPlain().contains("Count: 2"))
    XCTAssertEqual(window.send(.character("r")), .handled)
    XCTAssertEqual(controller.count, 0)
    XCTAssertEqual(window.send(.character("q")), .quit)
    XCTAssertEqual(window.send(.interrupt), .quit)
  }

  func testADisabledItemIgnoresItsKeyAndShowsItIsOff() async {
    let controller = CounterViewController()
    let window = Window(rootViewController: controller, size: Size(width: 40, height: 16))
    _ = window.send(.character("+"))
    controller.resetItem.isEnabled = false
    XCTAssertEqual(window.send(.character("r")), .ignored)
    XCTAssertEqual(controller.count, 1)
    let screen = window.render().renderPlain()
    XCTAssertTrue(screen.hasSuffix("(r) Reset"), screen)
    controller.resetItem.isEnabled = true
    XCTAssertTrue(window.render().renderPlain().hasSuffix("[r] Reset"))
  }

  func testTheScreenHasATitleTheViewAStatusLineAndAToolbar() async {
    let window = Window(
      rootViewController: CounterViewController(), size: Window.minimumSize)
    let rows = window.render().renderPlain().split(
      separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(rows.count, 14)
    XCTAssertEqual(rows[0], " Counter")
    XCTAssertEqual(rows[2], " Count: 0")
    XCTAssertEqual(rows[12], " + adds one")
    XCTAssertEqual(rows[13], String(repeating: " ", count: 20) + "[r] Reset")
  }

  func testTinyScreensShowANoticeAndNeverCrash() async {
    for size in [
      Size(width: 10, height: 5), Size(width: 1, height: 1), Size(width: 29, height: 40),
    ] {
      let window = Window(rootViewController: CounterViewController(), size: size)
      let screen = window.render().renderPlain()
      XCTAssertTrue(screen.hasPrefix(Label.truncate("Too small", toWidth: size.width)), screen)
      XCTAssertEqual(window.send(.character("+")), .ignored)
      XCTAssertEqual(window.send(.character("q")), .quit)
    }
  }

  func testTheToolbarDoesNotKeepItsTargetAlive() async {
    var controller: CounterViewController? = CounterViewController()
    let watcher = WeakReference(controller)
    let item = controller!.resetItem
    controller = nil
    withExtendedLifetime(item) {
      XCTAssertNil(watcher.object, "the item kept its target alive")
    }
  }

  func testPressingAnItemWhoseTargetIsGoneRunsNothing() async {
    var actionsRun = 0
    var target: CounterViewController? = CounterViewController()
    let item = BarButtonItem(title: "Count", key: "c", target: target!) { _ in actionsRun += 1 }
    XCTAssertTrue(item.press(), "an enabled item with a target runs its action")
    XCTAssertEqual(actionsRun, 1)
    target = nil
    XCTAssertFalse(item.press(), "with its target gone there is nothing to run")
    XCTAssertEqual(actionsRun, 1, "the action ran without its target")
  }

  func testStartedTasksAreAwaitedAndRedrawTheScreen() async {
    let controller = CounterViewController()
    let window = Window(rootViewController: controller, size: Size(width: 40, height: 16))
    var redraws = 0
    window.onNeedsDisplay { redraws += 1 }
    controller.startTask {
      try? await Task.sleep(for: .milliseconds(20))
      controller.count = 41
      controller.startTask { controller.count += 1 }
    }
    await controller.waitForTasks()
    XCTAssertEqual(controller.count, 42)
    XCTAssertEqual(redraws, 2)
  }
}

/// Watches an object without keeping it alive.
private struct WeakReference {
  weak var object: AnyObject?

  init(_ object: AnyObject?) {
    self.object = object
  }
}
