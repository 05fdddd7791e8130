import Lifecycle
import LifecycleConformance
import LifecycleConformanceFixtures

/// Every figure `lifecycle-bench` reports, measured in one run.
///
/// ```swift
/// let figures = try await BenchmarkSuite(size: .full).run()
/// figures.first { $0.key == "model_steps_per_s" }?.value
/// ```
public struct BenchmarkSuite {
  /// How much work each benchmark does: `full` for the figures, `smoke` for a test that only
  /// checks the code runs.
  public enum Size: Sendable { case full, smoke }

  /// A group of figures that can be measured alone (`lifecycle-bench --only explore`).
  public enum Group: String, CaseIterable, Sendable {
    case verify, model, docs, adversarial, catalog, explore, tour, bugs, pipe

    /// What the group measures, for `--help`.
    public var summary: String {
      switch self {
      case .verify: "trace verification and its memory, against jq"
      case .model: "the reference model alone"
      case .docs: "rendering DocsSite"
      case .adversarial: "hostile traces"
      case .catalog: "the catalog through the driver; continuing against stopping at the first failure"
      case .explore: "exploration against the reference engine"
      case .tour: "the transition tour against the reference engine"
      case .bugs: "how soon tour, swarm and random exploration meet the broken engines' bugs, how many they name"
      case .pipe: "exploration through the engine protocol"
      }
    }
  }

  /// How much work each benchmark does.
  public let size: Size
  /// The groups measured, in the order of `Group.allCases`.
  public let groups: Set<Group>
  /// A previous release to time on the same trace files (`verify`): its figures go in
  /// `Figure.previous`.
  public var previous: PreviousRelease?

  /// A suite of `size` that measures `groups` (every group by default).
  public init(size: Size, groups: Set<Group> = Set(Group.allCases), previous: PreviousRelease? = nil) {
    self.size = size
    self.groups = groups
    self.previous = previous
  }

  /// One measured figure: its JSON key, its value in the unit the key names, and a label.
  public struct Figure: Sendable {
    /// The JSON key: `explore_stimuli_per_s`.
    public let key: String
    /// The value, in the unit the key names.
    public let value: Double
    /// What the figure measures, for the table.
    public let label: String
    /// The previous release's value on the same input, when one was measured.
    public var previous: Double?

    /// A figure, and the previous release's value if measured.
    public init(key: String, value: Double, label: String, previous: Double? = nil) {
      self.key = key
      self.value = value
      self.label = label
      self.previous = previous
    }

    /// How many times the previous release's value this one is (above 1: more of what the key
    /// counts); `nil` without a previous value.
    public var ratio: Double? { previous.flatMap { $0 > 0 ? value / $0 : nil } }
  }

  /// Measures every selected group; the figures come in a fixed order.
  public func run() async throws -> [Figure] {
    var figures: [Figure] = []
    for group in Group.allCases where groups.contains(group) {
      figures += try await run(group)
    }
    return figures
  }

