import Testing

@testable import Lifecycle

/// The catalog (written by hand from Apple's pages) and the model (written from the rules) are
/// two encodings of the same truth: for every step they must allow the same outcomes.
@Suite("Catalog and model agree")
struct CatalogModelAgreementTests {
  @Test("every step's outcomes are the model's alternatives", arguments: Scenario.all)
  func agree(_ scenario: Scenario) throws {
    let modelSteps = try scenario.modelOutcomes()
    for (index, (step, alternatives)) in zip(scenario.steps, modelSteps).enumerated() {
      let expected = Set(step.outcomes.map { Outcome(shape: $0.response.shape, states: $0.states) })
      let computed = Set(
        alternatives.map {
          Outcome(shape: $0.response.shape, states: $0.next.snapshot)
        })
      #expect(
        expected == computed,
        """
        \(scenario.id) step \(index + 1) (\(step.stimulus)):
        \(Self.describe(catalog: expected, model: computed))
        """)
    }
  }

  @Test("no response orders an event before itself", arguments: Scenario.all)
  func acyclic(_ scenario: Scenario) {
    for step in scenario.steps {
      for outcome in step.outcomes {
        #expect(!outcome.response.order.hasCycle, "\(scenario.id): \(step.stimulus)")
      }
    }
  }

  struct Outcome: Hashable {
    let shape: Response.Shape
    let states: StateSnapshot
  }

  /// What only the catalog has, and what only the model has, event by event.
  static func describe(catalog: Set<Outcome>, model: Set<Outcome>) -> String {
    var lines: [String] = []
    let onlyCatalog = catalog.subtracting(model)
    let onlyModel = model.subtracting(catalog)
    for outcome in onlyCatalog {
      let nearest = onlyModel.min { distance(outcome, $0) < distance(outcome, $1) }
      lines.append("catalog outcome (states: \(outcome.states)) not in the model")
      if let nearest {
        if nearest.states != outcome.states { lines.append("  model states: \(nearest.states)") }
        for key in outcome.shape.events.subtracting(nearest.shape.events) { lines.append("  - catalog only: \(key)") }
        for key in nearest.shape.events.subtracting(outcome.shape.events) { lines.append("  + model only: \(key)") }
        for pair in outcome.shape.pairs.subtracting(nearest.shape.pairs) { lines.append("  - catalog orders: \(pair)") }
        for pair in nearest.shape.pairs.subtracting(outcome.shape.pairs) { lines.append("  + model orders: \(pair)") }
      }
    }
    for outcome in onlyModel where onlyCatalog.isEmpty {
      lines.append("model outcome (states: \(outcome.states)) missing from the catalog:")
      for key in outcome.shape.events.sorted(by: { $0.description < $1.description }) { lines.append("  + \(key)") }
    }
    return lines.joined(separator: "\n")
  }

  private static func distance(_ a: Outcome, _ b: Outcome) -> Int {
    a.shape.events.symmetricDifference(b.shape.events).count + a.shape.pairs.symmetricDifference(b.shape.pairs).count
      + (a.states == b.states ? 0 : 5)
  }
}
