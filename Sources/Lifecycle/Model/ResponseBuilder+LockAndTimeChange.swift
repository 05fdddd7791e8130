/// The rules both lifecycles share for the device lock and significant time changes
/// (Conformance/SPEC.md#lock, Conformance/SPEC.md#queued-time-change).
extension ResponseBuilder {
  /// A time change queued while suspended arrives with the next foregrounding
  /// (Conformance/SPEC.md#queued-time-change).
  mutating func deliverQueuedTimeChange() {
    guard model.hasQueuedTimeChange else { return }
    call(.applicationSignificantTimeChange, nil, .required, Cite.timeChange)
    model.fields.hasQueuedTimeChange = false
  }

  /// A significant time change: delivered while running, queued while suspended (several
  /// queued changes are delivered once).
  mutating func timeChange() {
    if model.appState == .suspended {
      model.fields.hasQueuedTimeChange = true
    } else {
      call(.applicationSignificantTimeChange, nil, .required, Cite.timeChange)
    }
  }

  /// The device locks: the app remembers whether it was frontmost, for the unlock. Frontmost
  /// means in the foreground, the app switcher and interruptions included, and so behind the
  /// Notification Center that sent it to the background, running or suspended: Notification
  /// Center is the Lock Screen's own sheet pulled over the app, and the swipe that unlocks the
  /// device is the one that closes it (Conformance/SPEC.md#lock).
  mutating func lock() {
    model.fields.isLocked = true
    model.fields.wasFrontmostWhenLocked =
      model.appState.isForeground || model.overlay == .interruption(.notificationCenter)
    // Locking ends the app switcher or an interruption, even one the app is already behind.
    model.fields.overlay = nil
    if model.isRunning {
      call(.applicationProtectedDataWillBecomeUnavailable, nil, .optional, Cite.protectedDataLocked)
    }
  }

  /// The device unlocks: an app that was frontmost comes back to the foreground
  /// (Conformance/SPEC.md#lock). One builder per allowed answer.
  func unlock() -> [ResponseBuilder] {
    var step = self
    let returns = step.model.wasFrontmostWhenLocked && step.model.appState != .notRunning
    step.model.fields.isLocked = false
    step.model.fields.wasFrontmostWhenLocked = false
    guard step.model.appState != .notRunning else { return [step] }
    var answers = [step]
    if returns {
      if step.model.lifecycle == .app {
        answers[0].appEnterForeground()
        answers[0].deliverQueuedTimeChange()
        answers[0].appActivate()
      } else {
        answers = answers[0].sceneBringForward(payload: nil)
      }
    }
    for index in answers.indices where answers[index].model.isRunning {
      answers[index].call(.applicationProtectedDataDidBecomeAvailable, nil, .optional, Cite.protectedDataUnlocked)
    }
    return answers
  }
}

extension LifecycleModel {
  /// A suspended app woken in the background: a time change queued while it was suspended may
  /// be delivered now, or still wait for the next foregrounding
  /// (Conformance/SPEC.md#queued-time-change).
  func wakeDeliveringQueuedTimeChange(_ step: ResponseBuilder) -> [Alternative] {
    guard step.model.hasQueuedTimeChange else { return [step.alternative()] }
    var now = step
    now.deliverQueuedTimeChange()
    return [now.alternative(Cite.queuedTimeChangeAtWake), step.alternative(Cite.queuedTimeChangeLater)]
  }
}
