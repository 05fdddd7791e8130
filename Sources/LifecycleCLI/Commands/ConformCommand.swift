import Foundation
import Lifecycle
import LifecycleConformance

/// `lifecycle conform [options] -- COMMAND [ARG...]`: an engine in any language, driven over the
/// engine protocol (Conformance/SPEC.md#engine-protocol), or a mapper, played iOS over the
/// mapper protocol (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper), as its hello says; either through the
/// catalog, then exploration and shrinking.
enum ConformCommand: Command {
  static let name = "conform"
  static let summary =
    "Run an engine or a mapper in any language over the pipe: catalog, exploration, shrinking."
  static let usage =
    "lifecycle conform [--timeout SECONDS] [--explore mixed|random|swarm|tour] [--seed N] [--budget N] [--stop-at-first-bug] [--known FILE] [--report DIR] -- COMMAND [ARG...]"
  static let help = """
    Starts COMMAND as a child process and drives it over the pipe (JSON lines on its standard
    input and output): every catalog scenario its hello allows, then exploration, which goes on
    past every failure. COMMAND may be an engine, which calls the delegates and is driven over
    the engine protocol (Conformance/SPEC.md#engine-protocol), or a mapper, which receives them:
    the kit plays iOS for it, sending each step's callbacks in every order iOS may deliver, and
    checks the states it reports against its projection (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper);
    its hello's "protocol" tells which. Prints the distinct bugs, each once however many
    scenarios show it: where it was seen, its witness (the shortest script that shows it, shrunk
    over the pipe), the command that shows the expected order, and the diff of the step that
    shows it. Then the skips by reason (skips never count as passes) and the exploration with
    its coverage of the model.

    Options:
      --timeout SECONDS   how long the hello, a start or a step may take (default 5)
      --explore HOW       mixed (default): random walks and swarm walks in turn, which check only
                          the transitions they take (the coverage lists those never taken; a bug on
                          one of them needs a tour); random: seeded
                          random walks of 16 stimuli; swarm: each walk draws a few stimulus families
                          and a length from 4 to 400 (finds bugs that need many repetitions); tour:
                          every transition of the model's state graph (two scenes), at least once,
                          whatever the budget
      --seed N            the random or swarm walks' seed (default 1); the same seed replays them
      --budget N          stimuli the exploration may perform in all (default \(Options.defaultBudget);
                          0: none)
      --stop-at-first-bug end the exploration at the first step that shows a bug (a bug of the
                          catalog's: before it starts), for a shrunk witness soonest, instead of
                          every distinct bug to the budget
      --known FILE        bugs the engine (or mapper) is known to have, not failures: a JSON array of
                          {"rule", "stimulus", "callback", "scenario", "reason"} (reason and one of
                          the others), e.g. [{"rule": "required-event", "callback":
                          "application(_:willFinishLaunchingWithOptions:)", "reason": "#7"}];
                          a declaration no failure matches any more is reported; a regular
                          file of at most 16 MiB, UTF-8 without a byte order mark
      --report DIR        write DIR/report.json and DIR/report.md (the conformance report, bugs
                          first), DIR/traces/bug-N.jsonl (each bug's witness, which `lifecycle
                          verify --all` reports it on) and DIR/traces/ID.jsonl (each failed
                          scenario); the folder is the report's own, replaced whole in one step
                          (a folder that holds anything else is refused)

    Exit status: 0 conformant on everything it ran; 1 the engine or mapper diverged or broke the
    protocol;
    2 a usage error, COMMAND cannot be started, or the report cannot be written (the verdict is
    printed all the same). Ctrl-C ends the program and its children.

    Progress: while standard error is a terminal, one line there, redrawn every second, says the
    phase (catalog, exploration, shrinking), how far it has got, the bugs met so far and the time
    taken; it is erased before the verdict. Redirected, standard error gets nothing extra.

    Example:
      swift run lifecycle conform --seed 7 --report conformance-report -- python3 Conformance/Examples/PythonEngine/engine.py
      # when exploration found a divergence, its shrunk trace:
      swift run lifecycle verify --all conformance-report/traces/bug-1.jsonl
      # a mapper: React Native's AppState, checked against its projection
      swift run lifecycle conform -- node Conformance/Examples/NodeMapper/mapper.js
    """

  /// The options, read from the words before `--`; the command, from those after it.
  struct Options: Sendable {
    var command: [String]
    var limit: Duration = .seconds(5)
    var seed: UInt64 = 1
    var budget = Options.defaultBudget
    var strategy = Strategy.mixed
    var stopsAtFirstBug = false
    var reportFolder: String?
    var knownFailures: [KnownFailure] = []

    /// Enough stimuli for the bugs that need a long session to show (a third return from the
    /// background), at the cost of a few seconds for an engine in another language.
    static let defaultBudget = Explorer.defaultBudget

    /// How the exploration chooses its stimuli: the explorer's strategies a command line offers.
    enum Strategy: String, CaseIterable {
      case mixed, random, swarm, tour
    }

