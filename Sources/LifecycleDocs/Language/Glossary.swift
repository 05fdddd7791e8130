/// The terms a translated edition keeps in the form its readers use, stated once, on the index.
enum Glossary {
  /// The glossary's section of the index: nothing in English.
  static var blocks: [String] {
    Language.current == .korean ? Korean.glossary : []
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
