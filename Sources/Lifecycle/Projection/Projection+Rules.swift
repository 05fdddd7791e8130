extension Projection {
  /// A framework's own rules for its states, as data: the states it reports only in passing,
  /// and the moves it makes from each state (Conformance/SPEC.md#projections).
  ///
  /// ```swift
  /// let rules = Projection.Rules(passing: ["hidden"], moves: [
  ///   "inactive": ["hidden", "resumed"], "hidden": ["inactive", "paused"],
  ///   "paused": ["hidden"], "resumed": ["inactive"],
  /// ])
  /// print(rules.allows(from: "resumed", to: "paused"))   // false
  /// ```
  public struct Rules: Hashable, Sendable {
    /// States the framework reports only on the way between two others: one may appear among a
    /// step's changes, but never be the state after a step.
    public let passing: Set<String>
    /// The states the framework moves to from each state; `nil` when it documents no rule. A
    /// state with no entry, or an empty one, is final: the framework reports nothing after it.
    public let moves: [String: Set<String>]?

    /// No rules: any state may follow any other, and any may be left after a step.
    public static let none = Rules()

    /// Rules with the states reported only in `passing` and the `moves` the framework makes.
    public init(passing: Set<String> = [], moves: [String: Set<String>]? = nil) {
      self.passing = passing
      self.moves = moves
    }

    /// Whether the framework reports `to` right after `from`.
    public func allows(from: String, to: String) -> Bool {
      guard let moves else { return true }
      return moves[from]?.contains(to) ?? false
    }
  }
}
