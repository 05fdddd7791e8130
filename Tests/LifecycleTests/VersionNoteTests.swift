import Testing

@testable import Lifecycle

/// A note that names iOS versions is read as a promise about those versions: an alternative
/// for "iOS 13 to 25" must not list a callback that only exists from iOS 26, and a note that
/// dates a page must say which text of the page it means.
@Suite("Version notes")
struct VersionNoteTests {
  /// The first iOS release with each callback that is newer than scenes (iOS 13).
  static let introduced: [Callback.Method: Int] = [.windowSceneDidUpdateEffectiveGeometry: 26]

  @Test("an alternative tied to iOS versions lists only callbacks those versions have", arguments: Scenario.all)
  func catalogAlternatives(_ scenario: Scenario) throws {
    for (index, step) in scenario.steps.enumerated() {
      for outcome in step.outcomes {
        for problem in Self.problems(outcome.response, note: outcome.provenance?.note) {
          Issue.record("\(scenario.id) step \(index + 1): \(problem)")
        }
      }
    }
  }

  @Test("the model's alternatives keep to their versions too", arguments: Scenario.all)
  func modelAlternatives(_ scenario: Scenario) throws {
    for (index, alternatives) in try scenario.modelOutcomes().enumerated() {
      for alternative in alternatives {
        for problem in Self.problems(alternative.response, note: alternative.provenance?.note) {
          Issue.record("\(scenario.id) step \(index + 1) (model): \(problem)")
        }
      }
    }
  }

  @Test("every row's note that names versions fits the row's callback", arguments: Scenario.all)
  func rows(_ scenario: Scenario) {
    for step in scenario.steps {
      for outcome in step.outcomes {
        for row in outcome.response.events {
          guard let range = Self.versions(in: row.provenance.note), case .callback(let callback) = row.event,
            let first = Self.introduced[callback.method]
          else { continue }
          #expect(range.lowerBound >= first, "\(scenario.id): \(row.event) is newer than '\(row.provenance.note)'")
        }
      }
    }
  }

  @Test("a note that dates a page says which text of the page it means", arguments: Scenario.all)
  func datedNotes(_ scenario: Scenario) {
    for step in scenario.steps {
      for outcome in step.outcomes {
        for note in outcome.response.events.map(\.provenance.note) + [outcome.provenance?.note].compactMap({ $0 }) {
          #expect(!note.contains("-era"), "\(scenario.id): '\(note)' names an era, not a text")
          if note.contains("2026") || note.contains("2025") {
            #expect(note.contains("revision"), "\(scenario.id): '\(note)' dates a page without saying which text")
          }
        }
      }
    }
  }

  @Test("the parser reads the phrasings the notes use")
  func parser() {
    #expect(Self.versions(in: "iOS 13 to 25: resizing a scene") == 13...25)
    #expect(Self.versions(in: "iOS 26 and later: the geometry changed") == 26...99)
    #expect(Self.versions(in: "since iOS 14 a call may show as a banner") == 14...99)
    #expect(Self.versions(in: "the scene is active") == nil)
  }

  /// What is wrong with a response whose reason names versions.
  static func problems(_ response: Response, note: String?) -> [String] {
    guard let note, let range = versions(in: note) else { return [] }
    return response.events.compactMap { expected in
      guard case .callback(let callback) = expected.event, let first = introduced[callback.method],
        range.lowerBound < first
      else { return nil }
      return "'\(note)' lists \(expected.event), which exists only from iOS \(first)"
    }
  }

  /// The iOS versions a note speaks of: "iOS 13 to 25", "iOS 26 and later", "since iOS 14".
  static func versions(in note: String) -> ClosedRange<Int>? {
    let words = note.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "," }).map(String.init)
    for (index, word) in words.enumerated() where word == "iOS" && index + 1 < words.count {
      guard let low = Int(words[index + 1]) else { continue }
      if index + 3 < words.count, words[index + 2] == "to", let high = Int(words[index + 3]) { return low...high }
      if index + 3 < words.count, words[index + 2] == "and", words[index + 3] == "later" { return low...99 }
      if index > 0, words[index - 1].lowercased() == "since" { return low...99 }
    }
    return nil
  }
}
