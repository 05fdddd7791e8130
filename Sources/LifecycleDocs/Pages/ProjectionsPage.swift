import Lifecycle

/// `projections.md`: the named projections, one line each linking its page, and how a mapper is
/// checked against one (the mapper protocol, or a `LifecycleMapper` in Swift).
enum ProjectionsPage {
  static let page = "projections.md"

  static func render(_ site: SiteCatalog) -> String {
    Markdown.page([
      DocsSite.marker,
      localized("# Projections: checking a mapper"),
      Markdown.link(localized("Index"), SitePath.index) + " › " + localized("projections"),
      localized(
        "A mapper is a framework that receives UIKit's lifecycle callbacks and reports states of its own "
          + "(Flutter's embedding, React Native's `AppState`, SwiftUI's `ScenePhase`). A projection says which of "
          + "the framework's states stands for each state of the model; after every step, the kit checks the "
          + "state the mapper reported against it."),
      Markdown.table(
        [localized("Projection"), localized("Follows"), localized("Framework states")],
        Projection.all.map { projection in
          [
            Markdown.link(Markdown.code(projection.name), ProjectionPage.page(projection.name)),
            projection.subject == .app ? localized("the app") : localized("each scene"),
            frameworkStates(projection).map(Markdown.code).joined(separator: ", "),
          ]
        }),
      localized("## The mapper protocol"),
      localized(
        "An engine that calls the delegates speaks the \(Markdown.link(localized("engine protocol"), EngineProtocolPage.page)). "
          + "A mapper receives them: the kit plays iOS, sends each step's callbacks, and reads the states the "
          + "mapper reports. Outside Swift, run it as a child process, as an engine is run:"),
      Markdown.fence("sh", "swift run lifecycle conform -- COMMAND"),
      localized(
        "The kit tells a mapper from an engine by its hello: `\"protocol\": \"lifecycle-mapper\"` instead of "
          + "`\"lifecycle-engine\"`, with the name of its projection."),
      localized(
        "In Swift, implement `LifecycleMapper` and check it as an engine is checked, in a test that imports "
          + "`LifecycleConformanceTesting`:"),
      Markdown.fence("swift", "try await scenario.verify(MyMapper())"),
      localized(
        "What the kit checks, and which responses a mapper is sent: "
          + "\(SitePath.specLink(localized("the specification"), anchor: "what-the-kit-checks-of-a-mapper"))."),
    ])
  }

  /// Every state the projection names, in the order its table first names them (its initial
  /// states first), then the states only its rules name.
  static func frameworkStates(_ projection: Projection) -> [String] {
    var seen: [String] = []
    let ordered = projection.allowedInitial + projection.subject.modelStates.flatMap { projection.allowed[$0] ?? [] }
    for state in ordered + projection.vocabulary.sorted() where !seen.contains(state) { seen.append(state) }
    return seen
  }
}
