import Lifecycle

/// One allowed outcome of a step as a scenario page shows it: the events in order with their
/// presence and source, what must come before what, the states after, and the order rules.
struct OutcomeTable {
  let outcome: Scenario.Outcome
  let stimulus: Stimulus
  /// The page the table is on, for relative links.
  let page: String
  /// Whether to give events a Scene column (scene-based scenarios).
  let showsScenes: Bool

  /// The table, or a sentence when the step is silent.
  var table: String {
    let events = outcome.response.events
    guard !events.isEmpty else { return localized("No callback and no notification.") }
    let order = outcome.response.order
    let after = order.directPredecessors(among: Array(events.indices))
    let labels = order.groupLabels(among: Array(events.indices))
    let header =
      ["#", localized("Event")] + (showsScenes ? [localized("Scene")] : [])
      + [localized("Presence"), localized("After"), localized("Source")]
    let footnotes = self.footnotes
    let rows = events.enumerated().map { position, expected -> [String] in
      [labels[position], Inline.event(expected.event.name, from: page)]
        + (showsScenes ? [Inline.scene(expected)] : [])
        + [
          localized(key: expected.presence.rawValue), after[position].map { labels[$0] }.joined(separator: ", "),
          "[\(footnotes.number[position])]",
        ]
    }
    return Markdown.table(header, rows) + "\n\n"
      + footnotes.list.enumerated().map { number, provenance in
        "- [\(number + 1)] " + Inline.provenanceWithNote(provenance)
      }.joined(separator: "\n")
  }

  /// The table's sources, each listed once under it, and each row's number among them: a source
  /// shared by several rows (a method and its notification) is written once.
  var footnotes: (list: [Provenance], number: [Int]) {
    var list: [Provenance] = []
    let numbers = outcome.response.events.map { expected -> Int in
      if let index = list.firstIndex(of: expected.provenance) { return index + 1 }
      list.append(expected.provenance)
      return list.count
    }
    return (list, numbers)
  }

  /// "Then: the app is `active`; …".
  var states: String { localized("**Then** \(Inline.states(outcome.states)).") }

  /// The order rules that give this outcome's edges, in `OrderRule.all`'s order.
  var rules: [OrderRule] {
    let used = Set(outcome.response.order.edges.map(\.rule.id))
    return OrderRule.all.filter { used.contains($0.id) }
  }

  /// What the reader should know about the order beyond the After column.
  var orderNotes: String {
    let events = outcome.response.events
    guard !events.isEmpty else { return "" }
    var lines: [String] = []
    let rules = rules
    if !rules.isEmpty {
      let links = Inline.list(rules.map { Markdown.link(Markdown.code($0.id), SitePath.rule($0, from: page)) })
      lines.append(
        localized("**Order** \(links). Rows with no path of After links between them may come in either order."))
    }
    if Set(outcome.response.order.groupLabels(among: Array(events.indices))).count < events.count {
      lines.append(
        localized("Rows numbered alike (2a, 2b) are listed together but bound to no order among themselves."))
    }
    let scenes = Set(events.compactMap(\.event.scene))
    if scenes.count > 1 {
      lines.append(
        localized(
          "Events of different scenes are ordered only through these rules: otherwise the "
            + "scenes interleave freely."))
    }
    if events.contains(where: { $0.event.notification?.name.isSceneNotification == true }) {
      lines.append(localized("`UIScene` notifications follow their own order, not the scene delegate's callbacks."))
    }
    if events.contains(where: { !$0.isRequired }) {
      lines.append(localized("An optional row may be missing; when it appears, it keeps its place in the order."))
    }
    return lines.map { "- " + $0 }.joined(separator: "\n")
  }

  /// The whole outcome: table, states, order notes.
  var blocks: [String] { [table, states, orderNotes] }
}
