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

  /// The Mermaid source. Labels avoid `:` and `;`, which end a label in Mermaid's grammar, so a
  /// selector is shortened to the name people say: `application(_:didFinishLaunchingWithOptions:)`
  /// becomes `didFinishLaunchingWithOptions`.
  var mermaid: String {
    var lines = ["stateDiagram-v2"]
    for transition in transitions {
      let arrow = "  \(transition.from) --> \(transition.to)"
      if transition.from == "[*]" || transition.to == "[*]" && transition.announcedBy.isEmpty {
        lines.append(arrow)
      } else {
        let label = transition.announcedBy.isEmpty
          ? "no callback" : transition.announcedBy.map(Self.label).joined(separator: ", ")
        lines.append(arrow + " : " + label)
      }
    }
    return Markdown.fence("mermaid", lines.joined(separator: "\n"))
  }

  /// The transitions as a table, each name linked to the callback reference.
  func table(from page: String) -> String {
    Markdown.table(["From", "To", "Announced by", "When"], transitions.map { transition in
      [Markdown.code(transition.from), Markdown.code(transition.to),
       transition.announcedBy.isEmpty ? "no callback"
         : transition.announcedBy.map { Inline.event($0, from: page) }.joined(separator: ", "),
       transition.when]
    })
  }

  /// `sceneDidBecomeActive(_:)` → `sceneDidBecomeActive`; `scene(_:willConnectTo:options:)` →
  /// `willConnectTo`; `UIApplication.didBecomeActiveNotification` → `didBecomeActiveNotification`.
  static func label(_ name: String) -> String {
    if let dot = name.firstIndex(of: "."), !name.contains("(") { return String(name[name.index(after: dot)...]) }
    let parts = name.split(whereSeparator: { "():".contains($0) })
    guard let base = parts.first else { return name }
    return ["application", "scene", "windowScene"].contains(String(base)) && parts.count > 2
      ? String(parts[2]) : String(base)
  }
}
