import Lifecycle

/// A state machine drawn as a Mermaid `stateDiagram-v2` block, each transition labelled with
/// the callbacks or notifications that announce it, and the same transitions as a table with
/// links to the callback reference.
struct StateDiagram {
  /// The diagram's heading.
  let title: String
  /// What the diagram shows, in a sentence or two.
  let summary: String
  let transitions: [Transition]
  /// Mermaid notes beside states (`note right of background : …`), for what the arrows cannot say.
  let notes: [(state: String, text: String)]

  init(title: String, summary: String, transitions: [Transition], notes: [(state: String, text: String)] = []) {
    self.title = title
    self.summary = summary
    self.transitions = transitions
    self.notes = notes
  }

  /// One arrow: from a state to another, announced by some events (none: the change is silent).
  struct Transition {
    let from: String
    let to: String
    let announcedBy: [String]
    let when: String

    init(_ from: String, _ to: String, _ announcedBy: [String], _ when: String) {
      self.from = from
      self.to = to
      self.announcedBy = announcedBy
      self.when = when
    }
  }

  /// The Mermaid source. Each arrow is labelled with its row number in the table, not with
  /// selectors: Mermaid lays long labels of neighbouring arrows over each other (two arrows
  /// between the same states, three arrows out of `notRunning`), and a number never collides.
  var mermaid: String {
    var lines = ["stateDiagram-v2"]
    for (transition, number) in zip(transitions, numbers) {
      let arrow = "  \(transition.from) --> \(transition.to)"
      lines.append(number.map { arrow + " : \($0)" } ?? arrow)
    }
    for note in notes {
      lines.append("  note right of \(note.state) : \(localized(key: note.text))")
    }
    return Markdown.fence("mermaid", lines.joined(separator: "\n"))
  }

  /// Each transition's number on its arrow and in the table; the entry arrow from `[*]` has none.
  var numbers: [Int?] {
    var next = 0
    return transitions.map { transition in
      guard transition.from != "[*]" else { return nil }
      next += 1
      return next
    }
  }

  /// The transitions as a table, numbered as the diagram's arrows, each name linked to the
  /// callback reference.
  func table(from page: String) -> String {
    Markdown.table(
      // From and to share a column, so the two selectors of a launch fit GitHub's column beside them.
      ["#", localized("Change"), localized("Announced by"), localized("When")],
      zip(transitions, numbers).map { transition, number in
        [
          number.map { "\($0)" } ?? "", Markdown.code(transition.from) + " → " + Markdown.code(transition.to),
          transition.announcedBy.isEmpty
            ? localized("no callback")
            : transition.announcedBy.map { Inline.event($0, from: page) }.joined(separator: ", "),
          localized(key: transition.when),
        ]
      })
  }
}
