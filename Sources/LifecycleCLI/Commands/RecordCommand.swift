import Lifecycle

/// `lifecycle record STIMULUS...`: the trace the reference model delivers, to show what a
/// correct trace looks like.
enum RecordCommand: Command {
  static let name = "record"
  static let summary = "Print the trace the reference model delivers for a list of stimuli."
  static let usage =
    "lifecycle record [--lifecycle app|scene] [--sessions ID,ID] [--notifications] [--arguments] [STIMULUS...]"
  static let help = """
    Runs the stimuli through the reference model and prints a correct trace: for each stimulus
    the first allowed response, its required events in an order that keeps every rule. With no
    STIMULUS arguments, reads stimuli from standard input, one per line (blank lines and lines
    starting with # are skipped), as `lifecycle verify -` reads a trace: a line of at most a
    megabyte, in UTF-8; names are spelt in full, as a trace spells them. `lifecycle verify`
    accepts the output. A stimulus that cannot be recorded is an error and prints no trace;
    past the first 10,000 stimuli the trace streams out as it is made, and stops at such an
    error.

    A stimulus is its trace-format name, then, after a colon, its parameter or key=value pairs,
    separated by commas (a value holds no comma or space):
      tapIcon  pressHome  beginInterruption:call  backgroundLaunch:fetch  openScene:second
      openURL:scene=second,url=https://example.com  tapNotification:scene=second

    Options:
      --lifecycle STYLE   scene (default) or app
      --sessions IDS      scene sessions saved before the trace, most recent first: main,second
      --notifications     record notifications as well as callbacks
      --arguments         write trace format 1.1 with every kind of argument it defines: the
                          sessions and payload each callback is given (Conformance/SPEC.md#version-11)

    Example:
      swift run lifecycle record --lifecycle app tapIcon pressHome tapIcon
    """

  static func run(_ arguments: inout Arguments, console: Console) throws(UsageError) -> ExitCode {
    let lifecycle = try arguments.option("--lifecycle", as: LifecycleStyle.self) ?? .scene
    let sessions = try arguments.sessions(for: lifecycle)
    let notifications = arguments.flag("--notifications")
    let kinds: Set<TraceArgument> = arguments.flag("--arguments") ? Set(TraceArgument.all) : []
    var words: [String] = []
    while let word = try arguments.positional("STIMULUS") { words.append(word) }
    try arguments.finish()
    let header = TraceHeader(
      lifecycle: lifecycle, sessions: sessions,
      recording: notifications ? .both : .callbacks, source: "lifecycle record",
      arguments: kinds)
    var recording = try Recording(header: header, console: console)
    if !words.isEmpty {
      for word in words { try recording.add(word) }
    } else {
      // Read as it comes, as `verify -` reads: bounded memory, verify's line limit and words.
      let input = console.inputDescriptor.map { DescriptorLines($0) }
      while true {
        let line: String?
        if let input {
          do { line = try input.next() } catch { throw UsageError(error.description) }
        } else {
          line = console.readLine()
        }
        guard let line else { break }
        let word = line.trimmingSpaces
        if !word.isEmpty, !word.hasPrefix("#") { try recording.add(word) }
      }
      if let failure = input?.failure { throw UsageError("cannot read standard input: \(failure)") }
    }
    recording.finish()
    return .success
  }

  /// The trace being recorded, a stimulus at a time. Each is checked as it comes: it must be
  /// possible, its lines no longer than `lifecycle verify` reads (the help promises that verify
  /// accepts what record prints), its scenes no more than a trace names. The first
  /// `Recording.held` stimuli are held back, so that a bad one among them prints no trace and
  /// the header's version is that of every stimulus; after them the trace streams out as it is
  /// made, whatever the length of the input.
  struct Recording {
    /// How many stimuli are held back before the trace starts to stream.
    static let held = 10_000
    private var header: TraceHeader
    private let console: Console
    private let kinds: Set<TraceArgument>
    private var model: LifecycleModel
    private var meter: TraceWriter<LineMeter>
    private var scenes: Set<SceneID>
    private var count = 0
    private var pending: [(stimulus: Stimulus, step: (events: [Event], arguments: [EventArguments]))] = []
    private var writer: TraceWriter<BufferedOutput>?
    private static let limit = TraceReader.maximumLineLength

