/// One distinct bug of an engine: every failure of one signature (the rule and what differs,
/// Conformance/SPEC.md#bug-signatures), wherever it showed (which scenarios, how many
/// exploration walks), and its witness, the shortest script that shows it.
///
/// ```swift
/// let report = await ConformanceReport(engine: "MyEngine", exploring: Explorer(.mixed(seed: 1))) { MyEngine() }
/// for bug in report.bugs { print(bug) }
/// // missing application(_:willFinishLaunchingWithOptions:) at a launch [required-event]
/// //   seen in 62 scenarios (launch.first.app, launch.url.app, launch.notification.app, …) and 14 walks
/// //   witness: tapIcon (step 1) …
/// ```
public struct ConformanceBug: Sendable, CustomStringConvertible {
  /// What the bug is.
  package var signature: BugSignature
  /// The failure that shows it best: the witness's, else the first one seen.
  package var failure: ConformanceFailure
  /// Where it shows (`launch`, or a stimulus), in the order seen.
  public var places: [String]
  /// The scenarios that show it, in the order run.
  public var scenarios: [String]
  /// How many exploration walks showed it.
  public var walks: Int
  /// Why it is expected, when the engine declares it a known failure.
  public var knownReason: String?
  /// The shortest script found that shows it, shrunk when an exploration shrank it.
  package var witness: Witness
  /// The Swift of the explorer whose walks met it (`Explorer(.mixed(seed: 7))`), to paste into
  /// a test; `nil` for a bug only the catalog showed, or when no explorer is known.
  package var replay: String?
  /// For each place but the witness's, in the order the places were met, the shortest script
  /// found that shows the bug there: a bug seen at a launch and on `endInterruption` has a
  /// witness for each.
  package var elsewhere: [PlaceWitness] = []
  /// What follows from the bug in later steps, where the engine went on from the state its own
  /// events left (Conformance/SPEC.md#consequences): `extra applicationWillResignActive(_:) on
  /// pressHome` after a resign missing on `beginInterruption`. Not bugs of their own.
  public var consequences: [String] = []

  /// A witness of the bug at one of its places.
  package struct PlaceWitness: Sendable {
    /// Where it shows the bug (`ConformanceFailure.place`).
    package var place: String
    /// The script and run that show it there.
    package var witness: Witness
  }

  /// A script that shows a bug, what the engine delivered, and the step (from 1) where it shows.
  package struct Witness: Sendable {
    /// The script, up to and including the step that shows the bug.
    package var script: Script
    /// What the engine delivered: `traceText` writes it, and `lifecycle verify --all` reports
    /// the bug on that trace.
    package var run: RecordedRun
    /// The step that shows the bug, from 1.
    package var step: Int
    /// Whether an exploration shrank it: no simpler script shows the bug.
    package var isShrunk: Bool
  }

  /// The rule the bug breaks (`required-event`), as Conformance/SPEC.md names it.
  public var rule: String { signature.rule }

  /// The witness's stimuli: the shortest sequence found that shows the bug, shrunk when an
  /// exploration shrank it (`isShrunk`).
  public var stimuli: [Stimulus] { witness.script.stimuli }

  /// Whether an exploration shrank the witness: no simpler sequence shows the bug.
  public var isShrunk: Bool { witness.isShrunk }

  /// The witness as a trace file (`lifecycle verify --all` reports the bug on it), to attach or
  /// save.
  public func traceText(source: String? = nil) -> String { witness.traceText(source: source) }

  /// The bug in one line, with where it shows: `missing … at a launch`, `duplicate … on
  /// tapIcon, openScene, endInterruption and 5 more`.
  public var summary: String { "\(signature.difference) \(Self.words(places))" }

  /// `at a launch`, `on pressHome`, `at a launch and on tapIcon, openScene and 5 more`.
  package static func words(_ places: [String]) -> String {
    let stimuli = places.filter { $0 != BugSignature.launch }
    var parts: [String] = []
    if places.contains(BugSignature.launch) { parts.append("at a launch") }
    if !stimuli.isEmpty {
      let named = stimuli.prefix(Self.namedScenarios)
      let more = stimuli.count - named.count
      let list =
        more > 0
        ? named.joined(separator: ", ") + " and \(more) more"
        : named.count > 1 ? named.dropLast().joined(separator: ", ") + " and " + named.last! : named[0]
      parts.append("on " + list)
    }
    return parts.joined(separator: " and ")
  }

  /// Whether it is declared a known failure.
  public var isKnown: Bool { knownReason != nil }

  /// The bug as every report of the kit prints it: the summary and rule, where it was seen,
  /// the witness, the command that prints the expected order, and the step that shows it.
  public var description: String { reportLines().joined(separator: "\n") }

  /// `seen in 62 scenarios (a, b, c, …) and 14 walks`: counts, and the first few ids.
  public var seen: String {
    var parts: [String] = []
    if !scenarios.isEmpty {
      let first = Quoted.list(scenarios, first: Self.namedScenarios)
      parts.append("\(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s") (\(first))")
    }
    if walks > 0 { parts.append("\(walks) exploration walk\(walks == 1 ? "" : "s")") }
    return "seen in " + (parts.isEmpty ? "no run" : parts.joined(separator: " and "))
  }

  /// How many scenario ids a summary names before `…`.
  package static let namedScenarios = 3

