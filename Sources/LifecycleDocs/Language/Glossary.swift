/// The terms a translated edition keeps in the form its readers use, stated once, on the index.
enum Glossary {
  /// The glossary's section of the index: nothing in English.
  static var blocks: [String] {
    guard let terms = Language.current.glossary else { return [] }
    return [
      localized("## Terms"),
      localized(
        "This edition uses the terms Korean iOS developers use. UIKit's names, selectors, notification names, "
          + "code, scene ids, URLs and rule ids stay as they are."),
      Markdown.table(
        [localized("English"), localized("This edition")], terms.map { [Markdown.code($0.english), $0.term] }),
      localized("Names kept as they are: \(englishTerms.sorted().map(Markdown.code).joined(separator: ", "))."),
    ]
  }

  /// Words a translated edition writes in English outside code: product and technology names,
  /// and the Mermaid syntax of its diagrams. Anything else in English on a translated page is a
  /// string that escaped the translation.
  static let englishTerms: Set<String> = [
    "Apple", "iOS", "iPadOS", "tvOS", "visionOS", "UIKit", "SwiftUI", "Swift", "Xcode", "Console", "JSON", "Lines",
    "UTF", "URL", "URLs", "SDK", "ID", "Face", "Touch", "Handoff", "Siri", "Spotlight", "Split", "View", "Stage",
    "Manager", "Mermaid", "GitHub", "LifecycleKit", "DocsSite", "TN3187", "English", "SPEC", "md",
  ]
}
