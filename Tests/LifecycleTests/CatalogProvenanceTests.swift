import Testing

@testable import Lifecycle

/// The catalog cites its rows in its own words (`Source`), the model in its own (`Cite`), but a
/// reader sees one provenance: every row the site shows cites the same page, as sure, as the
/// model's event that `lifecycle simulate` and the checker's messages show. Only the note (the
/// sentence beside the link) is each side's own. Each catalog row is paired with the model's event
/// of the alternative that has the same shape and states (the same event, the same occurrence).
@Suite("Catalog and model cite alike")
struct CatalogProvenanceTests {
  @Test("every catalog row cites the page and kind of the model's matching event", arguments: Scenario.all)
  func sameKind(_ scenario: Scenario) throws {
    let modelSteps = try scenario.modelOutcomes()
    for (index, (step, alternatives)) in zip(scenario.steps, modelSteps).enumerated() {
      for outcome in step.outcomes {
        let match = alternatives.first {
          $0.response.shape == outcome.response.shape && $0.next.snapshot == outcome.states
        }
        guard let match else { continue }  // CatalogModelAgreementTests reports a missing outcome
        for mismatch in Self.mismatches(catalog: outcome.response, model: match.response) {
          Issue.record("\(scenario.id) step \(index + 1) (\(step.stimulus)): \(mismatch)")
        }
      }
    }
  }

  /// The rows whose page or kind differ, as "event: catalog kind (url) ≠ model kind (url)".
  static func mismatches(catalog: Response, model: Response) -> [String] {
    var modelEvents: [Event: [ExpectedEvent]] = [:]
    for expected in model.events { modelEvents[expected.event, default: []].append(expected) }
    var seen: [Event: Int] = [:]
    var result: [String] = []
    for row in catalog.events {
      let occurrence = seen[row.event, default: 0]
      seen[row.event] = occurrence + 1
      guard let twins = modelEvents[row.event], occurrence < twins.count else { continue }
      let twin = twins[occurrence]
      if twin.provenance.kind != row.provenance.kind || twin.provenance.url != row.provenance.url {
        result.append(
          """
          \(row.event): catalog \(row.provenance.kind) (\(row.provenance.url)) ≠ \
          model \(twin.provenance.kind) (\(twin.provenance.url))
          """)
      }
    }
    return result
  }
}
