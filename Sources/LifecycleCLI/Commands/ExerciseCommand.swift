import Lifecycle
import LifecycleConformance
import LifecycleConformanceFixtures

/// `lifecycle exercise`: a quiz drawn from the catalog, judged by the checker.
enum ExerciseCommand: Command {
  static let name = "exercise"
  static let summary = "Quiz yourself: write the callbacks in order; the checker judges."
  static let usage = """
    lifecycle exercise [--family NAME] [--lifecycle app|scene] [--scenario ID] [--count N] [--seed N]
           | lifecycle exercise --bugs [--traces DIR] [--count N]
    """
  static let help = """
    Shows what the user or the system does, step by step, and asks for the delegate callbacks
    UIKit delivers, in order: one per line, a blank line ends the answer (a blank line alone
    means "no callback"). Short names are fine (sceneDidBecomeActive, willConnectTo,
    willFinishLaunchingWithOptions); add the scene's id when several scenes are in play in the
    step, as the question then says (sceneDidBecomeActive second). Any order the model allows is
    right; a wrong answer gets a -/+ diff, the rule it breaks and the scenario's page. The quiz
    opens with an easy scenario and goes from easier to harder; it ends with a score.
    The same seed gives the same quiz; it reads standard input, so it can be scripted.

    Options:
      --family NAME       draw from one family: \(Scenario.Family.allCases.map(\.rawValue).joined(separator: ", "))
      --lifecycle STYLE   draw from app-based (app) or scene-based (scene) scenarios
      --scenario ID       one given scenario
      --count N           how many scenarios (default 3)
      --seed N            which ones (default 1)
      --bugs              find the bug: broken engines' traces; name a rule each breaks (any
                          rule the diverging step breaks is right; the bug is named after)
      --traces DIR        where the bug traces are (default Conformance/Traces/bugs)

    Example:
      swift run lifecycle exercise --family interruption --lifecycle scene --seed 7
    """

  static func run(_ arguments: inout Arguments, console: Console) throws(UsageError) -> ExitCode {
    if arguments.flag("--bugs") {
      if let option = arguments.firstGiven(of: ["--family", "--lifecycle", "--scenario", "--seed"]) {
        throw UsageError("\(option) cannot be used with --bugs")
      }
      let folder = try arguments.option("--traces") ?? "Conformance/Traces/bugs"
      let count = try number(arguments.option("--count"), "--count", default: Int.max, minimum: 1)
      try arguments.finish()
      return try huntBugs(in: folder, count: count, console: console)
    }
    if arguments.firstGiven(of: ["--traces"]) != nil { throw UsageError("--traces is only for --bugs") }
    let family = try arguments.option("--family", as: Scenario.Family.self)
    let lifecycle = try arguments.option("--lifecycle", as: LifecycleStyle.self)
    let id = try arguments.option("--scenario")
    let count = try number(arguments.option("--count"), "--count", default: 3, minimum: 1)
    let seed = try number(arguments.option("--seed"), "--seed", default: 1, minimum: 0)
    try arguments.finish()
    // One given scenario leaves nothing to draw from a family or a lifecycle: saying so beats
    // quizzing on a scenario the other option would have ruled out.
    if id != nil, family != nil || lifecycle != nil {
      throw UsageError("--scenario cannot be used with \(family != nil ? "--family" : "--lifecycle")")
    }

    let scenarios = try choose(family: family, lifecycle: lifecycle, id: id, count: count, seed: UInt64(seed))
    instructions.forEach { console.print($0) }
    console.print("")
    var right = 0, total = 0
    for scenario in scenarios {
      var quiz = Quiz(scenario)
      console.print("== \(scenario.title) (\(scenario.lifecycle.displayName), \(scenario.id))")
      console.print(scenario.startingConditions.replacingOccurrences(of: "`", with: ""))
      while !quiz.isFinished {
        let reader = AnswerReader(scenario: scenario, step: quiz.stepIndex)
        console.print("")
        console.print(quiz.question)
        if reader.onlyScene == nil {
          let scenes = AnswerReader.scenes(of: [quiz.step]).map(\.rawValue).sorted().joined(separator: ", ")
          console.print("(Scenes in play: \(scenes). Add the scene's id after each scene callback.)")
        }
        guard let answer = readAnswer(reader, console) else {
          console.print("")
          console.print("Stopped. Score: \(right + quiz.right) of \(total + quiz.stepIndex) steps right.")
          return .success
        }
        let before = quiz.right
        quiz.answer(answer.callbacks).forEach { console.print($0) }
        if quiz.right == before, !answer.ignored.isEmpty {
          // The verdict is about the lines that were read: say so, or it seems to blame the order.
          console.print(
            "  Judged without the \(answer.ignored.count == 1 ? "line" : "lines") ignored above: "
              + answer.ignored.map { "'\(Quoted($0))'" }.joined(separator: ", "))
        }
      }
      right += quiz.right
      total += quiz.stepIndex
      console.print("")
    }
    console.print("Score: \(right) of \(total) steps right.")
    return .success
  }

  /// What the quiz expects of an answer, printed before the first question.
  static let instructions = [
    "For each step, write the delegate callbacks UIKit calls, in order: one a line, then a blank line",
    "(a blank line alone: no callback). Short names are fine: willFinishLaunchingWithOptions, willConnectTo,",
    "sceneDidBecomeActive. When several scenes are in play, add the scene's id: sceneDidBecomeActive second.",
    "Any order UIKit allows is right. The end of input (Ctrl-D) stops the quiz with the score so far.",
  ]

