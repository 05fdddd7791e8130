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