  /// The distinct bugs of a catalog run and of the exploration after it, known ones included,
  /// each once: the bugs nobody expects first, then those seen in the most scenarios and walks,
  /// then in the order seen.
  package static func all(in results: [ScenarioResult], exploration: ExplorationReport? = nil) -> [ConformanceBug] {
    var bugs: [ConformanceBug] = []
    var index: [BugSignature: Int] = [:]
    // The shortest witness of each bug at each of its places.
    var byPlace: [BugSignature: [String: Witness]] = [:]
    func offer(_ witness: Witness, of signature: BugSignature, at place: String) {
      if witness.step < byPlace[signature]?[place]?.step ?? .max { byPlace[signature, default: [:]][place] = witness }
    }
    for result in results {
      guard let run = result.run else { continue }
      for failure in run.failures {
        // A consequence is its cause's: failures come in step order, so the cause is listed.
        if let cause = failure.cause, let bug = index[cause] {
          bugs[bug].consequences.add(consequence(failure))
          continue
        }
        let signature = failure.signature
        offer(Witness(run, at: failure), of: signature, at: failure.place)
        if let known = index[signature] {
          bugs[known].scenarios.add(result.scenarioID)
          bugs[known].places.add(failure.place)
          // Declared known in some scenarios only: where it is not, it fails them, so it is a
          // bug nobody expects, with the witness of a scenario it fails.
          if failure.knownReason == nil, bugs[known].isKnown {
            bugs[known].knownReason = nil
            bugs[known].failure = failure
            bugs[known].witness = Witness(run, at: failure)
          }
          continue
        }
        index[signature] = bugs.count
        bugs.append(
          ConformanceBug(
            signature: signature, failure: failure, places: [failure.place], scenarios: [result.scenarioID],
            walks: 0, knownReason: failure.knownReason, witness: Witness(run, at: failure)))
      }
    }
    for counterexample in exploration?.counterexamples ?? [] {
      let shrunk = Witness(
        script: counterexample.shrunk, run: counterexample.run, step: counterexample.shrunk.stimuli.count,
        isShrunk: true)
      for other in counterexample.elsewhere { offer(other.witness, of: counterexample.signature, at: other.place) }
      if let known = index[counterexample.signature] {
        bugs[known].consequences.add(counterexample.consequences)
        bugs[known].walks = counterexample.walks
        bugs[known].witness = shrunk
        bugs[known].failure = counterexample.failure
        bugs[known].replay = counterexample.replay
        bugs[known].places.add(counterexample.places)
      } else {
        index[counterexample.signature] = bugs.count
        bugs.append(
          ConformanceBug(
            signature: counterexample.signature, failure: counterexample.failure, places: counterexample.places,
            scenarios: [], walks: counterexample.walks, knownReason: nil, witness: shrunk,
            replay: counterexample.replay, consequences: counterexample.consequences))
      }
    }
    // The known bugs the exploration met: those the catalog showed gain their walks, those only
    // a walk showed are listed with the shortest script that met them.
    for sighting in exploration?.knownBugs ?? [] {
      let found = Witness(
        script: sighting.found, run: sighting.run, step: sighting.found.stimuli.count, isShrunk: false)
      offer(found, of: sighting.signature, at: sighting.original.place)
      for other in sighting.elsewhere { offer(other.witness, of: sighting.signature, at: other.place) }
      if let known = index[sighting.signature] {
        // A bug declared known in some places only was also met where it is not: the walks of
        // either count, overlapping.
        bugs[known].walks = max(bugs[known].walks, sighting.walks)
        bugs[known].places.add(sighting.places)
        bugs[known].consequences.add(sighting.consequences)
      } else {
        index[sighting.signature] = bugs.count
        bugs.append(
          ConformanceBug(
            signature: sighting.signature, failure: sighting.original, places: sighting.places, scenarios: [],
            walks: sighting.walks, knownReason: sighting.original.knownReason,
            witness: found, consequences: sighting.consequences))
      }
    }
    for number in bugs.indices {
      let shown = bugs[number].failure.place
      let witnesses = byPlace[bugs[number].signature] ?? [:]
      bugs[number].elsewhere = bugs[number].places.compactMap { place in
        place == shown ? nil : witnesses[place].map { PlaceWitness(place: place, witness: $0) }
      }
    }
    return bugs.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      if a.isKnown != b.isKnown { return !a.isKnown }
      if a.scenarios.count != b.scenarios.count { return a.scenarios.count > b.scenarios.count }
      if a.walks != b.walks { return a.walks > b.walks }
      return left.offset < right.offset
    }.map(\.element)
  }
}

extension ConformanceBug.Witness {
  /// The witness a scenario's run gives: its script and run up to the failing step.
  init(_ run: RecordedRun, at failure: ConformanceFailure) {
    var cut = run
    cut.steps = Array(run.steps.prefix(failure.step))
    cut.failures = run.failures.filter { $0.step <= failure.step }
    var script = run.script.prefix(max(failure.step, 0))
    script.scenarioID = run.script.scenarioID
    self.init(script: script, run: cut, step: failure.step, isShrunk: false)
  }

  /// The witness as a trace file (`lifecycle verify --all` reports the bug on it).
  package func traceText(source: String? = nil) -> String { run.traceText(source: source) }
}

extension ConformanceBug {
  /// A consequence as a bug lists it: what differs and where, `extra
  /// applicationWillResignActive(_:) on pressHome`.
  package static func consequence(_ failure: ConformanceFailure) -> String {
    "\(failure.signature.difference) \(words([failure.place]))"
  }
}
