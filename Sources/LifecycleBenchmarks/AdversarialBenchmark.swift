import Lifecycle

/// Inputs built to hit a slow path (a quadratic scan, a deep nesting), each a megabyte or so,
/// timed to the verdict: to compare with the megabyte of ordinary trace that
/// `verify_lines_per_s` implies (some 17,000 lines of about 60 bytes).
struct AdversarialBenchmark {
  /// How many bytes each input has, about: 1 MB for the figures, less for the smoke test.
  let bytes: Int

  struct Figures {
    /// One line of distinct keys, to its verdict.
    let keysMilliseconds: Double
    /// A header of distinct sessions (refused: more than the limit), to its verdict.
    let sessionsMilliseconds: Double
    /// Steps verified per second in a trace with as many sessions as a trace may name.
    let stepsPerSecondAtSceneLimit: Double
    /// One unknown stimulus word, as `record` and `simulate` read it, to its error.
    let unknownWordMilliseconds: Double
  }

  func run() -> Figures {
    // Each key is about 13 bytes, each session 11: the lines stay within the 1 MiB line limit.
    let keyCount = bytes / 14
    let keys = Array(("{" + (0..<keyCount).map { "\"k\($0)\": 0" }.joined(separator: ", ") + "}\n").utf8)
    let sessionCount = bytes / 12
    let sessions = Array(
      (#"{"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "sessions": ["#
        + (0..<sessionCount).map { "\"s\($0)\"" }.joined(separator: ", ") + "]}\n").utf8)
    let (crowded, steps) = Self.crowdedTrace(bytes: bytes)
    let word = String(repeating: "pressHomeX", count: bytes / 10)

    return Figures(
      keysMilliseconds: Stopwatch.median(runs: 3) { Self.verify(keys, expecting: "missing header") } * 1_000,
      sessionsMilliseconds: Stopwatch.median(runs: 3) { Self.verify(sessions, expecting: "more than") } * 1_000,
      stepsPerSecondAtSceneLimit: Double(steps)
        / Stopwatch.median(runs: 3) { Self.verify(crowded, expecting: "conformant") },
      unknownWordMilliseconds: Stopwatch.median(runs: 3) {
        precondition((try? Stimulus(parsing: word)) == nil, "the word is no stimulus")
      } * 1_000)
  }

  /// Verifies `bytes`; traps unless the verdict is `conformant` or an error that starts with
  /// `verdict` (the slow path was reached, not a shortcut such as the line limit).
  private static func verify(_ bytes: [UInt8], expecting verdict: String) {
    var reader = TraceReader(bytes: bytes)
    let result = reader.verify()
    switch result {
    case .invalid(_, let message): precondition(message.hasPrefix(verdict), "expected \(verdict), got \(message)")
    default: precondition(result.name == verdict, "expected \(verdict), got \(result.name)")
    }
  }

  /// A scene-based trace whose header lists as many sessions as a trace may name, then home
  /// presses and icon taps up to about `bytes` bytes; and its number of steps.
  private static func crowdedTrace(bytes: Int) -> ([UInt8], Int) {
    let sessions = (1...TraceDecoder.maximumSceneCount).map { SceneID("s\($0)") }
    var writer = TraceWriter(
      header: TraceHeader(
        lifecycle: .scene, sessions: sessions, recording: .callbacks,
        source: "lifecycle-bench"), to: "")
    var model = LifecycleModel(lifecycle: .scene, sessions: sessions)
    var steps = 0
    while writer.output.utf8.count < bytes {
      let stimulus: Stimulus = steps % 2 == 0 ? .tapIcon : .pressHome
      let alternative = try! model.respond(to: stimulus)[0]  // always possible in turn
      writer.write(stimulus, delivered: alternative.linearised(recording: .callbacks))
      model = alternative.next
      steps += 1
    }
    return (Array(writer.output.utf8), steps)
  }
}
