/// The Korean edition's translations, keyed by the English text (`Prose`), in 합니다체 as
/// Apple's Korean documentation writes. UIKit's names, selectors, code, scene ids, URLs and rule
/// ids stay as they are; the terms Korean iOS developers use (씬, 델리게이트, 콜백) are listed
/// once, in `glossary`, which the index shows.
///
/// The tables are split by what they translate, one file per part of the site; a key in two
/// tables keeps the first table's translation.
enum Korean {
  static let translations: [String: String] = {
    var all: [String: String] = [:]
    for table in tables { all.merge(table) { first, _ in first } }
    return all
  }()

  static let tables: [[String: String]] = [
    pages, scenarios, sources, engines, diagrams, callbackGuide, reference, traceFormat, record, classroom,
    engineProtocol, engineRules, situations, lessons, coverage, externalDisplay,
  ]
}
