import Lifecycle

/// `lifecycle responses STIMULUS... [--next STIMULUS]`: the model's allowed responses as JSON, for
/// an implementation in another language to diff its alternatives against
/// (Conformance/SPEC.md#machine-readable-responses).
enum ResponsesCommand: Command {
  static let name = "responses"
  static let summary = "Print, as JSON, every response the model allows in the state a list of stimuli reaches."
  static let usage =
    "lifecycle responses [--lifecycle app|scene] [--sessions ID,ID] [--paths first|all] [--next STIMULUS]... "
    + "[STIMULUS...]"
  static let help = """
    Runs the stimuli through the reference model from the start of a trace, then prints, for the
    state they reach, every alternative the model allows in answer to the next stimulus: its
    events (each required or optional, with its source), the groups that appear all together or
    not at all, the events that come only with a group, the order's edges with the rule of each,
    the state after it and why it is allowed. Conformance/SPEC.md#machine-readable-responses
    describes the JSON. A second implementation diffs its own alternatives against it.

    A stimulus is spelt as for `lifecycle record`: its trace-format name, then, after a colon,
    its parameter or key=value pairs, separated by commas:
      tapIcon  beginInterruption:call  openScene:second  openURL:scene=second

    Options:
      --lifecycle STYLE   scene (default) or app
      --sessions IDS      scene sessions saved before the trace, most recent first: main,second
      --paths first|all   first (default): follow each stimulus's first alternative, as
                          `lifecycle record` does; all: keep every state some choice of
                          alternatives leads to, as `lifecycle verify` does, one entry each
      --next STIMULUS     the next stimulus to answer (repeat it for several); without it, every
                          stimulus possible in the state, one of each shape: the payloads for no
                          scene, each session and one new id, the scene stimuli for each session
                          and one new id, version 1.1's stimuli included

    Exit 0 with the JSON on standard output; 2 for a bad command line or a stimulus in the list
    that cannot happen (a `--next` stimulus that cannot happen is answered, with its reason).

    Example:
      swift run lifecycle responses tapIcon openScene:second --next openScene:third
    """

  static func run(_ arguments: inout Arguments, console: Console) throws(UsageError) -> ExitCode {
    let lifecycle = try arguments.option("--lifecycle", as: LifecycleStyle.self) ?? .scene
    let sessions = try arguments.sessions(for: lifecycle)
    let paths = try arguments.option("--paths", as: Paths.self) ?? .first
    var next: [Stimulus] = []
    while let word = try arguments.option("--next") { next.append(try StimulusArgument.parse(word)) }
    var words: [String] = []
    while let word = try arguments.positional("STIMULUS") { words.append(word) }
    try arguments.finish()
    let stimuli = try words.map { (word) throws(UsageError) in try StimulusArgument.parse(word) }

    var states = [LifecycleModel(lifecycle: lifecycle, sessions: sessions)]
    for (index, stimulus) in stimuli.enumerated() {
      var reached: [LifecycleModel] = []
      var reason: ImpossibleStimulus?
      for state in states {
        do {
          let alternatives = try state.respond(to: stimulus)
          for alternative in paths == .first ? Array(alternatives.prefix(1)) : alternatives
          where !reached.contains(alternative.next) {
            reached.append(alternative.next)
          }
        } catch {
          reason = reason ?? error
        }
      }
      guard !reached.isEmpty else {
        let error = reason!
        throw UsageError(
          "stimulus \(index + 1) '\(Quoted(words[index]))' is impossible: \(error.reason)"
            + (error.suggestion.map { "; try \($0.rawValue)" } ?? ""))
      }
      states = reached
    }

    let document = JSONValue.object([
      ("format", .string("lifecycle-responses")),
      ("version", .number(1)),
      ("lifecycle", .string(lifecycle.rawValue)),
      ("sessions", .array(sessions.map { .string($0.rawValue) })),
      ("stimuli", .array(stimuli.map(\.traceJSON))),
      ("paths", .string(paths.rawValue)),
      ("states", .array(states.map { state in answers(state, next: next) })),
    ])
    console.out(ResponsesLayout.render(document) + "\n")
    return .success
  }

  /// One state and its answers to `next`, or to every stimulus possible in it.
  private static func answers(_ state: LifecycleModel, next: [Stimulus]) -> JSONValue {
    // One new scene id whatever the number of sessions, so that `openScene` is always offered.
    let asked =
      next.isEmpty ? state.possibleStimuli(maximumScenes: state.sessions.count + 1, version1_1: true) : next
    return .object([
      ("state", state.stateJSON),
      ("responses", .array(asked.map { response(of: state, to: $0) })),
    ])
  }

  private static func response(of state: LifecycleModel, to stimulus: Stimulus) -> JSONValue {
    var fields: [(String, JSONValue)] = [("stimulus", stimulus.traceJSON)]
    do {
      let alternatives = try state.respond(to: stimulus)
      fields += [
        ("possible", .bool(true)),
        ("section", .string(stimulus.responseSpecification)),
        ("alternatives", .array(alternatives.map(\.json))),
      ]
    } catch {
      fields += [
        ("possible", .bool(false)),
        ("reason", .string(error.reason)),
        ("suggestion", error.suggestion.map { .string($0.rawValue) } ?? .null),
      ]
    }
    return .object(fields)
  }

  /// Which states the stimuli lead to.
  enum Paths: String, CaseIterable, Sendable {
    case first, all
  }
}
