import Foundation
import Lifecycle
import LifecycleConformance

/// A correct engine for the catalog's scenarios that need no capability (launch, Home, back
/// from the background), made with the public API alone as an engine author would, whose every
/// callback is delivered the way the schedule says; it logs, for each run, the fault the kit
/// must report for what it did.
@MainActor
struct ScheduledEngine: LifecycleEngine {
  /// What the kit must report for a run: its first hostile step (0 for `prepare`), the fault's
  /// rule and the callback it names.
  struct Expectation: Sendable, Equatable {
    var step: Int
    var rule: String
    var callback: String
  }

  /// One entry a run, in the order the runs were prepared: `nil` for a run that did nothing
  /// hostile.
  final class Log: @unchecked Sendable {
    var runs: [Expectation?] = []
  }

  /// One delegate call: the callback's name (UIKit's selector) and the call itself.
  struct Call {
    var name: String
    var make: @MainActor () -> Void
  }

  let capabilities: EngineCapabilities
  let log: Log
  private let schedule: HostileSchedule
  private var delegates: LifecycleDelegates?
  private var run = 0
  private var step = 0
  /// How many callbacks this run has made: the schedule's index of the next one.
  private var calls = 0
  private var isRunning = false
  private var isActive = false

  init(_ schedule: HostileSchedule, log: Log) {
    capabilities = EngineCapabilities(lifecycles: [schedule.lifecycle])
    self.schedule = schedule
    self.log = log
  }

  mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    self.delegates = delegates
    log.runs.append(nil)
    run = log.runs.count - 1
    let warning = Call(name: "applicationDidReceiveMemoryWarning(_:)") {
      delegates.appDelegate.applicationDidReceiveMemoryWarning(delegates.application)
    }
    switch schedule.prepare {
    case .quiet: break
    case .onMain:
      warning.make()
      expect(step: 0, "outside-step", warning.name)
    case .offThread:
      Self.deliver(warning, on: .detachedThread)
      expect(step: 0, "wrong-thread", warning.name)
    }
  }

  mutating func perform(_ stimulus: Stimulus) async throws {
    step += 1
    let plan = try plan(stimulus)
    var offThread: String?
    for (index, call) in plan.enumerated() {
      let way = schedule.way(calls)
      calls += 1
      if way == .afterPerform {
        // The rest of the step, in order, once `perform` has returned: a prefix of a correct
        // response inside the step, so the only fault is the callbacks that came late.
        let rest = plan[index...].map(\.make)
        Task { @MainActor in
          for late in rest { late() }
        }
        if let offThread { expect(step: step, "wrong-thread", offThread) }
        expect(step: step, "outside-step", call.name)
        return
      }
      Self.deliver(call, on: way)
      if way.isOffThread, offThread == nil { offThread = call.name }
    }
    if let offThread { expect(step: step, "wrong-thread", offThread) }
  }

  /// The calls UIKit makes for `stimulus` in the engine's state, which they move on.
  private mutating func plan(_ stimulus: Stimulus) throws -> [Call] {
    let delegates = delegates!
    let app = delegates.appDelegate
    let scene = Scene(session: SceneSession(.main), activationState: .background)
    func call(_ name: String, _ make: @escaping @MainActor () -> Void) -> Call { Call(name: name, make: make) }
    let launch = [
      call("application(_:willFinishLaunchingWithOptions:)") {
        _ = app.application(delegates.application, willFinishLaunchingWithOptions: nil)
      },
      call("application(_:didFinishLaunchingWithOptions:)") {
        _ = app.application(delegates.application, didFinishLaunchingWithOptions: nil)
      },
    ]
    let foreground: [Call]
    let background: [Call]
    switch delegates.lifecycle {
    case .app:
      foreground = [
        call("applicationWillEnterForeground(_:)") { app.applicationWillEnterForeground(delegates.application) },
        call("applicationDidBecomeActive(_:)") { app.applicationDidBecomeActive(delegates.application) },
      ]
      background = [
        call("applicationWillResignActive(_:)") { app.applicationWillResignActive(delegates.application) },
        call("applicationDidEnterBackground(_:)") { app.applicationDidEnterBackground(delegates.application) },
      ]
    case .scene:
      foreground = [
        call("sceneWillEnterForeground(_:)") { delegates.sceneDelegate(for: scene).sceneWillEnterForeground(scene) },
        call("sceneDidBecomeActive(_:)") { delegates.sceneDelegate(for: scene).sceneDidBecomeActive(scene) },
      ]
      background = [
        call("sceneWillResignActive(_:)") { delegates.sceneDelegate(for: scene).sceneWillResignActive(scene) },
        call("sceneDidEnterBackground(_:)") { delegates.sceneDelegate(for: scene).sceneDidEnterBackground(scene) },
      ]
    }
    switch (stimulus, isRunning, isActive) {
    case (.tapIcon, false, _):
      isRunning = true
      isActive = true
      guard delegates.lifecycle == .scene else {
        return launch + [foreground[1]]
      }
      // A saved session is reconnected as it was; a new one is configured first.
      var connecting = launch
      if delegates.savedSessions.isEmpty {
        connecting.append(
          call("application(_:configurationForConnecting:options:)") {
            _ = app.application(delegates.application, configurationForConnecting: scene.session, options: .init())
          })
      }
      connecting.append(
        call("scene(_:willConnectTo:options:)") {
          let unattached = Scene(session: scene.session, activationState: .unattached)
          delegates.sceneDelegate(for: unattached).scene(unattached, willConnectTo: scene.session, options: .init())
        })
      return connecting + foreground
    case (.tapIcon, true, false):
      isActive = true
      return foreground
    case (.pressHome, true, true):
      isActive = false
      return background
    default:
      throw UnsupportedStimulus(reason: "the fuzzing engine knows launch, Home and back, not \(stimulus)")
    }
  }

  /// Notes the fault of the run's first hostile step; later ones are never reached.
  private func expect(step: Int, _ rule: String, _ callback: String) {
    if log.runs[run] == nil { log.runs[run] = Expectation(step: step, rule: rule, callback: callback) }
  }

  /// Makes one call on the thread `way` names and waits for it.
  static func deliver(_ call: Call, on way: HostileSchedule.Way) {
    // What an engine does when it gets round the compiler's isolation checks: a main-actor
    // closure cast to a plain one and called from another thread.
    nonisolated(unsafe) let plain = unsafeBitCast(call.make, to: (() -> Void).self)
    let done = DispatchSemaphore(value: 0)
    switch way {
    case .inline, .afterPerform:
      plain()
      return
    case .detachedThread:
      Thread.detachNewThread {
        plain()
        done.signal()
      }
    case .globalQueue:
      // `async`, not `sync`: a `sync` block may run on the calling (main) thread.
      DispatchQueue.global().async {
        plain()
        done.signal()
      }
    case .delayedThread(let microseconds):
      Thread.detachNewThread {
        usleep(microseconds)
        plain()
        done.signal()
      }
    }
    done.wait()
  }
}
