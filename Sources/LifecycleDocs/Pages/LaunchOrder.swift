import Lifecycle

/// The callbacks of a cold launch from the Home Screen as the reference model computes them,
/// one numbered line each with the kind of its source linked to the page: what the
/// which-lifecycle page and the common-mistakes page show, so every order they print carries
/// its provenance.
enum LaunchOrder {
  /// The launch's callbacks in the model's order (its first alternative; a first launch has one).
  static func lines(_ lifecycle: LifecycleStyle) -> String {
    let events = (try? LifecycleModel(lifecycle: lifecycle).respond(to: .tapIcon))?.first?.response.events ?? []
    return events.filter { $0.event.callback != nil }.enumerated().map { number, expected in
      let source = Markdown.link(localized(key: expected.provenance.kind.rawValue), expected.provenance.url)
      return "\(number + 1). \(Markdown.code(expected.event.callback!.description)) (\(source))"
    }.joined(separator: "\n")
  }

  /// A link to the scenario page from `page` when the site has the scenario, else its id as code.
  static func scenario(_ id: String, from page: String, in site: SiteCatalog) -> String {
    guard site.scenarios.contains(where: { $0.id == id }) else { return Markdown.code(id) }
    return Markdown.link(Markdown.code(id), SitePath.relative(from: page, to: SitePath.scenario(id)))
  }
}
