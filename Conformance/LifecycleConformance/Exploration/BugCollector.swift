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
    /// For each place, the shortest script and run that show the bug there, cut at the failing
    /// step: a witness for each place.
    var byPlace: [String: (script: Script, run: RecordedRun, step: Int)] = [:]
    var shortcut: [Stimulus]?
    /// What follows from the bug in later steps (`ConformanceBug.consequences`).
    var consequences: [String] = []
    /// How long after the collector was made a walk first met the bug; `nil` when a catalog
    /// run showed it first.
    var metAfter: Duration?

    /// How many exploration walks (numbered from 0; a catalog run is numbered below) met it.
    var walks: Int { runs.filter { $0 >= 0 }.count }

    /// A witness for each place but `shown`, the place of the bug's own witness, in the order
    /// the places were met.
    func witnesses(except shown: String) -> [ConformanceBug.PlaceWitness] {
      places.compactMap { place in
        guard place != shown else { return nil }
        return byPlace[place].map {
          ConformanceBug.PlaceWitness(
            place: place,
            witness: ConformanceBug.Witness(script: $0.script, run: $0.run, step: $0.step, isShrunk: false))
        }
      }
    }
  }

  private let shrinker: Shrinker
  /// The bugs met, in the order met.
  private(set) var sightings: [Sighting] = []
  private var index: [BugSignature: Int] = [:]
  /// The bugs the engine declares known, met on the way, in the order met: counted and kept
  /// with their shortest run like the others, never shrunk.
  private var knownSightings: [Sighting] = []
  private var knownIndex: [BugSignature: Int] = [:]
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
    for failure in run.failures[start...] where !Shrinker.isInvalid(failure) {
      // A consequence is its cause's, noted with it, never a bug of its own (one whose cause is
      // no bug met, a fault's step, is judged as any failure).
      if let cause = failure.cause {
        let text = ConformanceBug.consequence(failure)
        if let met = index[cause] {
          sightings[met].consequences.add(text)
          continue
        }
        if let met = knownIndex[cause] {
          knownSightings[met].consequences.add(text)
          continue
        }
      }
      guard shrinker.isTarget(failure) else {
        var known = failure
        known.knownReason = shrinker.knownReason(failure)
        Self.note(known, of: run, number: number, in: &knownSightings, index: &knownIndex) {
          Sighting(failure: known, script: $0, run: $1, runs: [number], places: [known.place])
        }
        continue
      }
      let met = Self.note(failure, of: run, number: number, in: &sightings, index: &index) {
        Sighting(
          failure: failure, script: $0, run: $1, runs: [number], places: [failure.place],
          shortcut: shortcut(failure), metAfter: number < 0 ? nil : ContinuousClock.now - began)
      }
      isNew = isNew || met
    }
    return isNew
  }

  /// Notes `failure` of `run` in `sightings`: one more run of a bug met before (its shorter
  /// script kept), or a new sighting `make` makes of the script and run cut at the failing
  /// step. Returns whether the bug is new.
  @discardableResult
  private static func note(
    _ failure: ConformanceFailure, of run: RecordedRun, number: Int, in sightings: inout [Sighting],
    index: inout [BugSignature: Int], make: (Script, RecordedRun) -> Sighting
  ) -> Bool {
    let signature = failure.signature
    if let met = index[signature] {
      sightings[met].runs.insert(number)
      let place = failure.place
      sightings[met].places.add(place)
      if failure.step < (sightings[met].byPlace[place]?.step ?? .max) {
        let (script, cutRun) = cut(run, at: failure)
        sightings[met].byPlace[place] = (script, cutRun, failure.step)
      }
      if failure.step < sightings[met].script.stimuli.count {
        (sightings[met].script, sightings[met].run) = cut(run, at: failure)
        sightings[met].failure = failure
      }
      return false
    }
    index[signature] = sightings.count
    let (script, cutRun) = cut(run, at: failure)
    var sighting = make(script, cutRun)
    sighting.byPlace[failure.place] = (script, cutRun, failure.step)
    sightings.append(sighting)
    return true
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
      counterexample.walks = sighting.walks
      counterexample.places = sighting.places
      counterexample.elsewhere = await shrunk(
        sighting.witnesses(except: counterexample.failure.place), of: sighting.failure.signature, makeEngine)
      counterexample.consequences = sighting.consequences
      counterexample.metAfter = sighting.metAfter
      found.append(counterexample)
    }
    return found
  }

  /// Each place's witness shrunk while it shows the bug (`signature`) at that place.
  private func shrunk<Engine: LifecycleEngine>(
    _ witnesses: [ConformanceBug.PlaceWitness], of signature: BugSignature, _ makeEngine: () -> Engine
  ) async -> [ConformanceBug.PlaceWitness] {
    var shrunk: [ConformanceBug.PlaceWitness] = []
    for var other in witnesses {
      let witness = other.witness
      let target = witness.run.failures.last {
        $0.step == witness.step && $0.place == other.place && $0.signature == signature
      }
      if let target {
        let (script, run) = await shrinker.shrink(
          witness.script, witness.run, target: target, at: other.place, makeEngine)
        if let failure = shrinker.firstTarget(run, like: target, at: other.place) {
          other.witness = ConformanceBug.Witness(script: script, run: run, step: failure.step, isShrunk: true)
        }
      }
      shrunk.append(other)
    }
    return shrunk
  }

  /// Each known bug met, with the shortest script found that shows it, unshrunk: what the
  /// report lists among the engine's known bugs, with the walks that met it.
  var knownBugs: [Counterexample] {
    knownSightings.map { sighting in
      var bug = Counterexample(
        seed: nil, found: sighting.script, shrunk: sighting.script, run: sighting.run, original: sighting.failure)
      bug.walks = sighting.walks
      bug.places = sighting.places
      bug.elsewhere = sighting.witnesses(except: sighting.failure.place)
      bug.consequences = sighting.consequences
      return bug
    }
  }
}
