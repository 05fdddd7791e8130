/// Something an engine did that no response allows, found by the recorder before the order is
/// even compared: the engine is reported, never crashed on.
package enum EngineFault: Hashable, Sendable, CustomStringConvertible {
  /// `prepare` or `perform` threw; the error as text.
  case threw(String)
  /// `prepare` or `perform` did not return within the timeout.
  case hung(Duration)
  /// A callback delivered more often in one step than any allowed response holds it.
  case duplicate(Event, count: Int)
  /// A callback after the process ended (after `applicationWillTerminate(_:)`, or while the
  /// app is not running) and before a new launch.
  case afterTermination(Event)
  /// A scene callback for a scene that no `scene(_:willConnectTo:options:)` connected.
  case neverConnected(Event)
  /// A callback or notification delivered on a thread other than the main thread.
  case wrongThread(Event)
  /// A callback or notification delivered while no step was in progress: during `prepare`
  /// (`after` is 0) or after `perform` of step `after` had returned.
  case outsideStep(Event, after: Int)
  /// An engine over the engine protocol broke the protocol: no hello, no `done`, a bad line, a
  /// flood, an exit, an `error` line (Conformance/SPEC.md#engine-protocol).
  case misbehaved(EngineMisbehaviour)

  /// The fault in the words of a failure message, naming the event it concerns.
  package var description: String {
    switch self {
    case .threw(let error):
      return "the engine threw: \(error)"
    case .hung(let timeout):
      return "the engine did not return within \(timeout) (a hang?); it was abandoned"
    case .duplicate(let event, let count):
      return "\(event) was delivered \(count) times; UIKit delivers it at most once here"
    case .afterTermination(let event):
      return "\(event) was delivered after the process ended"
    case .neverConnected(let event):
      return "\(event) was delivered for scene '\(event.scene?.rawValue ?? "")', which was never connected"
    case .wrongThread(let event):
      return "\(event) was called off the main thread; UIKit calls every delegate on the main thread"
    case .outsideStep(let event, let step):
      let when = step == 0 ? "during prepare, before the first step" : "after step \(step) had returned"
      return "\(event) was delivered outside a step, \(when); deliver a stimulus's callbacks before perform returns"
    case .misbehaved(let misbehaviour):
      // One line: the failure shows the log under its details (`ConformanceFailure.engineLog`).
      return "the \(misbehaviour.subject) misbehaved (\(misbehaviour.kind.rawValue)): \(misbehaviour.detail)"
    }
  }

  /// Where the specification states the fault, when it does: a protocol fault's own section
  /// (`Conformance/SPEC.md#bad-line`).
  package var specification: String? {
    if case .misbehaved(let misbehaviour) = self { misbehaviour.kind.specification } else { nil }
  }

  /// Every name `name` gives, the misbehaviours' included: rules a known-bugs file may name.
  package static let names =
    ["error", "hang", "duplicate", "after-termination", "never-connected", "wrong-thread", "outside-step"]
    + EngineMisbehaviour.Kind.allCases.map(\.rawValue)

  /// A short name for the kind of fault: `duplicate`, `hang`, … (one of `names`).
  package var name: String {
    switch self {
    case .threw: "error"
    case .hung: "hang"
    case .duplicate: "duplicate"
    case .afterTermination: "after-termination"
    case .neverConnected: "never-connected"
    case .wrongThread: "wrong-thread"
    case .outsideStep: "outside-step"
    case .misbehaved(let misbehaviour): misbehaviour.kind.rawValue
    }
  }

  var isWrongThread: Bool {
    if case .wrongThread = self { true } else { false }
  }

  var isMisbehaviour: Bool {
    if case .misbehaved = self { true } else { false }
  }
}
