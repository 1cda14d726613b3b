// The checks of exercise adapter-2. Read them; do not edit them.
import Adapter
import ExerciseSupport
import TerminalKit

let tracks = ["Blue Hour", "Northbound", "Harbour Lights", "Paper Moon", "Last Ferry"]

/// A strip 80 columns wide, filled by `delegate` (which the caller keeps: the
/// scroller holds its delegate weakly).
@MainActor
func makeStrip(_ delegate: TrackStripDelegate) -> HorizontalScroller {
  let scroller = HorizontalScroller(frame: Rect(x: 0, y: 0, width: 80, height: 3))
  scroller.delegate = delegate
  scroller.reloadData()
  return scroller
}

/// The text of the label the strip shows at `index`, if it shows one there.
@MainActor
func title(at index: Int, in scroller: HorizontalScroller) -> String? {
  (scroller.view(at: index) as? Label)?.text
}

/// Titles for a check: one to four words each, so some run longer than a view is wide,
/// drawn from words that share letters but not case, and often the same title twice.
let anyTitles = Generators.array(
  of: Generators.array(of: Generators.sharedName, length: 1...4).map {
    $0.joined(separator: " ")
  }, length: 1...8)

/// What a check does to a strip: a click on the centred track, or ← or →.
let anyActions = Generators.keys(from: ["click", "left", "right"], length: 0...12)

@main
struct Checks {
  static func main() async {
    await runChecks([
      Check("the strip has one view per track, each a Label with its title") {
        let delegate = TrackStripDelegate(titles: tracks)
        let strip = makeStrip(delegate)
        try expectEqual(strip.numberOfViews, 5, "the strip's numberOfViews")
        for index in strip.visibleIndices {
          try expectEqual(title(at: index, in: strip), tracks[index], "the view at \(index)")
        }
        try expect(!strip.visibleIndices.isEmpty, "no view is on screen")
      },
      Check("a strip of 1,000 tracks: a label is made when asked for and let go after") {
        let delegate = TrackStripDelegate(titles: (0..<1000).map { "Track \($0)" })
        let strip = makeStrip(delegate)
        strip.scrollToView(at: 500)
        try expectEqual(title(at: 500, in: strip), "Track 500", "the centred view")
        weak var label = strip.view(at: 500)
        strip.scrollToView(at: 0)
        try expect(
          label == nil,
          "track 500's label is still alive after it left the strip: your delegate keeps it "
            + "(labels made up front, or a cache). The strip asks for a view when it comes on "
            + "screen and lets it go when it leaves; make the label when asked and keep none.")
      },
      Check("a click on a track, and ← and →, write down the chosen titles") {
        let delegate = TrackStripDelegate(titles: tracks)
        let strip = makeStrip(delegate)
        // The first track is centred: columns 33 to 46; the second starts at column 49.
        try expect(strip.handleClick(at: Point(x: 50, y: 1)), "the click was not used")
        _ = strip.handleKey(.right)
        _ = strip.handleKey(.left)
        _ = strip.handleKey(.left)
        try expectEqual(
          delegate.chosen, ["Northbound", "Harbour Lights", "Northbound", "Blue Hour"],
          "the chosen titles")
      },
      Check("the strip starts on startTitle") {
        let delegate = TrackStripDelegate(titles: tracks, startTitle: "Paper Moon")
        let strip = makeStrip(delegate)
        try expect(
          strip.centredIndex == 3,
          "the strip started on view \(strip.centredIndex ?? -1), not 3 (“Paper Moon”). If "
            + "you wrote initialViewIndex, check its spelling against the protocol's, "
            + "initialViewIndex(for:): a method that does not match the requirement is "
            + "never called, and the protocol extension's default, 0, answers instead.")
      },
      Check("without startTitle, or with one not in the list, the strip starts on the first") {
        for start in [nil, "Not a track"] {
          let delegate = TrackStripDelegate(titles: tracks, startTitle: start)
          try expectEqual(makeStrip(delegate).centredIndex, 0, "the start for \(start ?? "nil")")
        }
      },
      Check("any titles, any start, any clicks and keys: each title whole, each choice kept") {
        // Titles longer than a view, titles that differ only in case, the same title twice,
        // a start title given in another case (not in the list, so the first track), and
        // the same track chosen again: every label has its whole title, and every choice
        // the strip reports is written down, repeats included.
        let input = anyTitles.flatMap { titles in
          Generators.oneOf([
            Generators.element(of: [String?.none]), Generators.element(of: titles).map { $0 },
            Generators.element(of: titles).map { $0.uppercased() },
          ]).flatMap { start in
            anyActions.map { (titles: titles, start: start, actions: $0) }
          }
        }
        try forAll(input) { input in
          let delegate = TrackStripDelegate(titles: input.titles, startTitle: input.start)
          let strip = makeStrip(delegate)
          var centred = input.start.flatMap { input.titles.firstIndex(of: $0) } ?? 0
          try expectEqual(strip.centredIndex, centred, "the start for \(input.start ?? "nil")")
          var chosen: [String] = []
          for action in input.actions {
            if action == "click" {
              _ = strip.handleClick(at: Point(x: 40, y: 1))
              chosen.append(input.titles[centred])
            } else {
              let next = centred + (action == "left" ? -1 : 1)
              _ = strip.handleKey(Key(name: action)!)
              if input.titles.indices.contains(next) {
                centred = next
                chosen.append(input.titles[next])
              }
            }
            for index in strip.visibleIndices {
              try expectEqual(
                title(at: index, in: strip), input.titles[index], "the label at \(index)")
            }
          }
          try expectEqual(delegate.chosen, chosen, "the chosen titles after \(input.actions)")
        }
      },
    ])
  }
}
