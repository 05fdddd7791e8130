import Lifecycle

/// A student's session with the reference model: type a stimulus, see what UIKit delivers.
///
/// `handle(_:)` takes one line of input and returns what to print; the session keeps the
/// history for `undo` and `save`. When the model allows several alternatives the session
/// follows the first, and `choose N` follows another.
struct Simulator {
  let lifecycle: LifecycleStyle
  let sessions: [SceneID]
  var printer = ResponsePrinter()

  /// The steps taken, each with the alternative followed.
  private(set) var history: [Entry] = []

  struct Entry {
    let before: LifecycleModel
    let stimulus: Stimulus
    let alternatives: [Alternative]
    var chosen: Int
    var after: LifecycleModel { alternatives[chosen].next }
  }

  /// What the loop does after a line.
  enum Outcome: Equatable {
    case print([String])
    case save(path: String)
    case quit
  }

  /// The commands that take no argument.
  static let bareCommands: Set<String> = ["help", "?", "quit", "exit", "state", "reset", "undo", "possible"]

  /// The columns the session's lines fit in, what each callback reads of the state aside
  /// (`states on` shows it, wider).
  static let width = 80

  init(lifecycle: LifecycleStyle, sessions: [SceneID], showsStates: Bool = false) {
    self.lifecycle = lifecycle
    self.sessions = sessions
    printer.showsStates = showsStates
    printer.width = Self.width
  }

  var model: LifecycleModel { history.last?.after ?? LifecycleModel(lifecycle: lifecycle, sessions: sessions) }

  mutating func handle(_ line: String) -> Outcome {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let command = words.first else { return .print([]) }
    // These commands take nothing after them: a word there is a mistake to say, not to ignore
    // (`undo 3` would undo one step and look as if it undid three).
    if Self.bareCommands.contains(command), words.count > 1 {
      return .print([
        "\(command) takes nothing after it: '\(Quoted(words.dropFirst().joined(separator: " ")))' was not done."
      ])
    }
    switch command {
    case "help", "?": return .print(Self.help)
    case "quit", "exit": return .quit
    case "state": return .print([stateLine])
    case "reset":
      history = []
      return .print(["Back to the start.", stateLine])
    case "undo":
      guard let last = history.popLast() else { return .print(["Nothing to undo."]) }
      return .print(["Undid \(last.stimulus.summary).", stateLine])
    case "save":
      guard words.count == 2 else { return .print(["save needs one file name: save FILE"]) }
      return .save(path: words[1])
    case "choose":
      return .print(choose(words.dropFirst().first))
    case "possible":
      return .print(possible)
    case "states":
      return .print(states(words.dropFirst().first, extra: words.count > 2))
    default:
      return .print(perform(line))
    }
  }

  /// The stimuli that can happen now, by name: those of trace format version 1 first, then
  /// those a version 1.1 trace adds (a session that uses one is saved as version 1.1).
  private var possible: [String] {
    let version1 = Set(model.possibleStimuli().map(\.traceName))
    let version1_1 = Set(model.possibleStimuli(version1_1: true).map(\.traceName)).subtracting(version1)
    var lines = ("Possible now: " + version1.sorted().joined(separator: ", ")).wrapped(width: Self.width)
    if !version1_1.isEmpty {
      lines += ("With trace format 1.1, also: " + version1_1.sorted().joined(separator: ", ")).wrapped(
        width: Self.width)
    }
    return lines
  }

  private mutating func perform(_ line: String) -> [String] {
    let stimulus: Stimulus
    do {
      stimulus = try Stimulus(parsing: line)
    } catch {
      return ["\(error.message) (type help for the commands)"]
    }
    let alternatives: [Alternative]
    do {
      alternatives = try model.respond(to: stimulus)
    } catch {
      return [error.description]
    }
    history.append(Entry(before: model, stimulus: stimulus, alternatives: alternatives, chosen: 0))
    var lines = printer.lines(for: alternatives.map { ($0.response, $0.provenance) })
    if alternatives.count > 1 {
      lines.append("Following alternative 1 of \(alternatives.count); `choose N` follows another.")
    }
    lines.append(stateLine)
    return lines
  }

