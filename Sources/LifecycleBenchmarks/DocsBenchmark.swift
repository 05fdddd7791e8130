import Lifecycle
import LifecycleDocs

/// Rendering the whole DocsSite in memory.
struct DocsBenchmark {
  let runs: Int

  func run() -> (milliseconds: Double, pages: Int) {
    var pages = 0
    let seconds = Stopwatch.median(runs: runs) { pages = DocsSite.render(Scenario.all).count }
    return (seconds * 1000, pages)
  }
}
