import Foundation
import Lifecycle

/// The listed reference engine's plans, shared by every engine in the process: the state,
/// the stimulus and what is recorded decide the plan, so each is computed once. Emptied when
/// full, so it stays small; guarded by a lock, since engines may run on any thread.
final class PlanMemo: @unchecked Sendable {
  static let shared = PlanMemo()

  private struct Key: Hashable {
    let model: LifecycleModel
    let stimulus: Stimulus
    let recording: TraceRecording
  }

  private let lock = NSLock()
  private var plans: [Key: (plan: [Delivery], next: LifecycleModel)] = [:]
  /// As large as exploration's cache of the model's answers, for the same reason.
  private let capacity = 32768

  /// The plan remembered for `stimulus` in `model`, and the state after it.
  func plan(
    _ model: LifecycleModel, _ stimulus: Stimulus,
    _ recording: TraceRecording
  ) -> (plan: [Delivery], next: LifecycleModel)? {
    let key = Key(model: model, stimulus: stimulus, recording: recording)
    lock.lock()
    defer { lock.unlock() }
    return plans[key]
  }

  /// Remembers a plan and the state after it.
  func remember(
    _ model: LifecycleModel, _ stimulus: Stimulus, _ recording: TraceRecording,
    plan: [Delivery], next: LifecycleModel
  ) {
    let key = Key(model: model, stimulus: stimulus, recording: recording)
    lock.lock()
    defer { lock.unlock() }
    if plans.count >= capacity { plans.removeAll(keepingCapacity: true) }
    plans[key] = (plan, next)
  }
}