  /// `states on` shows what each callback reads of the app's and the scene's state, in a column
  /// that makes the lines wider than 80; `states off` leaves it out again.
  private mutating func states(_ word: String?, extra: Bool) -> [String] {
    guard !extra, let word, ["on", "off"].contains(word) else { return ["states takes on or off: states on"] }
    printer.showsStates = word == "on"
    return [
      word == "on"
        ? "Each callback now shows the states it may read (UIApplication.applicationState, the scene's "
          + "activationState)."
        : "The states each callback may read are no longer shown."
    ].flatMap { $0.wrapped(width: Self.width) }
  }

  private mutating func choose(_ word: String?) -> [String] {
    guard let last = history.last, last.alternatives.count > 1 else {
      return ["The last step had only one alternative."]
    }
    // The number is compared as typed, never offset first: `number - 1` overflows for Int.min.
    guard let word, let number = Int(word), (1...last.alternatives.count).contains(number) else {
      return ["choose takes a number from 1 to \(last.alternatives.count)."]
    }
    history[history.count - 1].chosen = number - 1
    return ["Following alternative \(number) of \(last.alternatives.count).", stateLine]
  }

  /// `Now: app active; main foregroundActive` plus the lock and overlay when they apply.
  var stateLine: String {
    var extras: [String] = []
    if model.isLocked { extras.append("device locked") }
    switch model.overlay {
    case .appSwitcher?: extras.append("in the app switcher")
    case .interruption(let kind)?: extras.append("under \(kind.rawValue)")
    case .callBanner?: extras.append("a call banner showing")
    case nil: break
    }
    let line = "Now: \(model.snapshot)" + (extras.isEmpty ? "" : " (\(extras.joined(separator: ", ")))")
    return line.wrapped(width: Self.width).map(printer.bold).joined(separator: "\n")
  }

  /// The session as a trace in the published format: each step's required events, in the
  /// order the model lists them (one that keeps every edge).
  var trace: String {
    var header = TraceHeader(lifecycle: lifecycle, sessions: sessions, recording: .both, source: "lifecycle simulate")
    header.usesVersion11Names = TraceHeader.namesVersion11(history.map(\.stimulus))
    var writer = TraceWriter(header: header, to: "")
    for entry in history {
      let followed = entry.alternatives[entry.chosen]
      writer.write(entry.stimulus, delivered: followed.linearised())
    }
    return writer.output
  }

  static let help = [
    "Type what the user or the system does, as the trace format spells it; a unique",
    "prefix is enough:",
    "  tapIcon, pressHome, openAppSwitcher, returnToApp, switchToOtherApp,",
    "  swipeAwayInAppSwitcher, beginInterruption KIND, endInterruption, acceptCall,",
    "  lockDevice, unlockDevice, suspend, terminate, backgroundLaunch REASON,",
    "  memoryWarning, significantTimeChange, tapNotification [SCENE],",
    "  openURL [SCENE] [url=URL], continueUserActivity [SCENE], and for scene-based",
    "  apps openScene ID, showScene ID, hideScene ID, resizeScene ID, closeScene ID,",
    "  disconnectScene ID; version 1.1 adds crash, restartDevice,",
    "  killForSharedResource, beginBackgroundTask, endBackgroundTask,",
    "  backgroundTimeExpires, backgroundTimeRunsOut, and for scene-based apps",
    "  attachDisplay ID, detachDisplay.",
    "Commands:",
    "  state       the app's and every scene's state",
    "  states on   show what each callback reads of the app's and scenes' states",
    "  states off  leave that out again (the default: it makes the lines wide)",
    "  possible    the stimuli that can happen now",
    "  choose N    follow alternative N of the last step",
    "  undo        take back the last step",
    "  reset       start again",
    "  save FILE   write the session as a trace (`lifecycle verify FILE` checks it)",
    "  quit        leave",
  ]
}
