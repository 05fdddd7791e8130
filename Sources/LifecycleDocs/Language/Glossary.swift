/// The terms a translated edition keeps in the form its readers use, stated once, on the index.
enum Glossary {
  /// One term: the English word, the one word the edition uses for it everywhere, and why.
  struct Term: Sendable {
    let english: String
    let term: String
    let reason: String
  }

  /// The glossary's section of the index: nothing in English outside code.
  static var blocks: [String] {
    guard let terms = Language.current.glossary else { return [] }
    return [
      localized("## Terms"),
      localized(
        "This edition uses the terms Korean iOS developers use, one word for each thing. UIKit's names, "
          + "selectors, notification names, code, scene ids, URLs and rule ids stay as they are."),
      Markdown.table(
        [localized("English"), localized("This edition"), localized("Why")],
        terms.map { [Markdown.code($0.english.replacing("`", with: "")), $0.term, $0.reason] }),
      localized("Names kept as they are: \(keptNames.joined(separator: ", "))."),
    ]
  }

  /// Product and technology names a translated edition writes in English outside code.
  static let keptNames = [
    "Apple", "iOS", "iPadOS", "tvOS", "visionOS", "UIKit", "SwiftUI", "Swift", "Foundation", "Xcode", "Console", "JSON",
    "JSON Lines",
    "UTF-8", "URL", "SDK", "Face ID", "Touch ID", "Handoff", "Siri", "Spotlight", "Split View", "Stage Manager",
    "Mermaid", "GitHub", "LifecycleKit", "DocsSite", "TN3187", "Flutter", "React Native", "AndroidX",
    "Compose Multiplatform", "JavaScript",
  ]

  /// Words a translated edition writes in English outside code: the words of the kept names, and
  /// the name of the English edition in the switch between editions. Anything else in English on
  /// a translated page is a string that escaped the translation.
  static let englishTerms: Set<String> = Set(
    keptNames.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init) } + ["English"])
}
