import Foundation
import LifecycleConformance

/// A correct engine (the reference engine's deliveries) made hostile in one way: it calls a
/// delegate from another thread, outside a step, or blocks or waits on the main actor.
struct HostileEngine: LifecycleEngine {
  enum Behaviour: Sendable {
    /// Delivers event `index` of step `step` from a thread of its own, the isolation check
    /// bypassed, and waits for it.
    case offThread(step: Int, index: Int)
    /// Delivers the last event of step `step` from a task that runs after `perform` returned.
    case afterPerform(step: Int)
    /// Delivers step `step` whole, then `applicationDidReceiveMemoryWarning(_:)` from a task that
    /// runs after `perform` returned.
    case strayAfterPerform(step: Int)
    /// Delivers `applicationDidReceiveMemoryWarning(_:)` during `prepare`.
    case duringPrepare
    /// Blocks the main actor synchronously for the duration at step `step`, a hang on a cued
    /// clock whatever the duration.
    case blocks(step: Int, Duration)
    /// Blocks the main actor synchronously at step `step` until `until` holds (a minute at most), a
    /// hang on a cued clock.
    case blocksUntil(step: Int, @Sendable () -> Bool)
    /// Waits (suspended, the main actor free) for the duration at every step.
    case waits(Duration)
    /// Nothing hostile.
    case none
  }

  let capabilities: EngineCapabilities
  let behaviour: Behaviour
  private var base: ReferenceEngine
  private var delegates: LifecycleDelegates?
  private var step = 0

  init(_ lifecycle: LifecycleStyle, _ behaviour: Behaviour) {
    base = ReferenceEngine(lifecycle: lifecycle, postsNotifications: false)
    capabilities = base.capabilities
    self.behaviour = behaviour
  }

  mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    self.delegates = delegates
    try await base.prepare(delegates)
    if case .duringPrepare = behaviour { delegates.deliver(.callback(.applicationDidReceiveMemoryWarning)) }
  }

  mutating func perform(_ stimulus: Stimulus) async throws {
    step += 1
    var deliveries = try base.plan(stimulus)
    switch behaviour {
    case .offThread(let step, let index) where step == self.step && deliveries.indices.contains(index):
      base.deliver(Array(deliveries[..<index]), answering: stimulus)
      Self.deliverOffThread(deliveries[index], to: delegates!, answering: stimulus)
      deliveries.removeFirst(index + 1)
    case .strayAfterPerform(let step) where step == self.step:
      let delegates = delegates!
      Task { @MainActor in delegates.deliver(.callback(.applicationDidReceiveMemoryWarning)) }
    case .afterPerform(let step) where step == self.step:
      let last = deliveries.removeLast()
      let delegates = delegates!
      Task { @MainActor in delegates.deliver(last.event, answering: stimulus, about: last.sessions) }
    case .blocks(let step, let duration) where step == self.step:
      HangClock.current.engineHangs()
      Self.blockMainActor(for: duration)
    case .blocksUntil(let step, let until) where step == self.step:
      HangClock.current.engineHangs()
      let end = ContinuousClock.now + .seconds(60)
      while !until(), ContinuousClock.now < end { usleep(1_000) }
    case .waits(let duration):
      try await Task.sleep(for: duration)
    default:
      break
    }
    base.deliver(deliveries, answering: stimulus)
  }

  /// What an engine does when it gets round the compiler's isolation checks: a main-actor
  /// closure cast to a plain one and called from a detached thread.
  static func deliverOffThread(_ delivery: Delivery, to delegates: LifecycleDelegates, answering stimulus: Stimulus) {
    let isolated: @MainActor () -> Void = {
      delegates.deliver(delivery.event, answering: stimulus, about: delivery.sessions)
    }
    nonisolated(unsafe) let call = unsafeBitCast(isolated, to: (() -> Void).self)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      call()
      done.signal()
    }
    done.wait()
  }

  /// `sleep` on the main actor: nothing else on it runs meanwhile.
  static func blockMainActor(for duration: Duration) {
    let end = ContinuousClock.now + duration
    while ContinuousClock.now < end { usleep(1_000) }
  }
}
