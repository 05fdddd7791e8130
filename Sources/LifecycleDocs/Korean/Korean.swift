/// The Korean edition's translations, keyed by the English text (`Prose`), in 합니다체 as
/// Apple's Korean documentation writes. UIKit's names, selectors, code, scene ids, URLs and rule
/// ids stay as they are; the terms Korean iOS developers use (씬, 델리게이트, 콜백) are listed
/// once, in the glossary, which the index shows.
///
/// The tables are resource files, `Translations/ko/*.txt` (`TranslationFile`), one per part of the
/// site; a key in two files keeps the translation of the file listed first in `files`.
enum Korean {
  /// The translation files, in the order in which a key in two of them keeps the first's translation.
  static let files = [
    "pages", "scenarios", "sources", "engines", "diagrams", "callback-guide", "reference", "trace-format",
    "record", "classroom", "engine-protocol", "engine-rules", "situations", "lessons", "coverage", "external-display",
    "overview", "projections",
  ]

  /// Every translation of the edition. The resources ship with the module: one that is missing or
  /// malformed is a broken build, stopped here with the file and line it lies in.
  static let translations: [String: String] = {
    do {
      return try tables()
    } catch {
      preconditionFailure("LifecycleDocs cannot load its Korean translations: \(error)")
    }
  }()

  /// The translations that write a particle template (`을(를)`), found once per process.
  static let withParticles: Set<String> = Translator(.korean, translations).particleTemplates

  /// The glossary, in the order of its file (`Translations/ko/glossary.txt`).
  static let glossary: [Glossary.Term] = {
    do {
      return try TranslationFile.resource("glossary", in: "ko").records.map { line, fields throws(SiteFailure) in
        guard fields.map(\.field) == ["en", "ko", "why"] else {
          throw SiteFailure("Translations/ko/glossary.txt:\(line): a term has the fields 'en', 'ko' and 'why'")
        }
        return Glossary.Term(english: fields[0].text, term: fields[1].text, reason: fields[2].text)
      }
    } catch {
      preconditionFailure("LifecycleDocs cannot load its Korean glossary: \(error)")
    }
  }()

  /// The translation files read and merged, or the first failure to read one.
  static func tables() throws(SiteFailure) -> [String: String] {
    var all: [String: String] = [:]
    for file in files {
      let table = try TranslationFile.resource(file, in: "ko").table(key: "en", value: "ko")
      all.merge(table) { first, _ in first }
    }
    return all
  }
}
