import Testing

@testable import Lifecycle

/// The JSON the package writes (generated pages, `--format json`, reports, traces): the same
/// bytes on every machine, escaped so that any reader parses back the value written, and equal
/// values that hash alike.
@Suite("JSON values: escapes, layout, hashing")
struct JSONCodecTests {
  @Test("quotes, backslashes and control characters are escaped, and parse back to the string written")
  func escapes() throws {
    let text = "say \"hi\" \\ then\n\r\t\u{1}\u{1f} and é"
    let written = JSONValue.string(text).compact
    #expect(written == #""say \"hi\" \\ then\n\r\t\u0001\u001f and é""#)
    #expect(JSONValue(parsing: written) == .string(text))
    var line = "key: "
    JSONValue.writeString(text, to: &line)
    #expect(line == "key: " + written)
  }

  @Test("compact and pretty output, empty containers included, byte for byte")
  func rendering() {
    let value = JSONValue.object([
      ("name", .string("a")), ("count", .number(3)), ("ms", .decimal(7.7)), ("ok", .bool(true)),
      ("none", .null), ("empty", .array([])), ("nested", .object([])), ("list", .array([.number(1), .bool(false)])),
    ])
    #expect(
      value.compact
        == #"{"name": "a", "count": 3, "ms": 7.7, "ok": true, "none": null, "empty": [], "nested": {}, "list": [1, false]}"#
    )
    #expect(
      value.pretty == """
        {
          "name": "a",
          "count": 3,
          "ms": 7.7,
          "ok": true,
          "none": null,
          "empty": [],
          "nested": {},
          "list": [
            1,
            false
          ]
        }

        """)
    #expect(JSONValue(parsing: value.pretty) == value)
  }

  @Test("objects keep their key order: the same members in another order are another value")
  func keyOrder() {
    let ab = JSONValue.object([("a", .number(1)), ("b", .number(2))])
    let ba = JSONValue.object([("b", .number(2)), ("a", .number(1))])
    #expect(ab != ba)
    #expect(ab.compact == #"{"a": 1, "b": 2}"#)
    #expect(ba.compact == #"{"b": 2, "a": 1}"#)
  }

  @Test(
    "equal values hash alike, so a set holds each value once",
    arguments: [
      JSONValue.string("x"), .number(1), .decimal(1.5), .bool(false), .null, .array([.null, .string("y")]),
      .object([("k", .array([.number(2)]))]),
    ])
  func hashing(_ value: JSONValue) throws {
    let copy = try #require(JSONValue(parsing: value.compact))
    #expect(copy == value)
    #expect(copy.hashValue == value.hashValue)
    #expect(Set([value, copy]).count == 1)
  }

  @Test("different values of every kind stay apart in a set")
  func distinct() {
    let values: [JSONValue] = [
      .string("1"), .number(1), .decimal(1.5), .bool(true), .null, .array([]), .object([]),
      .array([.number(1)]), .object([("1", .number(1))]),
    ]
    #expect(Set(values).count == values.count)
  }

  @Test(
    "a number reads back as the value the writer writes for it: whole below 10^15, a double, or as written",
    arguments: [
      ("1", JSONValue.number(1)), ("1.0", .number(1)), ("1e2", .number(100)), ("-0", .number(0)),
      ("999999999999999", .number(999_999_999_999_999)), ("1000000000000000", .decimal(1e15)),
      ("-1.5e-3", .decimal(-0.0015)), ("1e20", .decimal(1e20)), ("7.7", .decimal(7.7)),
      ("12345678901234567890", .inexact("12345678901234567890")),
      ("1.0000000000000000000000000001", .inexact("1.0000000000000000000000000001")), ("1e400", nil),
    ] as [(String, JSONValue?)])
  func numbers(text: String, value: JSONValue?) {
    #expect(JSONValue(parsing: text) == value)
    #expect(JSONValue(parsing: "[" + text + "]") == value.map { .array([$0]) })
  }
}
