/// Reads a rendered Markdown page the way a reader's browser does, for the link tests: its
/// relative links, and the anchors its headings get on GitHub.
///
/// Written apart from the renderer's own `Markdown.anchor` on purpose, so the test checks the
/// pages against GitHub's rules rather than against themselves.
struct LinkChecker {
  let pages: [String: String]

  /// Every link target outside code blocks and code spans, with the page it is on.
  func links() -> [(page: String, target: String)] {
    var result: [(String, String)] = []
    for (page, text) in pages where page.hasSuffix(".md") {
      for line in Self.proseLines(text) {
        var rest = Substring(Self.withoutCodeSpans(line))
        while let open = rest.range(of: "](") {
          var depth = 1
          var target = ""
          var index = open.upperBound
          while index < rest.endIndex {
            let character = rest[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; if depth == 0 { break } }
            target.append(character)
            index = rest.index(after: index)
          }
          result.append((page, target))
          rest = rest[index...]
        }
      }
    }
    return result.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
  }

  /// The anchors of a page's headings, as GitHub makes them (duplicates get `-1`, `-2`).
  func anchors(of page: String) -> Set<String> {
    var seen: [String: Int] = [:]
    var anchors: Set<String> = []
    for line in Self.proseLines(pages[page] ?? "") where line.hasPrefix("#") {
      let text = line.drop { $0 == "#" }.drop { $0 == " " }
      var slug = ""
      for character in text.lowercased() where character != "`" {
        if character == " " {
          slug += "-"
        } else if character.isLetter || character.isNumber || "-_".contains(character) {
          slug.append(character)
        }
      }
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  /// The site path a relative link from `page` points to, or `nil` if it leaves the site.
  static func resolve(_ target: String, from page: String) -> String? {
    var parts = page.split(separator: "/").dropLast().map(String.init)
    for part in target.split(separator: "/", omittingEmptySubsequences: false) {
      switch part {
      case "..": if parts.popLast() == nil { return nil }
      case ".", "": continue
      default: parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }

  private static func proseLines(_ text: String) -> [String] {
    var inFence = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      if line.hasPrefix("```") { inFence.toggle(); return nil }
      return inFence ? nil : String(line)
    }
  }

  /// The line without its code spans, except a code span that is a link's whole text
  /// (`` [`name`](target) ``), whose content stays so the link is still seen.
  private static func withoutCodeSpans(_ line: String) -> String {
    var result = ""
    var rest = Substring(line)
    while let open = rest.firstIndex(of: "`") {
      result += rest[..<open]
      let afterOpen = rest.index(after: open)
      guard let close = rest[afterOpen...].firstIndex(of: "`") else { return result + rest[open...] }
      let afterClose = rest.index(after: close)
      if afterClose < rest.endIndex, rest[afterClose] == "]" { result += rest[afterOpen..<close] }
      rest = rest[afterClose...]
    }
    return result + rest
  }
}
