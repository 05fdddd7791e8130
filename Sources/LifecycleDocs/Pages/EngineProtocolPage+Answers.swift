import Lifecycle

extension EngineProtocolPage {
  /// "What each stimulus is answered with": every stimulus, by the section of SPEC.md that says
  /// why its answer is what it is (the `response:` line of a failure), and where the
  /// specification lists the alternatives for each stimulus and state.
  static func answers() -> String {
    var sections: [(section: String, names: [Stimulus.Name])] = []
    for name in Stimulus.Name.allCases {
      if let index = sections.firstIndex(where: { $0.section == name.responseSection }) {
        sections[index].names.append(name)
      } else {
        sections.append((name.responseSection, [name]))
      }
    }
    let table = Markdown.table(
      [localized("Stimuli"), localized("Why the answer is what it is")],
      sections.map { section in
        [
          section.names.map { Markdown.code($0.rawValue) }.joined(separator: ", "),
          SitePath.specLink(Markdown.code(section.section), anchor: section.section),
        ]
      })
    return [
      localized("## What each stimulus is answered with"),
      localized(
        "The kit sends a stimulus only where the model allows it, and accepts any of the alternatives that "
          + "\(SitePath.specLink(localized("Alternatives by stimulus"), anchor: "alternatives-by-stimulus")) "
          + "lists for the state, a row for each stimulus and state, each callback required or optional. "
          + "`lifecycle responses STIMULUS…` prints them as JSON for the state a list of stimuli reaches. A "
          + "failure's `response:` line names the section that says why:"),
      table,
    ].joined(separator: "\n\n")
  }
}