    init(header: TraceHeader, console: Console) throws(UsageError) {
      self.header = header
      self.console = console
      kinds = header.arguments
      model = LifecycleModel(lifecycle: header.lifecycle, sessions: header.sessions)
      meter = TraceWriter(header: header, to: LineMeter())
      scenes = Set(header.sessions)
      guard meter.output.longest <= Self.limit else {
        throw UsageError(
          "--sessions makes the header line longer than \(Self.limit) bytes, the most `lifecycle verify` reads")
      }
    }

    /// Checks one stimulus, spelt as on the command line, and records the model's response.
    mutating func add(_ word: String) throws(UsageError) {
      count += 1
      let stimulus = try StimulusArgument.parse(word)
      if let scene = stimulus.scene, scenes.insert(scene).inserted, scenes.count > TraceDecoder.maximumSceneCount {
        throw UsageError(
          "stimulus \(count) '\(Quoted(word))' names scene \(scenes.count); a trace names at most "
            + "\(TraceDecoder.maximumSceneCount) distinct scene ids")
      }
      let alternative: Alternative
      do {
        alternative = try model.respond(to: stimulus)[0]
      } catch {
        throw UsageError(
          "stimulus \(count) '\(Quoted(word))' is impossible: \(error.reason)"
            + (error.suggestion.map { "; try \($0.rawValue)" } ?? ""))
      }
      let step = alternative.linearised(recording: header.recording, arguments: kinds, from: model)
      meter.write(stimulus, delivered: step.events, arguments: step.arguments)
      guard meter.output.longest <= Self.limit else {
        throw UsageError(
          "stimulus \(count) '\(Quoted(word))' makes a trace line longer than \(Self.limit) bytes, "
            + "the most `lifecycle verify` reads")
      }
      model = alternative.next
      guard writer != nil else {
        pending.append((stimulus, step))
        if pending.count >= Self.held { try start() }
        return
      }
      // The model answers a version 1 stimulus with version 1 callbacks only, so the stimuli
      // say whether the trace needs version 1.1; a header already written cannot change.
      if !header.usesVersion11Names, TraceHeader.namesVersion11([stimulus]) {
        throw UsageError(
          "stimulus \(count) '\(Quoted(word))' needs trace format 1.1, and the trace, streaming since its first "
            + "\(Self.held) stimuli, is version 1; put a stimulus of 1.1 among them, or give --arguments")
      }
      writer!.write(stimulus, delivered: step.events, arguments: step.arguments)
    }

    /// Writes the header, for the stimuli so far, and what is held back.
    private mutating func start() throws(UsageError) {
      header.usesVersion11Names = TraceHeader.namesVersion11(pending.map { $0.stimulus })
      guard TraceWriter(header: header, to: LineMeter()).output.longest <= Self.limit else {
        throw UsageError(
          "--sessions makes the header line longer than \(Self.limit) bytes, the most `lifecycle verify` reads")
      }
      var writer = TraceWriter(header: header, to: BufferedOutput(console: console))
      for (stimulus, step) in pending { writer.write(stimulus, delivered: step.events, arguments: step.arguments) }
      pending = []
      self.writer = writer
    }

    /// Writes what is still held back, and the rest of the output.
    mutating func finish() {
      // Written whole before any stimulus failed: a recording that fails prints nothing then.
      if writer == nil { try? start() }
      var output = writer?.output
      output?.flush()
    }
  }
}

/// Collects text and hands it to the console a buffer at a time.
struct BufferedOutput: TextOutputStream {
  let console: Console
  private var buffer = ""

  init(console: Console) { self.console = console }

  mutating func write(_ string: String) {
    buffer += string
    if buffer.utf8.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    if !buffer.isEmpty { console.out(buffer) }
    buffer = ""
  }
}

/// Measures the lines written to it without keeping them: the longest so far, in bytes, without
/// its newline, as `TraceReader` counts a line against its limit.
struct LineMeter: TextOutputStream {
  private(set) var longest = 0
  private var current = 0

  mutating func write(_ string: String) {
    for byte in string.utf8 {
      if byte == UInt8(ascii: "\n") {
        current = 0
      } else {
        current += 1
        longest = max(longest, current)
      }
    }
  }
}
