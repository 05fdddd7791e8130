/// The names a model state and a stimulus are made of hash their case, not their text: every
/// state the model hands out is hashed (to keep one box for it), and every stimulus a checker
/// or an exploration looks up (`caseNumber(of:)`).
extension AppState {
  /// Hashes the case.
  public func hash(into hasher: inout Hasher) { hasher.combine(caseNumber(of: self)) }
}

extension SceneActivationState {
  /// Hashes the case.
  public func hash(into hasher: inout Hasher) { hasher.combine(caseNumber(of: self)) }
}

extension LifecycleStyle {
  /// Hashes the case.
  public func hash(into hasher: inout Hasher) { hasher.combine(caseNumber(of: self)) }
}

extension Stimulus.Name {
  /// Hashes the case.
  public func hash(into hasher: inout Hasher) { hasher.combine(caseNumber(of: self)) }
}

extension InterruptionKind {
  /// Hashes the case.
  public func hash(into hasher: inout Hasher) { hasher.combine(caseNumber(of: self)) }
}

extension BackgroundLaunchReason {
  /// Hashes the case.
  public func hash(into hasher: inout Hasher) { hasher.combine(caseNumber(of: self)) }
}