  private func run(_ group: Group) async throws -> [Figure] {
    let full = size == .full
    switch group {
    case .verify:
      // First: its peak resident memory is the process's peak so far.
      let lines = full ? 1_000_000 : 2_000
      let verify = try VerifyBenchmark(lines: lines, rounds: full ? 3 : 1, previous: previous).run()
      var figures = [
        Figure(
          key: "verify_lines_per_s", value: verify.linesPerSecond, label: "trace verification, lines per second",
          previous: verify.previousSeconds.map { Double(lines) / $0 }),
        Figure(
          key: "verify_peak_rss_mb", value: verify.peakResidentMegabytes,
          label: "peak resident memory after it, MB", previous: verify.previousPeakResidentMegabytes),
      ]
      if let jq = verify.jqSeconds {
        figures.append(
          Figure(
            key: "jq_parse_lines_per_s", value: Double(lines) / jq,
            label: "jq -c . on the same file, lines per second"))
        figures.append(
          Figure(
            key: "verify_vs_jq", value: jq / verify.verifySeconds,
            label: "verification speed relative to jq's parse (above 1: faster)",
            previous: verify.previousSeconds.map { jq / $0 }))
      }
      let scenes = try VerifyBenchmark.manyScenes(scenes: full ? 999 : 20, previous: previous)
      figures.append(
        Figure(
          key: "verify_999_scenes_s", value: scenes.seconds,
          label: "verifying a trace that opens 999 scenes beside main, seconds", previous: scenes.previousSeconds))
      figures.append(
        Figure(
          key: "verify_999_scenes_peak_rss_mb", value: scenes.peakResidentMegabytes,
          label: "peak resident memory after it, MB", previous: scenes.previousPeakResidentMegabytes))
      return figures
    case .model:
      let model = ModelBenchmark(steps: full ? 2_000_000 : 500).run()
      return [
        Figure(
          key: "model_steps_per_s", value: model.modelStepsPerSecond, label: "reference model, stimuli per second"),
        Figure(
          key: "baseline_steps_per_s", value: model.baselineStepsPerSecond,
          label: "same choices appended to an array, per second"),
        Figure(
          key: "model_vs_baseline", value: model.baselineStepsPerSecond / model.modelStepsPerSecond,
          label: "how many times slower the model is than the baseline"),
      ]
    case .docs:
      let docs = DocsBenchmark(runs: full ? 5 : 1).run()
      return [
        Figure(
          key: "docs_render_ms", value: docs.milliseconds,
          label: "rendering all \(docs.pages) DocsSite files, ms")
      ]
    case .adversarial:
      let adversarial = AdversarialBenchmark(bytes: full ? 1 << 20 : 20_000).run()
      return [
        Figure(
          key: "adversarial_keys_ms", value: adversarial.keysMilliseconds,
          label: "a 1 MB line of 75,000 distinct keys, to its verdict, ms"),
        Figure(
          key: "adversarial_sessions_ms", value: adversarial.sessionsMilliseconds,
          label: "a 1 MB header of 87,000 distinct sessions, to its verdict, ms"),
        Figure(
          key: "adversarial_steps_per_s", value: adversarial.stepsPerSecondAtSceneLimit,
          label: "steps verified per second with \(TraceDecoder.maximumSceneCount) sessions (the limit)"),
        Figure(
          key: "adversarial_unknown_word_ms", value: adversarial.unknownWordMilliseconds,
          label: "a 1 MB unknown stimulus word, to its error, ms"),
      ]
    case .catalog:
      return await CatalogFigures(full: full).figures()
    case .explore:
      let conformance = ConformanceBenchmark(runs: full ? 9 : 1, explorationBudget: full ? 500_000 : 200)
      let exploration = await conformance.exploration()
      let mapper = await MapperBenchmark(budget: full ? 100_000 : 200).inProcess()
      return [
        Figure(
          key: "explore_engine_scene_inproc_stimuli_per_s", value: mapper.engine,
          label: "scene-based exploration of the reference engine in process, stimuli per second"),
        Figure(
          key: "explore_mapper_inproc_stimuli_per_s", value: mapper.mapper,
          label: "the same of the correct mapper, the kit playing iOS for it, stimuli per second"),
        Figure(
          key: "mapper_vs_engine_step_cost", value: mapper.engine / mapper.mapper,
          label: "a mapper's step cost over an engine's (1: the same)"),
        Figure(
          key: "explore_sequences_per_s", value: exploration.sequencesPerSecond,
          label: "exploration, engine against model, sequences per second"),
        Figure(
          key: "explore_stimuli_per_s", value: exploration.stimuliPerSecond,
          label: "the same, stimuli per second (target: 500,000)"),
        Figure(
          key: "explore_app_stimuli_per_s", value: await conformance.exploration(lifecycles: [.app]).stimuliPerSecond,
          label: "app-based alone, stimuli per second"),
        Figure(
          key: "explore_scene2_stimuli_per_s",
          value: await conformance.exploration(lifecycles: [.scene], scenes: ["main", "second"]).stimuliPerSecond,
          label: "scene-based alone with two scenes, stimuli per second"),
      ] + (await ExhaustFigures(depth: full ? 4 : 2).figures())
    case .tour:
      return await TourBenchmark(sceneCount: full ? 2 : 1, printsReport: full).figures()
    case .bugs:
      return await BugsBenchmark(
        budget: full ? 200_000 : 300,
        bugs: full ? EngineBug.all + EngineBug.deep : [.unpairedResignOnAlert],
        several: full ? EngineBug.several : [EngineBug.several[0]]
      ).figures()
    case .pipe:
      // Not in the smoke test: it shares its process with the kit's tests, which count the
      // engine processes this process started.
      guard full, let pipe = try await PipeBenchmark(budget: 50_000).run() else { return [] }
      return [
        Figure(
          key: "pipe_steps_per_s", value: pipe.pipe,
          label: "exploration through the engine protocol (reference engine, Swift host), stimuli per second"),
        Figure(
          key: "pipe_inproc_steps_per_s", value: pipe.inProcess,
          label: "the same exploration in process, stimuli per second"),
        Figure(
          key: "pipe_mapper_steps_per_s", value: pipe.mapperPipe,
          label: "the same exploration of the correct mapper through the mapper protocol, stimuli per second"),
        Figure(
          key: "pipe_mapper_vs_engine_step_cost", value: pipe.pipe / pipe.mapperPipe,
          label: "a mapper's step cost over the pipe over an engine's (1: the same)"),
      ]
    }
  }
}