  /// Shows each broken engine's trace and asks which rule it breaks; the checker answers.
  private static func huntBugs(in folder: String, count: Int, console: Console) throws(UsageError) -> ExitCode {
    let cases = Array(try BugHunt.cases(in: folder).prefix(count))
    guard !cases.isEmpty else { throw UsageError("no non-conformant trace in '\(folder)'") }
    var right = 0
    for (number, bug) in cases.enumerated() {
      // The trace's file is named after the bug: it is shown only once the student has answered.
      console.print(
        "== Find the bug \(number + 1) of \(cases.count): \(bug.lifecycle == .app ? "an" : "a") "
          + "\(bug.lifecycle.displayName) engine")
      for (index, step) in bug.steps.enumerated() {
        console.print("Step \(index + 1): \(step.stimulus.summary)")
        step.events.forEach { console.print("    \($0)") }
      }
      console.print("Which rule does this engine break? A number or an id:")
      for (index, rule) in BugHunt.rules.enumerated() { console.print("  \(index + 1)  \(rule.id): \(rule.summary)") }
      var answer: String?
      while answer == nil {
        if console.isInteractive { console.out("> ") }
        guard let line = console.readLine() else {
          console.print("Stopped. Score: \(right) of \(number) bugs found.")
          return .success
        }
        // Echoed as a message quotes a value: a megabyte-long line is not printed back whole.
        if !console.isInteractive { console.print("> \(Quoted(line))") }
        answer = BugHunt.rule(named: line)
        if answer == nil {
          console.print("  '\(Quoted(line))' names no rule; answer 1 to \(BugHunt.rules.count) or an id")
        }
      }
      let accepted = bug.rulesInOrder
      let also = accepted.count > 1 ? " The step breaks \(Self.list(accepted)); each is a right answer." : ""
      if let answer, bug.rules.contains(answer) {
        right += 1
        console.print("Right: \(answer).\(also)")
      } else {
        console.print("Not quite: the checker says \(accepted[0]).\(also)")
      }
      console.print("  The bug: \(bug.name).")
      console.print("  step \(bug.divergence.stepIndex + 1): \(bug.divergence.message)")
      bug.divergence.details.dropFirst().forEach { console.print("  " + $0) }
      if let lesson = EngineBug.named(bug.name)?.lesson { console.print("  Why it matters: \(lesson)") }
      console.print("")
    }
    console.print("Score: \(right) of \(cases.count) bugs found.")
    return .success
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ items: [String]) -> String {
    items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
  }

  /// Reads callback lines up to a blank line; `nil` at the end of input. A line that names no
  /// callback is explained and may be typed again.
  private static func readAnswer(
    _ reader: AnswerReader, _ console: Console
  )
    -> (callbacks: [Callback], ignored: [String])?
  {
    var callbacks: [Callback] = []
    var ignored: [String] = []
    while true {
      if console.isInteractive { console.out("\(callbacks.count + 1)> ") }
      guard let line = console.readLine() else { return nil }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { return (callbacks, ignored) }
      // Echoed as a message quotes a value: a megabyte-long line is not printed back whole.
      if !console.isInteractive { console.print("> \(Quoted(trimmed))") }
      switch reader.callback(from: trimmed) {
      case .success(let callback): callbacks.append(callback)
      case .failure(let error):
        ignored.append(trimmed)
        console.print("  \(error.message) (line ignored)")
      }
    }
  }

  private static func choose(
    family: Scenario.Family?, lifecycle: LifecycleStyle?, id: String?, count: Int,
    seed: UInt64
  ) throws(UsageError) -> [Scenario] {
    if let id { return [try ScenarioArgument.parse(id)] }
    let pool = Scenario.all.filter {
      (family == nil || $0.family == family) && (lifecycle == nil || $0.lifecycle == lifecycle)
    }
    guard !pool.isEmpty else {
      throw UsageError("no scenario of family '\(family?.rawValue ?? "any")' is \(lifecycle?.displayName ?? "")")
    }
    var generator = SeededGenerator(seed: seed)
    // The quiz opens with an easy scenario, drawn from the easiest third of the pool, and goes on
    // from easier to harder: a first question on two scenes and a divider loses a newcomer.
    let ranked = pool.map { (scenario: $0, difficulty: difficulty($0)) }.sorted { $0.difficulty < $1.difficulty }
    let first = ranked.prefix(max(1, pool.count / 3)).randomElement(using: &generator)!.scenario
    let rest = ranked.filter { $0.scenario.id != first.id }.shuffled(using: &generator).prefix(count - 1)
    return [first] + rest.sorted { $0.difficulty < $1.difficulty }.map(\.scenario)
  }

  /// How hard a scenario is to answer: the scenes its callbacks concern, then how many callbacks
  /// it takes, then its id (for a stable order).
  static func difficulty(_ scenario: Scenario) -> (Int, Int, String) {
    let callbacks = scenario.steps.reduce(0) { $0 + $1.outcomes[0].response.linearised(recording: .callbacks).count }
    return (AnswerReader.scenes(of: scenario.steps).count, callbacks, scenario.id)
  }

  private static func number(
    _ text: String?, _ option: String, default value: Int,
    minimum: Int
  ) throws(UsageError) -> Int {
    guard let text else { return value }
    guard let number = Int(text), number >= minimum else {
      throw UsageError("invalid value '\(Quoted(text))' for \(option); expected a whole number from \(minimum)")
    }
    return number
  }
}
