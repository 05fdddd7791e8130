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
    starting with # are skipped). `lifecycle verify` accepts the output.

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
    if words.isEmpty {
      // The bytes themselves when standard input is a descriptor, as `verify -` reads them, so
      // that an input that cannot be read is reported rather than taken for an empty one.
      let input = console.inputDescriptor.map(DescriptorLines.init)
      let nextLine = input.map { lines in { lines.next() } } ?? console.readLine
      while let line = nextLine() {
        let word = line.trimmingSpaces
        if !word.isEmpty, !word.hasPrefix("#") { words.append(word) }
      }
      if let failure = input?.failure { throw UsageError("cannot read standard input: \(failure)") }
    }
    let stimuli = try words.map { (word) throws(UsageError) in try StimulusArgument.parse(word) }
    var header = TraceHeader(
      lifecycle: lifecycle, sessions: sessions,
      recording: notifications ? .both : .callbacks, source: "lifecycle record",
      arguments: kinds)
    // The model answers a version 1 stimulus with version 1 callbacks only, so the stimuli say
    // whether the trace needs version 1.1.
    header.usesVersion11Names = TraceHeader.namesVersion11(stimuli)
    // Every stimulus is checked before anything is printed, so that a bad one prints no trace:
    // it must be possible, and its lines no longer than `lifecycle verify` reads, since the help
    // promises that verify accepts what record prints. The lines are measured, not kept.
    let limit = TraceReader.maximumLineLength
    var check = LifecycleModel(lifecycle: lifecycle, sessions: sessions)
    var meter = TraceWriter(header: header, to: LineMeter())
    guard meter.output.longest <= limit else {
      throw UsageError("--sessions makes the header line longer than \(limit) bytes, the most `lifecycle verify` reads")
    }
    // And no more scene ids than a trace may name.
    var scenes = Set(sessions)
    for (index, stimulus) in stimuli.enumerated() {
      if let scene = stimulus.scene, scenes.insert(scene).inserted, scenes.count > TraceDecoder.maximumSceneCount {
        throw UsageError(
          "stimulus \(index + 1) '\(Quoted(words[index]))' names scene \(scenes.count); a trace names at most "
            + "\(TraceDecoder.maximumSceneCount) distinct scene ids")
      }
      let alternative: Alternative
      do {
        alternative = try check.respond(to: stimulus)[0]
      } catch {
        throw UsageError(
          "stimulus \(index + 1) '\(Quoted(words[index]))' is impossible: \(error.reason)"
            + (error.suggestion.map { "; try \($0.rawValue)" } ?? ""))
      }
      let step = alternative.linearised(recording: header.recording, arguments: kinds, from: check)
      meter.write(stimulus, delivered: step.events, arguments: step.arguments)
      guard meter.output.longest <= limit else {
        throw UsageError(
          "stimulus \(index + 1) '\(Quoted(words[index]))' makes a trace line longer than \(limit) bytes, "
            + "the most `lifecycle verify` reads")
      }
      check = alternative.next
    }
    // The trace goes out as it is made, a buffer at a time, however many stimuli there are.
    var writer = TraceWriter(header: header, to: BufferedOutput(console: console))
    var model = LifecycleModel(lifecycle: lifecycle, sessions: sessions)
    for stimulus in stimuli {
      // Possible: checked above.
      let alternative = try! model.respond(to: stimulus)[0]
      let step = alternative.linearised(recording: header.recording, arguments: kinds, from: model)
      writer.write(stimulus, delivered: step.events, arguments: step.arguments)
      model = alternative.next
    }
    var rest = writer.output
    rest.flush()
    return .success
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
