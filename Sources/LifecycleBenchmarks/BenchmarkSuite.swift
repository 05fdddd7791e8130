import Lifecycle

/// Every figure `lifecycle-bench` reports, measured in one run.
///
/// ```swift
/// let figures = try BenchmarkSuite(size: .full).run()
/// figures.first { $0.key == "model_steps_per_s" }?.value
/// ```
public struct BenchmarkSuite {
  /// How much work each benchmark does: `full` for the figures, `smoke` for a test that only
  /// checks the code runs.
  public enum Size: Sendable { case full, smoke }

  public let size: Size

  public init(size: Size) { self.size = size }

  /// One measured figure: its JSON key, its value in the unit the key names, and a label.
  public struct Figure: Sendable {
    public let key: String
    public let value: Double
    public let label: String
  }

  public func run() async throws -> [Figure] {
    let full = size == .full
    // Verification first: its peak resident memory is the process's peak so far.
    let verify = try VerifyBenchmark(lines: full ? 1_000_000 : 2_000).run()
    let model = ModelBenchmark(steps: full ? 2_000_000 : 500).run()
    let docs = DocsBenchmark(runs: full ? 5 : 1).run()
    let adversarial = AdversarialBenchmark(bytes: full ? 1 << 20 : 20_000).run()
    let conformance = ConformanceBenchmark(runs: full ? 9 : 1, explorationBudget: full ? 50_000 : 200)
    let catalog = await conformance.catalogRun()
    let modes = await conformance.catalogRunByMode()
    let exploration = await conformance.exploration()
    var figures = [
      Figure(key: "catalog_run_ms", value: catalog.milliseconds,
             label: "all \(catalog.scenarios) scenarios through the conformance driver, ms"),
      Figure(key: "catalog_buggy_stop_at_first_ms", value: modes.stopAtFirst,
             label: "the catalog against two-bug engines, stopping at each scenario's first failure, ms"),
      Figure(key: "catalog_buggy_continuing_ms", value: modes.continuing,
             label: "the same, continuing past every failure, ms"),
      Figure(key: "continuing_vs_stop_at_first", value: modes.continuing / modes.stopAtFirst,
             label: "cost of continuing relative to stopping at the first failure (target: at most 2)"),
      Figure(key: "verify_lines_per_s", value: verify.linesPerSecond, label: "trace verification, lines per second"),
      Figure(key: "verify_peak_rss_mb", value: verify.peakResidentMegabytes,
             label: "peak resident memory after it, MB"),
    ]
    if let jq = verify.jqSeconds {
      figures.append(Figure(key: "jq_parse_lines_per_s", value: Double(full ? 1_000_000 : 2_000) / jq,
                            label: "jq -c . on the same file, lines per second"))
      figures.append(Figure(key: "verify_vs_jq", value: jq / verify.verifySeconds,
                            label: "verification speed relative to jq's parse (above 1: faster)"))
    }
    figures += [
      Figure(key: "model_steps_per_s", value: model.modelStepsPerSecond, label: "reference model, stimuli per second"),
      Figure(key: "baseline_steps_per_s", value: model.baselineStepsPerSecond,
             label: "same choices appended to an array, per second"),
      Figure(key: "model_vs_baseline", value: model.baselineStepsPerSecond / model.modelStepsPerSecond,
             label: "how many times slower the model is than the baseline"),
      Figure(key: "explore_sequences_per_s", value: exploration.sequencesPerSecond,
             label: "exploration, engine against model, sequences per second"),
      Figure(key: "explore_stimuli_per_s", value: exploration.stimuliPerSecond, label: "the same, stimuli per second"),
      Figure(key: "docs_render_ms", value: docs.milliseconds, label: "rendering all \(docs.pages) DocsSite files, ms"),
      Figure(key: "adversarial_keys_ms", value: adversarial.keysMilliseconds,
             label: "a 1 MB line of 75,000 distinct keys, to its verdict, ms"),
      Figure(key: "adversarial_sessions_ms", value: adversarial.sessionsMilliseconds,
             label: "a 1 MB header of 87,000 distinct sessions, to its verdict, ms"),
      Figure(key: "adversarial_steps_per_s", value: adversarial.stepsPerSecondAtSceneLimit,
             label: "steps verified per second with \(TraceDecoder.maximumSceneCount) sessions (the limit)"),
      Figure(key: "adversarial_unknown_word_ms", value: adversarial.unknownWordMilliseconds,
             label: "a 1 MB unknown stimulus word, to its error, ms"),
    ]
    // Not in the smoke test: it shares its process with the kit's tests, which count the engine
    // processes this process started.
    if full, let pipe = try await PipeBenchmark(budget: 50_000).run() {
      figures += [
        Figure(key: "pipe_steps_per_s", value: pipe.pipe,
               label: "exploration through the engine protocol (reference engine, Swift host), stimuli per second"),
        Figure(key: "pipe_inproc_steps_per_s", value: pipe.inProcess,
               label: "the same exploration in process, stimuli per second"),
      ]
    }
    return figures
  }
}
