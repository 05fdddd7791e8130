/// An edition of the reference site: the language its prose is written in.
///
/// UIKit's names, selectors, notification names, code, scene ids, URLs and rule ids are the same
/// in every edition; only the prose around them changes.
///
/// ```swift
/// let korean = DocsSite.render(Scenario.all, language: .korean)
/// korean["index.md"]   // the Korean front page, which DocsSite/ko/index.md holds
/// ```
public enum Language: String, CaseIterable, Sendable {
  /// The original edition, at the top of the site folder.
  case english = "en"
  /// The Korean edition, in the site folder's `ko/`.
  case korean = "ko"

  /// Where the edition's pages sit inside the site folder: `""` or `"ko/"`.
  public var folder: String { self == .english ? "" : rawValue + "/" }

  /// The edition being rendered: English unless a render of another edition is in progress.
  static var current: Language { Translator.current?.language ?? .english }

  /// The edition's name in its own language, for the links between editions.
  var name: String { self == .english ? "English" : "한국어" }

  /// Every translated string of the edition, keyed by the English text (`Prose`); nil for English.
  var translations: [String: String]? { self == .english ? nil : Korean.translations }

  /// The translations whose particles agree with what fills their placeholders, resolved after
  /// filling (`Korean.resolvingParticles`); empty for English.
  var withParticles: Set<String> { self == .english ? [] : Korean.withParticles }

  /// The edition's glossary, each English term with the edition's word for it and why, in the order the
  /// index lists them; nil for English.
  var glossary: [Glossary.Term]? { self == .english ? nil : Korean.glossary }
}
