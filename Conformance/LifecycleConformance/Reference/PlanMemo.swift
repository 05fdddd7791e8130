import Foundation
import Lifecycle

/// What the reference model answers again and again, shared by every engine in the process and
/// computed once: a deterministic plan (the state, the stimulus, what is recorded and the
/// response chosen decide it), and the response choices a mapper's step may be sent. Emptied
/// when full, so it stays small; guarded by a lock, since engines may run on any thread.
final class PlanMemo: @unchecked Sendable {
  static let shared = PlanMemo()

  private struct Key: Hashable {
    let model: LifecycleModel
    let stimulus: Stimulus
    let recording: TraceRecording
    /// The response a mapper is sent; `nil` for the listed engine's plan.
    let choice: ResponseChoice?
  }

  private struct ChoicesKey: Hashable {
    let model: LifecycleModel
    let stimulus: Stimulus
  }

  private let lock = NSLock()
  private var plans: [Key: (plan: [Delivery], next: LifecycleModel)] = [:]
  private var choices: [ChoicesKey: [ResponseChoice]] = [:]
  /// As large as exploration's cache of the model's answers, for the same reason.
  private let capacity = 32768

  /// The plan remembered for `stimulus` in `model` (with `choice`, for a mapper), and the state
  /// after it.
  func plan(
    _ model: LifecycleModel, _ stimulus: Stimulus, _ recording: TraceRecording, choice: ResponseChoice? = nil
  ) -> (plan: [Delivery], next: LifecycleModel)? {
    let key = Key(model: model, stimulus: stimulus, recording: recording, choice: choice)
    lock.lock()
    defer { lock.unlock() }
    return plans[key]
  }

  /// Remembers a plan and the state after it.
  func remember(
    _ model: LifecycleModel, _ stimulus: Stimulus, _ recording: TraceRecording, choice: ResponseChoice? = nil,
    plan: [Delivery], next: LifecycleModel
  ) {
    let key = Key(model: model, stimulus: stimulus, recording: recording, choice: choice)
    lock.lock()
    defer { lock.unlock() }
    if plans.count >= capacity { plans.removeAll(keepingCapacity: true) }
    plans[key] = (plan, next)
  }

  /// `ResponseChoice.named(for: stimulus, in: model)`, computed once.
  func namedChoices(for stimulus: Stimulus, in model: LifecycleModel) -> [ResponseChoice] {
    let key = ChoicesKey(model: model, stimulus: stimulus)
    lock.lock()
    if let known = choices[key] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let named = ResponseChoice.named(for: stimulus, in: model)
    lock.lock()
    defer { lock.unlock() }
    if choices.count >= capacity { choices.removeAll(keepingCapacity: true) }
    choices[key] = named
    return named
  }
}
