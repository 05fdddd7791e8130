/// An event's names hash their case, not their text.
///
/// An enum with raw values hashes its raw value: here a selector or a notification name of up
/// to sixty characters. Events are hashed for every event of every step a checker prepares (a
/// step of a thousand scenes holds thousands), and for every event a trace delivers. Equal cases
/// have equal raw values, so equality, and what is equal, are unchanged.
extension Callback.Method {
  /// Hashes the case.
  public func hash(into hasher: inout Hasher) { hasher.combine(caseNumber(of: self)) }
}

extension LifecycleNotification {
  /// Hashes the case.
  public func hash(into hasher: inout Hasher) { hasher.combine(caseNumber(of: self)) }
}

extension Event {
  /// The event's hash for an `IndexTable`: its scene's hash, kept by the id, with its kind and
  /// its name's case in the low bits. Equal events have equal table hashes.
  var tableHash: Int {
    switch self {
    case .callback(let callback):
      (callback.scene?.digest ?? 0) ^ (Int(caseNumber(of: callback.method)) << 1)
    case .notification(let notification):
      (notification.scene?.digest ?? 0) ^ (Int(caseNumber(of: notification.name)) << 1 | 1)
    }
  }
}