    init(_ arguments: inout Arguments) throws(UsageError) {
      guard let command = arguments.command() else {
        throw UsageError("missing '-- COMMAND': the engine to run, after two dashes")
      }
      guard !command.isEmpty else { throw UsageError("missing COMMAND after '--'") }
      self.command = command
      if let text = try arguments.option("--timeout") {
        // Milliseconds are what the kit waits in: a shorter timeout would be raised unseen.
        guard let seconds = Double(text), seconds >= 0.001, seconds <= 3_600 else {
          throw UsageError("bad --timeout '\(Quoted(text))'; give seconds, at least 0.001 and at most 3600")
        }
        limit = .milliseconds(Int64((seconds * 1000).rounded(.up)))
      }
      if let text = try arguments.option("--seed") {
        guard let value = UInt64(text) else { throw UsageError("bad --seed '\(Quoted(text))'; give a whole number") }
        seed = value
      }
      if let text = try arguments.option("--budget") {
        guard let value = Int(text), value >= 0 else {
          throw UsageError("bad --budget '\(Quoted(text))'; give a whole number of stimuli, 0 or more")
        }
        budget = value
      }
      strategy = try arguments.option("--explore", as: Strategy.self) ?? .mixed
      stopsAtFirstBug = arguments.flag("--stop-at-first-bug")
      if let path = try arguments.option("--known") { knownFailures = try KnownFailureFile.read(path) }
      reportFolder = try arguments.option("--report")
      try arguments.finish()
      // Checked before the engine runs: a report that cannot be kept would waste the run.
      if let reportFolder, let problem = ReportFolder(reportFolder).problem() { throw UsageError(problem) }
    }
  }

  /// Runs the program: an engine as it is, a mapper through `MappedEngine`, which plays iOS for
  /// it (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper); either way the catalog,
  /// exploration, the report and the summary. Ctrl-C meanwhile ends the program and its children.
  static func run(_ arguments: inout Arguments, console: Console) async throws(UsageError) -> ExitCode {
    let options = try Options(&arguments)
    let interrupts = InterruptHandler()
    defer { interrupts.remove() }
    return await run(options, console: console)
  }

  /// The kit drives engines on the main actor.
  @MainActor
  private static func run(_ options: Options, console: Console) async -> ExitCode {
    let program: PipeProgram
    do {
      program = try PipeProgram.start(command: options.command, limit: options.limit)
    } catch let error as PipeEngine.LaunchError {
      console.err("Error: \(error.description)\n")
      return .usage
    } catch {
      // It started and broke the protocol before any run: no hello, a version the kit lacks.
      console.print("\(options.command.joined(separator: " ")): not conformant: \(error)")
      return .failure
    }
    switch program {
    case .engine(var engine):
      defer { engine.stop() }
      engine.knownFailures = options.knownFailures
      return await conform(
        engine, format: engine.capabilities.format, timeout: engine.driverTimeout, options: options, console: console)
    case .mapper(var mapper):
      defer { mapper.stop() }
      mapper.knownFailures = options.knownFailures
      return await conform(
        MappedEngine(mapper), format: mapper.format, timeout: mapper.driverTimeout, options: options,
        console: console)
    }
  }

  /// Runs `engine` (a program's, or a mapper's played by iOS) through the catalog and the
  /// exploration, writes the report and prints the summary: one path for engines and mappers.
  @MainActor
  private static func conform<Engine: LifecycleEngine>(
    _ engine: Engine, format: FormatVersion, timeout: Duration, options: Options, console: Console
  ) async -> ExitCode {
    let progress = ConformanceProgress()
    let ticker = ProgressTicker.start(progress, console: console)
    var driver = ConformanceDriver(timeout: timeout, selection: .all)
    driver.progress = progress
    let results = await driver.verify({ engine }, against: Scenario.all)
    var exploration: ExplorationReport?
    if options.budget > 0 {
      let strategy: Explorer.Strategy =
        switch options.strategy {
        case .random: .random(seed: options.seed)
        case .swarm: .swarm(seed: options.seed)
        case .mixed: .mixed(seed: options.seed)
        case .tour: .tour()
        }
      var explorer = Explorer(
        strategy, budget: options.budget, timeout: timeout, stopsAtFirstBug: options.stopsAtFirstBug)
      explorer.progress = progress
      exploration = await explorer.explore({ engine }, after: results)
    }
    ticker?.stop()
    let report = ConformanceReport(
      engine: engine.displayName, format: format, results: results, exploration: exploration,
      knownFailures: options.knownFailures, date: Self.today())
    var written = true
    if let folder = options.reportFolder {
      do throws(ConformanceReport.WriteFailure) {
        // Replaced whole: a failure or a kill leaves the previous report as it was.
        try report.write(toFolder: folder)
      } catch {
        console.err("Error: \(error)\n")
        written = false
      }
    }
    // The verdict is printed whatever became of the report: the run is not lost with it.
    // The command line's own options replay the exploration: no Swift explorer to paste.
    console.out(report.summary(reportFolder: written ? options.reportFolder : nil, replays: false))
    guard written else { return .usage }
    return report.isConformant ? .success : .failure
  }

  /// Today's date in UTC, `2026-11-27`: when the report was made.
  static func today() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: Date())
  }
}
