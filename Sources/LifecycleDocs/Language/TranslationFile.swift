import Foundation

/// One file of an edition's translations, as the module's resources hold it
/// (`Translations/ko/pages.txt`): records of `field: text` lines, separated by blank lines; a line
/// that starts with `#` is a comment.
///
/// ```
/// # The coverage page: what the catalog's scenarios show of the model's state graph.
///
/// en: ## App-based
/// ko: ## 앱 기반
/// ```
///
/// A translation table's records have the fields `en`, the English text as the renderer emits it
/// (its `Prose` key, placeholders `{1}` included), and the edition's translation. The text is the
/// rest of the line after `: `; a text that starts or ends with a space, or both starts and ends with
/// a double quote, is written between double quotes (`en: ", for example "`), which are not part
/// of it.
struct TranslationFile: Sendable {
  /// One record: its fields in the file's order, each a name (`en`) and its text.
  typealias Record = [(field: String, text: String)]

  /// The file's name inside the resources (`Translations/ko/pages.txt`), for error messages.
  let name: String
  /// Each record with the line number of its first field.
  let records: [(line: Int, fields: Record)]

  /// Reads `text`; throws `SiteFailure` naming the file and line of anything that is neither a
  /// field, a comment nor a blank line, and of a field given twice in one record.
  init(parsing text: String, name: String) throws(SiteFailure) {
    self.name = name
    var records: [(line: Int, fields: Record)] = []
    var current: Record = []
    var start = 0
    for (index, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = index + 1
      if line.isEmpty {
        if !current.isEmpty { records.append((start, current)) }
        current = []
        continue
      }
      if line.first == UInt8(ascii: "#") { continue }
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")), line.index(after: colon) < line.endIndex,
        line[line.index(after: colon)] == UInt8(ascii: " "),
        line[..<colon].allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }), colon != line.startIndex
      else {
        throw SiteFailure(
          "\(name):\(number): a line is 'field: text', a comment ('#') or blank, not '\(String(Substring(line)))'")
      }
      let field = String(Substring(line[..<colon]))
      if current.contains(where: { $0.field == field }) {
        throw SiteFailure("\(name):\(number): '\(field)' is given twice in one record (a blank line ends a record)")
      }
      if current.isEmpty { start = number }
      current.append((field, Self.unquoted(String(Substring(line[line.index(colon, offsetBy: 2)...])))))
    }
    if !current.isEmpty { records.append((start, current)) }
    self.records = records
  }

  /// The file's records as a table from `key`'s text to `value`'s; throws naming the record that
  /// lacks either field or has another, and a key given twice.
  func table(key: String, value: String) throws(SiteFailure) -> [String: String] {
    var table: [String: String] = [:]
    table.reserveCapacity(records.count)
    for (line, fields) in records {
      guard fields.count == 2, let english = fields.first(where: { $0.field == key })?.text,
        let translation = fields.first(where: { $0.field == value })?.text
      else {
        throw SiteFailure(
          "\(name):\(line): a record has the fields '\(key)' and '\(value)', not "
            + fields.map { "'\($0.field)'" }.joined(separator: ", "))
      }
      if table.updateValue(translation, forKey: english) != nil {
        throw SiteFailure("\(name):\(line): '\(english)' is translated twice in this file")
      }
    }
    return table
  }

  /// Reads `Translations/<folder>/<file>.txt` from the module's resources.
  static func resource(_ file: String, in folder: String) throws(SiteFailure) -> TranslationFile {
    let name = "Translations/\(folder)/\(file).txt"
    guard let url = Bundle.module.url(forResource: file, withExtension: "txt", subdirectory: "Translations/\(folder)")
    else { throw SiteFailure("\(name) is not among LifecycleDocs' resources (\(Bundle.module.bundlePath))") }
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw SiteFailure("cannot read \(url.path): \(error.localizedDescription)")
    }
    return try TranslationFile(parsing: text, name: name)
  }

  private static func unquoted(_ text: String) -> String {
    guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
    return String(text.dropFirst().dropLast())
  }
}
