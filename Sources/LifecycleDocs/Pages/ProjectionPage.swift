import Lifecycle

/// `projections/<name>.md`: one named projection, for the author of a mapper of its framework:
/// what it follows, its table from the model's states to the framework's, its transition rules,
/// the framework states expected step by step in representative scenarios, its notes and sources.
enum ProjectionPage {
  /// The page of the projection named `name`, relative to the site folder.
  static func page(_ name: String) -> String { "projections/\(name).md" }

  static func render(_ projection: Projection, in site: SiteCatalog) -> String {
    let page = page(projection.name)
    var blocks = [
      DocsSite.marker,
      localized("# Projection \(Markdown.code(projection.name))"),
      Markdown.link(localized("Index"), SitePath.relative(from: page, to: SitePath.index)) + " › "
        + Markdown.link(localized("projections"), SitePath.relative(from: page, to: ProjectionsPage.page)) + " › "
        + Markdown.code(projection.name),
      Inline.prose(localized(key: projection.summary)),
      facts(projection),
      localized("## States"),
      statesTable(projection),
      initial(projection),
      localized("## Transition rules"),
    ]
    blocks += rules(projection)
    blocks.append(localized("## Step by step"))
    blocks += ProjectionSteps.blocks(projection, in: site, from: page)
    if !projection.notes.isEmpty {
      blocks.append(localized("## Notes"))
      blocks.append(projection.notes.map { "- " + Inline.prose(localized(key: $0)) }.joined(separator: "\n"))
    }
    if !projection.sources.isEmpty {
      blocks.append(localized("## Sources"))
      blocks.append(projection.sources.map { "- " + Markdown.link($0, $0) }.joined(separator: "\n"))
    }
    return Markdown.page(blocks)
  }

  /// What the projection follows and where its framework runs, in one sentence each.
  private static func facts(_ projection: Projection) -> String {
    let subject =
      projection.subject == .app
      ? localized("**Follows** the app's state: one framework state for the whole app.")
      : localized("**Follows** each connected scene's activation state: one framework state per scene.")
    let lifecycles = LifecycleStyle.allCases.filter(projection.lifecycles.contains)
      .map { localized(key: $0.displayName) }
    return subject + "\n" + localized("**Runs in** \(Inline.list(lifecycles)) apps.")
  }

  /// The model states of the projection's subject, each with the framework states allowed after
  /// a step that leaves the model there; a scene projection also lists `unattached`, which has none.
  static func statesTable(_ projection: Projection) -> String {
    let states =
      projection.subject == .app
      ? AppState.allCases.map(\.rawValue) : SceneActivationState.allCases.map(\.rawValue)
    let rows = states.map { state in
      guard let allowed = projection.allowed[state], let first = allowed.first else {
        return [Markdown.code(state), localized("none: the scene is not connected"), ""]
      }
      let open = allowed.dropFirst().map(Markdown.code).joined(separator: ", ")
      return [Markdown.code(state), Markdown.code(first), open]
    }
    return Markdown.table(
      [
        localized("Model state"), localized("Framework state"),
        localized("Also allowed (the documentation leaves it open)"),
      ], rows)
  }

  /// The state before any launch, or why a projection of scenes has none.
  private static func initial(_ projection: Projection) -> String {
    guard !projection.allowedInitial.isEmpty else {
      return localized(
        "No initial state: a projection of scenes starts with no scene, and a scene's state starts when it connects.")
    }
    return localized(
      "**Initial state**, reported when a process starts, before any callback: \(allowed(projection.allowedInitial)).")
  }

  /// The framework's own rules as blocks: the states only passed through, the moves it makes and
  /// the states it never leaves; or, plainly, that it has none.
  static func rules(_ projection: Projection) -> [String] {
    let rules = projection.rules
    guard rules != .none else {
      return [
        localized(
          "No rules: the framework documents no order for its states. Any state may follow any other, and any "
            + "may be the state after a step.")
      ]
    }
    var blocks = [
      rules.passing.isEmpty
        ? localized("No state is only passed through.")
        : localized(
          "**Only passed through**: \(rules.passing.sorted().map(Markdown.code).joined(separator: ", ")). Such a "
            + "state may appear among a step's changes, never as the state after a step.")
    ]
    guard let moves = rules.moves else {
      blocks.append(localized("Any state may follow any other."))
      return blocks
    }
    blocks.append(localized("**Moves**: each change a mapper reports must be one of these."))
    blocks.append(
      Markdown.table(
        [localized("From"), localized("To")],
        moves.keys.sorted().map { from in
          let next = moves[from]!.sorted().map(Markdown.code)
          return [Markdown.code(from), next.isEmpty ? localized("nothing: final") : next.joined(separator: ", ")]
        }))
    // A state with no entry, or an empty one, has no move out.
    let final = projection.vocabulary.filter { moves[$0]?.isEmpty ?? true }.sorted()
    blocks.append(
      final.isEmpty
        ? localized("No state is final.")
        : localized(
          "**Final**: \(final.map(Markdown.code).joined(separator: ", ")); the framework reports nothing after it."))
    return blocks
  }

  /// Framework states in a cell (one at least): the first in code, the others the documentation
  /// leaves open after it.
  static func allowed(_ states: [String]) -> String {
    guard states.count > 1 else { return Markdown.code(states[0]) }
    return localized(
      "\(Markdown.code(states[0])) (or \(states.dropFirst().map(Markdown.code).joined(separator: ", ")))")
  }
}
