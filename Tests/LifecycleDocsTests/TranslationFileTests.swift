import Foundation
import Testing

@testable import LifecycleDocs

/// The translations are data: resource files the module reads, not Swift tables.
@Suite("Translation files")
struct TranslationFileTests {
  @Test("a file's records become a table; quotes keep a text's edge spaces")
  func parsing() throws {
    let file = try TranslationFile(
      parsing: """
        # A comment.

        en: ## App-based
        ko: ## 앱 기반

        en: ", for example "
        ko: ", 예: "
        # A comment inside a record is skipped.

        en: "quoted"
        ko: 따옴표 없음
        """, name: "test.txt")
    let table = try file.table(key: "en", value: "ko")
    #expect(table == ["## App-based": "## 앱 기반", ", for example ": ", 예: ", "quoted": "따옴표 없음"])
  }

  @Test(
    "a malformed file is an error that names the file, the line and what is wrong",
    arguments: [
      ("en: One\nko: 하나\nTwo\n", "test.txt:3: a line is 'field: text', a comment ('#') or blank, not 'Two'"),
      ("en: One\nen: Two\n", "test.txt:2: 'en' is given twice in one record (a blank line ends a record)"),
      ("en: One\n", "test.txt:1: a record has the fields 'en' and 'ko', not 'en'"),
      ("en: One\nko: 하나\n\nen: One\nko: 일\n", "test.txt:4: 'One' is translated twice in this file"),
      ("en:One\n", "test.txt:1: a line is 'field: text', a comment ('#') or blank, not 'en:One'"),
    ])
  func malformed(text: String, message: String) {
    let error = #expect(throws: SiteFailure.self) {
      try TranslationFile(parsing: text, name: "test.txt").table(key: "en", value: "ko")
    }
    #expect(error?.message == message)
  }

  @Test("the Korean tables load from the module's resources, every file of them")
  func resources() throws {
    let tables = try Korean.tables()
    #expect(tables["## App-based"] == "## 앱 기반")
    for file in Korean.files {
      #expect(try !TranslationFile.resource(file, in: "ko").records.isEmpty, "\(file)")
    }
    #expect(throws: SiteFailure.self) { try TranslationFile.resource("no-such-file", in: "ko") }
  }

  @Test("no Swift source holds Korean prose: the translations are resources")
  func noTablesInSwift() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    var found: [String] = []
    for file in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && Self.koreanWords(line) >= 3 {
        found.append("Sources/\(file):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(found.isEmpty, "Korean prose in Swift:\n\(found.prefix(10).joined(separator: "\n"))")
  }

  /// The words of `line` written in Hangul.
  static func koreanWords(_ line: Substring) -> Int {
    line.split(separator: " ").filter { $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }.count
  }
}
