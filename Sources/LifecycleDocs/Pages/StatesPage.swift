import Lifecycle

/// `states.md`: the state diagrams, each with its transitions as a table.
enum StatesPage {
  static let page = SitePath.states

  static func render(_ site: SiteCatalog) -> String {
    var blocks = [
      DocsSite.marker,
      localized("# State diagrams"),
      Markdown.link(localized("Index"), SitePath.index) + " › " + localized("states"),
      localized(
        "Each arrow carries a number: the row of the table under the diagram that names the callbacks or "
          + "notifications announcing the change. A change with no callback happens silently. Which states a step "
          + "leaves behind is in each scenario's **Then** lines."),
      localized(
        "States: \(AppState.allCases.map { Markdown.code($0.rawValue) }.joined(separator: ", ")) for the app; "
          + "\(SceneActivationState.allCases.map { Markdown.code($0.rawValue) }.joined(separator: ", ")) for a scene "
          + "(\(Markdown.link("UIScene.ActivationState", AppleDocumentation.sceneActivationState.description)))."),
    ]
    for diagram in LifecycleDiagrams.all {
      blocks += [
        "## " + localized(key: diagram.title), localized(key: diagram.summary), diagram.mermaid,
        diagram.table(from: page),
      ]
    }
    return Markdown.page(blocks)
  }
}
