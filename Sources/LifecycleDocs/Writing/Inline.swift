import Lifecycle

/// The catalog's values as inline Markdown, written the same way on every page.
enum Inline {
  /// A callback or notification name in code, linked to its section of the callback reference.
  static func event(_ name: String, from page: String) -> String {
    Markdown.link(Markdown.code(name), SitePath.reference(name, from: page))
  }

  /// A scenario's id in code, linked to its page.
  static func scenario(_ scenario: Scenario, from page: String, anchor: String? = nil) -> String {
    Markdown.link(
      Markdown.code(scenario.id),
      SitePath.relative(
        from: page, to: SitePath.scenario(scenario.id),
        anchor: anchor))
  }

  /// A provenance as its kind linked to its source: `[documented](https://…)`.
  static func provenance(_ provenance: Provenance) -> String {
    Markdown.link(localized(key: provenance.kind.rawValue), provenance.url)
  }

  /// A provenance with its note: `[documented](https://…): the app is active`.
  static func provenanceWithNote(_ provenance: Provenance) -> String {
    self.provenance(provenance) + ": " + prose(localized(key: provenance.note))
  }

  /// Plain text from the model (a rule's summary, a source's note) with every selector put in
  /// code: outside code, GitHub reads the underscores of two selectors in one sentence as
  /// emphasis and italicises the text between them. A selector is a name followed by a
  /// parenthesised list of labels: `sceneDidDisconnect(_:)`, `application(_:open:options:)`.
  static func prose(_ text: String) -> String {
    let characters = Array(text)
    var result = ""
    var index = 0
    var inCode = false
    while index < characters.count {
      let character = characters[index]
      if character == "`" {
        inCode.toggle()
        result.append(character)
        index += 1
        continue
      }
      if !inCode, isNameStart(character), index == 0 || !isNameCharacter(characters[index - 1]),
        let end = selectorEnd(characters, from: index)
      {
        result += "`" + String(characters[index..<end]) + "`"
        index = end
        continue
      }
      result.append(character)
      index += 1
    }
    return result
  }

  /// The end of a selector starting at `start` (a name, then `(labels:)`), or nil.
  private static func selectorEnd(_ characters: [Character], from start: Int) -> Int? {
    var index = start
    while index < characters.count, isNameCharacter(characters[index]) { index += 1 }
    guard index < characters.count, characters[index] == "(" else { return nil }
    index += 1
    var sawColon = false
    while index < characters.count, characters[index] != ")" {
      let character = characters[index]
      guard isNameCharacter(character) || character == ":" else { return nil }
      if character == ":" { sawColon = true }
      index += 1
    }
    guard index < characters.count, sawColon else { return nil }
    return index + 1
  }

  private static func isNameStart(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character == "_")
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == ".")
  }

  /// Where a scenario starts, in a sentence; app-based apps have no scene sessions to mention.
  static func start(_ scenario: Scenario) -> String {
    scenario.lifecycle == .app ? localized("The app is not running.") : localized(key: scenario.startingConditions)
  }

  /// The states after a step: "the app is `active`; scene `main` is `foregroundActive`".
  static func states(_ snapshot: StateSnapshot) -> String {
    let app = localized("the app is \(Markdown.code(snapshot.app.rawValue))")
    let scenes = snapshot.scenes.keys.sorted().map { id in
      localized("scene \(Markdown.code(id.rawValue)) is \(Markdown.code(snapshot.scenes[id]!.rawValue))")
    }
    return ([app] + scenes).joined(separator: "; ")
  }

  /// The states in a table cell: "app `active`, `main` `foregroundActive`".
  static func statesCell(_ snapshot: StateSnapshot) -> String {
    let scenes = snapshot.scenes.keys.sorted().map { id in
      "\(Markdown.code(id.rawValue)) \(Markdown.code(snapshot.scenes[id]!.rawValue))"
    }
    return ([localized("app \(Markdown.code(snapshot.app.rawValue))")] + scenes).joined(separator: ", ")
  }

  /// The scene an event concerns, or the sessions an app-delegate session callback is about;
  /// and the URL or activity its options carry (Conformance/SPEC.md#argument-payload).
  static func scene(_ expected: ExpectedEvent) -> String {
    let carried =
      expected.payload == .none
      ? ""
      : expected.payload == .url ? localized("options carry the URL") : localized("options carry the activity")
    guard let scene = expected.event.scene.map({ Markdown.code($0.rawValue) }) else {
      return carried.isEmpty ? sessionsOrNothing(expected) : carried
    }
    return carried.isEmpty ? scene : scene + "; " + carried
  }

  private static func sessionsOrNothing(_ expected: ExpectedEvent) -> String {
    if !expected.sessions.isEmpty {
      return localized("for \(expected.sessions.map { Markdown.code($0.rawValue) }.joined(separator: ", "))")
    }
    return ""
  }

  /// A list in prose: "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    default: localized("\(items.dropLast().joined(separator: ", ")) and \(items.last!)")
    }
  }
}
