import Foundation
import Testing

@testable import Lifecycle

/// The hand-written parser and Foundation's `JSONSerialization` agree on what is JSON and on
/// what it means, over generated valid texts and mutations of them.
@Suite("JSON parser")
struct JSONParserTests {
  @Test("agrees with JSONSerialization on generated valid JSON and on every mutation of it", arguments: 0..<4)
  func agreesWithFoundation(chunk: Int) {
    var random = SeededGenerator(seed: UInt64(chunk) &* 7919)
    var accepted = 0, rejected = 0
    for _ in 0..<1_500 {
      let text = Array(JSONGenerator.text(JSONGenerator.value(depth: 3, using: &random), using: &random).utf8)
      #expect(compare(text) == true, "valid JSON rejected: \(String(decoding: text, as: UTF8.self))")
      for _ in 0..<6 {
        let mutant = JSONGenerator.mutate(text, using: &random)
        if let verdict = compare(mutant) { if verdict { accepted += 1 } else { rejected += 1 } }
      }
    }
    // Both outcomes must be well represented for the comparison to mean something.
    #expect(accepted > 1_000 && rejected > 1_000, "accepted \(accepted), rejected \(rejected)")
  }

  @Test(
    "agrees with JSONSerialization on the corner cases of RFC 8259",
    arguments: [
      "", " ", "0", "-0", "01", "-", "1.", ".5", "1e", "1e+", "1E5", "-1.5e-3", "1e400", "1e-400",
      "12345678901234567890", "tru", "nul", "true", "null", "[1 2]", "[", "]", "{", #"{"a" 1}"#, #"{"a":}"#,
      #"{1: 2}"#, #""\u00""#, #""\uD800""#, #""\uDC00""#, #""\uD83D\uDE00""#, #""\uD83Dx""#, #""\q""#,
      #""\/\b\f\n\r\t\"\\""#, "\"\t\"", "\"\u{7F}\"", "\"é😀\"", #"{"a": [true, false, null, {}, []]}"#,
      "[1] x", "\u{0C}1", "1\u{0B}",
    ])
  func cornerCases(text: String) {
    #expect(compare(Array(text.utf8)) != nil)
  }

  @Test(
    "agrees on invalid UTF-8 inside strings",
    arguments: [
      [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
      [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
      [0x22, 0xE2, 0x82, 0x22], [0x22, 0xC3, 0xA9, 0x22], [0x22, 0xF0, 0x9F, 0x98, 0x80, 0x22],
    ] as [[UInt8]])
  func invalidUTF8(bytes: [UInt8]) {
    #expect(compare(bytes) != nil)
  }

  @Test("nesting deeper than 512 levels is rejected, as Foundation does")
  func depth() {
    for depth in [511, 512, 513] {
      #expect(compare(Array((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)) != nil)
    }
  }

  @Test(
    "errors name the column and what was found",
    arguments: [
      (#"{"stimulus" "tapIcon"}"#, 13, #"expected ':' after the key "stimulus", found '"'"#),
      (#"{"stimulus": tapIcon}"#, 14, "expected a value, found 't'"),
      (
        #"{"stimulus": "tapIcon""#, 23, #"expected ',' or '}' after the value of "stimulus", found the end of the line"#
      ),
      (#"{"stimulus": "tap"#, 14, "a string that never ends"),
      (#"{"a": 1,}"#, 9, "expected a key in quotes, found '}'"),
      (#"{"a": 01}"#, 8, "a number with a leading zero"),
      ("\u{FEFF}{}", 1, "a byte order mark; write UTF-8 without one"),
      // A key is quoted as every value from the input is: a control character written as an
      // escape, or raw, never reaches the terminal, and a long key is cut short.
      (#"{"s\timulus" 1}"#, 14, #"expected ':' after the key "s\timulus", found '1'"#),
      ("{\"f\u{7F}rmat\": 1 2}", 14, #"expected ',' or '}' after the value of "f\u{7F}rmat", found '2'"#),
      (
        "{\"" + String(repeating: "k", count: 100) + "\" 1}", 105,
        #"expected ':' after the key ""# + String(repeating: "k", count: 80) + #"… (100 characters)", found '1'"#
      ),
    ])
  func messages(text: String, column: Int, message: String) {
    #expect(throws: JSONParser.SyntaxError(column: column, message: message)) { try JSONParser.parse(text) }
  }

  @Test(
    "invalid UTF-8 names the byte that starts the bad sequence, where the column points",
    arguments: [
      ([0x22, 0xFF, 0x22], 2, "invalid UTF-8 (byte 0xFF)"),
      ([0x22, 0xC3, 0x22], 2, "invalid UTF-8 (byte 0xC3 starts a 2-byte sequence that is cut short)"),
      ([0x22, 0xE2, 0x82, 0x22], 2, "invalid UTF-8 (byte 0xE2 starts a 3-byte sequence that is cut short)"),
      ([0x22, 0xF0, 0x9F, 0x98], 2, "invalid UTF-8 (byte 0xF0 starts a 4-byte sequence that is cut short)"),
      (
        [0x22, 0xED, 0xA0, 0x80, 0x22], 2,
        "invalid UTF-8 (byte 0xED starts a 3-byte sequence that is overlong, a surrogate or above U+10FFFF)"
      ),
      (
        [0x22, 0xE0, 0x80, 0x80, 0x22], 2,
        "invalid UTF-8 (byte 0xE0 starts a 3-byte sequence that is overlong, a surrogate or above U+10FFFF)"
      ),
    ] as [([UInt8], Int, String)])
  func utf8Messages(bytes: [UInt8], column: Int, message: String) {
    #expect(throws: JSONParser.SyntaxError(column: column, message: message)) {
      try bytes.withUnsafeBufferPointer { buffer throws(JSONParser.SyntaxError) in try JSONParser.parse(buffer) }
    }
  }

  /// Parses with both; `nil` (and an issue) if they disagree, else whether they accepted.
  private func compare(_ bytes: [UInt8]) -> Bool? {
    let ours = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONParser.SyntaxError) in try JSONParser.parse(buffer) }
    }
    let theirs = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    let text = String(decoding: bytes, as: UTF8.self).debugDescription
    switch (ours, theirs) {
    case (.success(let value), let foundation?):
      let same = JSONGenerator.equal(value, foundation)
      #expect(same, "values differ for \(text): \(value) vs \(foundation)")
      return same ? true : nil
    case (.failure, nil):
      return false
    case (.failure(let error), _?):
      // Foundation (corelibs) also takes a trailing comma and a byte order mark, and reads a text
      // with a NUL among its first four bytes as UTF-16 or UTF-32. RFC 8259 takes none of these,
      // and a trace line is UTF-8.
      if JSONGenerator.hasTrailingComma(bytes) || bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.prefix(4).contains(0)
      {
        return false
      }
      Issue.record("rejected what Foundation accepts: \(text): \(error.message) at column \(error.column)")
      return nil
    case (.success(let value), nil):
      Issue.record("accepted what Foundation rejects: \(text) as \(value)")
      return nil
    }
  }
}
