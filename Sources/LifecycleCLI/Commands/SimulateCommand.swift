import Foundation
import Lifecycle

/// `lifecycle simulate`: a read-eval-print loop over the reference model.
enum SimulateCommand: Command {
  static let name = "simulate"
  static let summary = "Drive the reference model by hand: type stimuli, see the callbacks."
  static let usage = "lifecycle simulate [--lifecycle app|scene] [--sessions ID,ID] [--states]"
  static let help = """
    Reads stimuli one per line (as the trace format spells them; a unique prefix is enough) and
    prints, for each, the events UIKit delivers in order, optional ones marked, each with its
    source, then the app's and every scene's state, in lines that fit 80 columns (but a source's
    URL). Impossible stimuli are explained, never fatal. Type `help` inside for the commands
    (state, states on|off, possible, choose, undo, reset, save FILE, quit).
    Works the same from a script: lifecycle simulate < lesson.txt

    Options:
      --lifecycle STYLE   scene (default) or app
      --sessions IDS      scene sessions saved from an earlier run, most recent first
      --states            show what each callback reads of the app's and the scene's state
                          (UIApplication.applicationState, activationState): wider lines

    Example:
      printf 'tapIcon\\npressHome\\n' | swift run lifecycle simulate --lifecycle app
    """

  static func run(_ arguments: inout Arguments, console: Console) throws(UsageError) -> ExitCode {
    let lifecycle = try arguments.option("--lifecycle", as: LifecycleStyle.self) ?? .scene
    let sessions = try arguments.sessions(for: lifecycle)
    let states = arguments.flag("--states")
    try arguments.finish()

    var simulator = Simulator(lifecycle: lifecycle, sessions: sessions, showsStates: states)
    simulator.printer.styled = console.isTerminal
    console.print(
      "lifecycle simulate: \(lifecycle == .app ? "an" : "a") \(lifecycle.displayName) app, not running. "
        + "Type help for help.")
    console.print(simulator.stateLine)
    // The bytes themselves when standard input is a descriptor, as `verify -` reads them: a byte
    // order mark or invalid UTF-8 is named in verify's words, never repaired into a stimulus.
    let input = console.inputDescriptor.map { DescriptorLines($0) }
    while true {
      if console.isInteractive { console.out("> ") }
      let next: String?
      if let input {
        do { next = try input.next() } catch {
          console.print(error.description)
          continue
        }
      } else {
        next = console.readLine()
      }
      guard let line = next else { break }
      // From a script, echo the input so the output reads as a transcript.
      if !console.isInteractive, !line.trimmingCharacters(in: .whitespaces).isEmpty {
        console.print("> \(Quoted(line))")
      }
      switch simulator.handle(line) {
      case .print(let lines): lines.forEach { console.print($0) }
      case .quit: return .success
      case .save(let path):
        console.print(save(simulator.trace, steps: simulator.history.count, to: path))
      }
    }
    return .success
  }
}
