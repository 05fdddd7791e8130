/// The distinct bugs an exploration meets, each kept with the shortest run that showed it: what
/// every strategy (random, swarm, tour, exhaustive) hands on to be shrunk, one witness a bug.
///
/// Runs go on past their failures; after each step the collector notes the failures it has not
/// seen, by signature. A bug met again counts one more run and keeps the shorter of the two
/// scripts that show it, so a witness is shrunk from the shortest way to it that was found.
@MainActor
final class BugCollector {
  /// One bug met: its first failure, the shortest script (cut at the failing step) and run that
  /// show it, how many runs showed it, and a shorter way to it when a tour knows one.
  struct Sighting {
    var failure: ConformanceFailure
    var script: Script
    var run: RecordedRun
    var runs: Set<Int>
    var places: [String]
    var shortcut: [Stimulus]?
    /// How long after the collector was made a walk first met the bug; `nil` when a catalog
    /// run showed it first.
    var metAfter: Duration?
  }

  private let shrinker: Shrinker
  /// The bugs met, in the order met.
  private(set) var sightings: [Sighting] = []
  private var index: [BugSignature: Int] = [:]
  /// The first failure of each bug the engine declares known, met on the way: seen, not shrunk.
  private(set) var known: [ConformanceFailure] = []
  private var knownSeen: Set<BugSignature> = []
  /// How many failures of each run were noted already, by run.
  private var noted: [Int: Int] = [:]

  /// When the collector, and so the exploration, began.
  private let began = ContinuousClock.now

  init(_ shrinker: Shrinker) { self.shrinker = shrinker }

  /// Whether any bug was met.
  var isEmpty: Bool { sightings.isEmpty }

  /// Notes the failures of `run` (the run numbered `number`) not noted yet; returns whether one
  /// of them is a bug not met before.
  @discardableResult
  func note(_ run: RecordedRun, number: Int, shortcut: (ConformanceFailure) -> [Stimulus]? = { _ in nil }) -> Bool {
    let start = noted[number] ?? 0
    guard run.failures.count > start else { return false }
    noted[number] = run.failures.count
    var isNew = false
    for failure in run.failures[start...] {
      let signature = failure.signature
      guard shrinker.isTarget(failure) else {
        if !Shrinker.isInvalid(failure), knownSeen.insert(signature).inserted { known.append(failure) }
        continue
      }
      if let known = index[signature] {
        sightings[known].runs.insert(number)
        if !sightings[known].places.contains(failure.place) { sightings[known].places.append(failure.place) }
        if failure.step < sightings[known].script.stimuli.count {
          (sightings[known].script, sightings[known].run) = Self.cut(run, at: failure)
          sightings[known].failure = failure
        }
        continue
      }
      isNew = true
      index[signature] = sightings.count
      let (script, cut) = Self.cut(run, at: failure)
      sightings.append(
        Sighting(
          failure: failure, script: script, run: cut, runs: [number], places: [failure.place],
          shortcut: shortcut(failure), metAfter: number < 0 ? nil : ContinuousClock.now - began))
    }
    return isNew
  }

  /// Notes the bugs a catalog run showed: each scenario's run is a run of its own, not a walk
  /// of the exploration (numbered below 0).
  func note(_ catalog: [ScenarioResult]) {
    for (offset, result) in catalog.enumerated() {
      if let run = result.run { note(run, number: -1 - offset) }
    }
  }

  /// The run up to and including the failing step, and its script (each stimulus with its
  /// response).
  private static func cut(_ run: RecordedRun, at failure: ConformanceFailure) -> (Script, RecordedRun) {
    var cut = run
    cut.steps = Array(run.steps.prefix(failure.step))
    cut.failures = run.failures.filter { $0.step <= failure.step }
    return (run.script.prefix(failure.step), cut)
  }

  /// Each bug met, shrunk to a minimal witness, in the order met.
  func counterexamples<Engine: LifecycleEngine>(
    seed: UInt64?, _ explorer: Explorer, _ makeEngine: () -> Engine
  ) async -> [Counterexample] {
    var found: [Counterexample] = []
    if !sightings.isEmpty {
      explorer.progress?.update {
        $0.phase = .shrinking
        $0.bugsToShrink = sightings.count
      }
    }
    for sighting in sightings {
      explorer.progress?.update { $0.bugsShrinking += 1 }
      var counterexample = await explorer.shrunk(
        sighting.script, sighting.run, sighting.failure, shrinker, makeEngine, shortcut: sighting.shortcut)
      counterexample.seed = seed
      counterexample.walks = sighting.runs.filter { $0 >= 0 }.count
      counterexample.places = sighting.places
      counterexample.metAfter = sighting.metAfter
      found.append(counterexample)
    }
    return found
  }
}
