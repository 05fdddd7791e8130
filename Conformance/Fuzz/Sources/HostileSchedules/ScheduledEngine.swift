import Foundation
import Lifecycle
import LifecycleConformance

/// The reference engine's deliveries, each made the way the schedule says, with a log of the
/// fault the kit must report for them.
struct ScheduledEngine: LifecycleEngine {
  /// The first step (0 for `prepare`) that did something hostile, and the fault it must cause.
  final class Log: @unchecked Sendable {
    var expected: (step: Int, fault: EngineFault)?
  }

  let capabilities: EngineCapabilities
  let log: Log
  private var base: ReferenceEngine
  private var schedule: HostileSchedule
  private var delegates: LifecycleDelegates?
  private var step = 0

  init(_ schedule: HostileSchedule, log: Log) {
    base = ReferenceEngine(lifecycle: schedule.script.lifecycle, postsNotifications: false)
    capabilities = base.capabilities
    self.schedule = schedule
    self.log = log
  }

  mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    self.delegates = delegates
    try await base.prepare(delegates)
    let warning = Delivery(.callback(.applicationDidReceiveMemoryWarning))
    switch schedule.prepare {
    case .quiet: break
    case .onMain:
      delegates.deliver(warning.event)
      expect(step: 0, .outsideStep(warning.event, after: 0))
    case .offThread:
      Self.deliver(warning, to: delegates, answering: nil, on: .detachedThread)
      expect(step: 0, .wrongThread(warning.event))
    }
  }

  mutating func perform(_ stimulus: Stimulus) async throws {
    step += 1
    let deliveries = try base.plan(stimulus)
    var offThread: Event?
    for (index, delivery) in deliveries.enumerated() {
      let way = schedule.nextWay()
      if way == .afterPerform {
        // The rest of the step, in order, once `perform` has returned: a prefix of a correct
        // response inside the step, so the only fault is the callbacks that came late.
        let rest = Array(deliveries[index...])
        let delegates = delegates!
        Task { @MainActor in
          for late in rest { delegates.deliver(late.event, answering: stimulus, about: late.sessions) }
        }
        expect(step: step, offThread.map(EngineFault.wrongThread) ?? .outsideStep(delivery.event, after: step))
        return
      }
      Self.deliver(delivery, to: delegates!, answering: stimulus, on: way)
      if way.isOffThread, offThread == nil { offThread = delivery.event }
    }
    if let offThread { expect(step: step, .wrongThread(offThread)) }
  }

  /// Notes the fault of the first hostile step; later ones are never reached.
  private func expect(step: Int, _ fault: EngineFault) {
    if log.expected == nil { log.expected = (step, fault) }
  }

  /// Delivers one callback on the thread `way` names and waits for it.
  static func deliver(
    _ delivery: Delivery, to delegates: LifecycleDelegates, answering stimulus: Stimulus?,
    on way: HostileSchedule.Way
  ) {
    // What an engine does when it gets round the compiler's isolation checks: a main-actor
    // closure cast to a plain one and called from another thread.
    let isolated: @MainActor () -> Void = {
      delegates.deliver(delivery.event, answering: stimulus, about: delivery.sessions)
    }
    nonisolated(unsafe) let call = unsafeBitCast(isolated, to: (() -> Void).self)
    let done = DispatchSemaphore(value: 0)
    switch way {
    case .inline, .afterPerform:
      call()
      return
    case .detachedThread:
      Thread.detachNewThread {
        call()
        done.signal()
      }
    case .globalQueue:
      // `async`, not `sync`: a `sync` block may run on the calling (main) thread.
      DispatchQueue.global().async {
        call()
        done.signal()
      }
    case .delayedThread(let microseconds):
      Thread.detachNewThread {
        usleep(microseconds)
        call()
        done.signal()
      }
    }
    done.wait()
  }
}
