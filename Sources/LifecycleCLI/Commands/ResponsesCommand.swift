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

    The sessions and stimuli name at most \(TraceDecoder.maximumSceneCount) distinct scene
    ids, as a trace does. Without --next the output grows with the square of the scenes
    (gigabytes near that limit); it is written a response at a time, as each is made.

    Exit 0 with the JSON on standard output; 2 for a bad command line, a stimulus in the list
    that cannot happen (a `--next` stimulus that cannot happen is answered, with its reason) or
    one scene id too many.

    Example:
      swift run lifecycle responses tapIcon openScene:second --next openScene:third
    """

  static func run(_ arguments: inout Arguments, console: Console) throws(UsageError) -> ExitCode {
    let lifecycle = try arguments.option("--lifecycle", as: LifecycleStyle.self) ?? .scene
    let sessions = try arguments.sessions(for: lifecycle)
    let paths = try arguments.option("--paths", as: Paths.self) ?? .first
    var next: [(word: String, stimulus: Stimulus)] = []
    while let word = try arguments.option("--next") { next.append((word, try StimulusArgument.parse(word))) }
    var words: [String] = []
    while let word = try arguments.positional("STIMULUS") { words.append(word) }
    try arguments.finish()
    let stimuli = try words.map { (word) throws(UsageError) in try StimulusArgument.parse(word) }
    try checkSceneCount(sessions: sessions, stimuli: Array(zip(words, stimuli)), next: next)

    var states = [LifecycleModel(lifecycle: lifecycle, sessions: sessions)]
    for (index, stimulus) in stimuli.enumerated() {
      var reached: [LifecycleModel] = []
      var seen = Set<LifecycleModel>()
      var reason: ImpossibleStimulus?
      for state in states {
        do {
          let alternatives = try state.respond(to: stimulus)
          for alternative in paths == .first ? Array(alternatives.prefix(1)) : alternatives
          where seen.insert(alternative.next).inserted {
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

    // Written a response at a time: without `--next`, a state of many scenes has thousands of
    // stimuli, each answered with the other scenes' events and every session in its next state,
    // so the whole document grows with the square of the scenes (gigabytes at the most a trace
    // may name) while one response stays small.
    let head: [(String, JSONValue)] = [
      ("format", .string("lifecycle-responses")),
      ("version", .number(1)),
      ("lifecycle", .string(lifecycle.rawValue)),
      ("sessions", .array(sessions.map { .string($0.rawValue) })),
      ("stimuli", .array(stimuli.map(\.traceJSON))),
      ("paths", .string(paths.rawValue)),
    ]
    var text = "{\n"
    for (key, value) in head {
      ResponsesLayout.member(key, value, indent: 2, into: &text)
      text += ",\n"
    }
    console.out(text + "  \"states\": ")
    ResponsesLayout.stream(states, indent: 2, write: console.out) { state, indent in
      answers(state, next: next.map(\.stimulus), indent: indent, write: console.out)
    }
    console.out("\n}\n")
    return .success
  }

  /// Refuses a run that names more distinct scene ids, in its sessions, its stimuli and any
  /// `--next` stimulus, than a trace may (`TraceDecoder.maximumSceneCount`, as `verify` reads).
  private static func checkSceneCount(
    sessions: [SceneID], stimuli: [(word: String, stimulus: Stimulus)], next: [(word: String, stimulus: Stimulus)]
  ) throws(UsageError) {
    let limit = TraceDecoder.maximumSceneCount
    var scenes = Set(sessions)
    for (offset, (word, stimulus)) in stimuli.enumerated() {
      guard let scene = stimulus.scene, scenes.insert(scene).inserted, scenes.count > limit else { continue }
      throw UsageError(
        "stimulus \(offset + 1) '\(Quoted(word))' names scene \(scenes.count); a trace names at most \(limit) "
          + "distinct scene ids")
    }
    // Each `--next` stimulus is answered on its own: each may name one scene of its own.
    for (word, stimulus) in next {
      guard let scene = stimulus.scene, !scenes.contains(scene), scenes.count >= limit else { continue }
      throw UsageError(
        "--next '\(Quoted(word))' names scene \(scenes.count + 1); a trace names at most \(limit) distinct scene ids")
    }
  }

  /// One state and its answers to `next`, or to every stimulus possible in it, written a
  /// response at a time.
  private static func answers(
    _ state: LifecycleModel, next: [Stimulus], indent: Int, write: @escaping (String) -> Void
  ) {
    // One new scene id whatever the number of sessions, so that `openScene` is always offered,
    // unless the sessions are already as many as a trace may name.
    let scenes = min(state.sessions.count + 1, TraceDecoder.maximumSceneCount)
    let asked = next.isEmpty ? state.possibleStimuli(maximumScenes: scenes, version1_1: true) : next
    var text = "{\n"
    ResponsesLayout.member("state", state.stateJSON, indent: indent + 2, into: &text)
    write(text + ",\n" + String(repeating: " ", count: indent + 2) + "\"responses\": ")
    ResponsesLayout.stream(asked, indent: indent + 2, write: write) { stimulus, indent in
      var text = ""
      ResponsesLayout.render(response(of: state, to: stimulus), indent: indent, into: &text)
      write(text)
    }
    write("\n" + String(repeating: " ", count: indent) + "}")
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
