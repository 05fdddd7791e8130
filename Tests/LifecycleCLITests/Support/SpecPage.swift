import Foundation

/// Conformance/SPEC.md read the way GitHub renders it: the anchors of its headings, and the
/// example traces with their markers (`<!-- example: nonconformant line=7 rule=launch-first -->`
/// before a fenced `jsonl` block; the page's "Reading the examples" section defines them).
struct SpecPage {
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Conformance/SPEC.md").path

  /// One example trace and the verdict its marker states.
  struct Example: CustomStringConvertible, Sendable {
    /// The heading's anchor and the example's position under it: `recency-2`.
    let name: String
    /// The anchor of the heading the example sits under.
    let section: String
    /// `conformant`, `nonconformant` or `invalid`.
    let verdict: String
    /// The line that decides the verdict; `nil` for a conformant example.
    let line: Int?
    /// The rule a non-conformant verdict names.
    let rule: String?
    /// The trace's lines.
    let lines: [String]
    /// The marker's line in SPEC.md, for failure messages.
    let markerLine: Int
    /// What `lifecycle verify --all` names, in order: each divergence's line and rule (`every=`);
    /// `nil` when the marker does not say.
    var every: [(line: Int, rule: String)]? = nil

    var description: String { name }
  }

  /// A marker that cannot be read, with its line in SPEC.md.
  struct MarkerError: Error, CustomStringConvertible {
    let line: Int
    let message: String
    var description: String { "SPEC.md:\(line): \(message)" }
  }

  let headings: [(text: String, anchor: String)]
  let examples: [Example]

  init(text: String) throws(MarkerError) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var headings: [(String, String)] = []
    var examples: [Example] = []
    var seen: [String: Int] = [:]
    var perSection: [String: Int] = [:]
    var section = ""
    var inFence = false
    var index = 0
    while index < lines.count {
      let line = lines[index]
      defer { index += 1 }
      if line.hasPrefix("```") { inFence.toggle(); continue }
      if inFence { continue }
      if line.hasPrefix("#") {
        let text = String(line.drop { $0 == "#" }.drop { $0 == " " })
        let slug = Self.slug(text)
        let count = seen[slug, default: 0]
        seen[slug] = count + 1
        section = count == 0 ? slug : "\(slug)-\(count)"
        headings.append((text, section))
        continue
      }
      guard line.hasPrefix("<!-- example:") else { continue }
      let markerLine = index + 1
      guard line.hasSuffix(" -->") else {
        throw MarkerError(line: markerLine, message: "marker does not end with ' -->'")
      }
      let words = line.dropFirst("<!-- example:".count).dropLast(" -->".count).split(separator: " ").map(String.init)
      guard let verdict = words.first, ["conformant", "nonconformant", "invalid"].contains(verdict) else {
        throw MarkerError(line: markerLine, message: "unknown verdict in '\(line)'")
      }
      var fields: [String: String] = [:]
      for word in words.dropFirst() {
        let pair = word.split(separator: "=", maxSplits: 1).map(String.init)
        guard pair.count == 2, ["line", "rule", "every"].contains(pair[0]), fields[pair[0]] == nil else {
          throw MarkerError(line: markerLine, message: "unknown or repeated field '\(word)'")
        }
        fields[pair[0]] = pair[1]
      }
      let decidingLine = fields["line"].flatMap { Int($0) }
      let every = try fields["every"].map { (list) throws(MarkerError) in
        try list.split(separator: ",").map { (item) throws(MarkerError) -> (line: Int, rule: String) in
          let parts = item.split(separator: ":", maxSplits: 1)
          guard parts.count == 2, let number = Int(parts[0]) else {
            throw MarkerError(line: markerLine, message: "every= takes LINE:RULE,… not '\(item)'")
          }
          return (number, String(parts[1]))
        }
      }
      switch verdict {
      case _ where every != nil && verdict != "nonconformant":
        throw MarkerError(line: markerLine, message: "every= belongs to a non-conformant example")
      case "conformant" where !fields.isEmpty:
        throw MarkerError(line: markerLine, message: "a conformant example takes no fields")
      case "nonconformant" where decidingLine == nil || fields["rule"] == nil:
        throw MarkerError(line: markerLine, message: "a non-conformant example needs line=N and rule=ID")
      case "invalid" where decidingLine == nil || fields["rule"] != nil:
        throw MarkerError(line: markerLine, message: "an invalid example needs line=N and no rule")
      default: break
      }
      guard index + 1 < lines.count, lines[index + 1] == "```jsonl" else {
        throw MarkerError(line: markerLine, message: "the marker is not followed by a ```jsonl block")
      }
      var body: [String] = []
      var end = index + 2
      while end < lines.count, lines[end] != "```" { body.append(lines[end]); end += 1 }
      guard end < lines.count else { throw MarkerError(line: markerLine, message: "the example's block never ends") }
      perSection[section, default: 0] += 1
      examples.append(
        Example(
          name: "\(section)-\(perSection[section]!)", section: section, verdict: verdict,
          line: decidingLine, rule: fields["rule"], lines: body, markerLine: markerLine, every: every))
      index = end
    }
    self.headings = headings
    self.examples = examples
  }

  static func load() throws -> SpecPage {
    try SpecPage(text: String(contentsOfFile: path, encoding: .utf8))
  }

  /// Every heading's anchor.
  var anchors: Set<String> { Set(headings.map(\.anchor)) }

  /// The anchor GitHub gives a heading: lowercase, each space a `-`, every character other than a
  /// letter, a digit, `-` or `_` dropped (backticks and punctuation included). A repeated slug gets
  /// `-1`, `-2`, … in the page; `init(text:)` adds those.
  static func slug(_ heading: String) -> String {
    var slug = ""
    for character in heading.lowercased() {
      if character == " " {
        slug.append("-")
      } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
        slug.append(character)
      }
    }
    return slug
  }

  /// Every anchor of SPEC.md cited in `text` (`SPEC.md#` then the anchor).
  static func citedAnchors(in text: String) -> [String] {
    var anchors: [String] = []
    var rest = Substring(text)
    while let range = rest.range(of: "SPEC.md#") {
      let anchor = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
      // `SPEC.md#\(id)` builds the anchor from a rule's id: the rule ids are checked on their own.
      if !rest[range.upperBound...].hasPrefix("\\(") { anchors.append(String(anchor)) }
      rest = rest[range.upperBound...]
    }
    return anchors
  }
}
