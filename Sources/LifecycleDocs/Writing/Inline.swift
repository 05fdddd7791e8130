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
    // A selector needs a parenthesis; most notes have none. The rest are scanned as UTF-8 bytes
    // (selectors are ASCII): every row's note passes through here.
    guard text.utf8.contains(UInt8(ascii: "(")) else { return text }
    var text = text
    return text.withUTF8 { bytes in
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 8)
      var index = 0
      var inCode = false
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "`") {
          inCode.toggle()
        } else if !inCode, isNameStart(byte), index == 0 || !isNameCharacter(bytes[index - 1]),
          let end = selectorEnd(bytes, from: index)
        {
          result.append(UInt8(ascii: "`"))
          result.append(contentsOf: bytes[index..<end])
          result.append(UInt8(ascii: "`"))
          index = end
          continue
        }
        result.append(byte)
        index += 1
      }
      return String(decoding: result, as: UTF8.self)
    }
  }

  /// The end of a selector starting at `start` (a name, then `(labels:)`), or nil.
  private static func selectorEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var index = start
    while index < bytes.count, isNameCharacter(bytes[index]) { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return nil }
    index += 1
    var sawColon = false
    while index < bytes.count, bytes[index] != UInt8(ascii: ")") {
      let byte = bytes[index]
      guard isNameCharacter(byte) || byte == UInt8(ascii: ":") else { return nil }
      if byte == UInt8(ascii: ":") { sawColon = true }
      index += 1
    }
    guard index < bytes.count, sawColon else { return nil }
    return index + 1
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || byte == UInt8(ascii: "_")
  }

  private static func isNameCharacter(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
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
