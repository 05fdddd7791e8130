// The adapter re-exports the kit so an engine's tests need this one import; `@_exported` is the
// only way Swift offers to do that.
@_exported import LifecycleConformance
import Testing

// Scenario lives in Lifecycle, which must not link Testing; the conformance is declared here,
// in the one module of the package that may.
extension Scenario: CustomTestStringConvertible {
  /// How a test report names the scenario: `home-press.scene: Home press from an active scene`.
  public var testDescription: String { "\(id): \(title)" }
}
