import Lifecycle

/// Where each page lives in the site, and how one page links to another.
public enum SitePath {
  static let readme = "README.md"
  static let index = "index.md"
  static let callbacks = "callbacks.md"
  static let states = "states.md"
  static let traceFormat = "trace-format.md"
  static let catalog = "catalog.json"
  static let classroom = "classroom.md"
  static let changes = "changes.md"
  static let record = "record.md"
  /// The normative specification, outside the site: the link from a page at the top level of
  /// the edition being rendered (the Korean edition sits one folder deeper).
  static var spec: String { (Language.current == .english ? "" : "../") + "../Conformance/SPEC.md" }

  /// A link to the specification (at `anchor`) from a page at the top level of the edition; in a
  /// translated edition it says that the specification is in English.
  static func specLink(_ text: String, anchor: String? = nil) -> String {
    let link = Markdown.link(text, spec + (anchor.map { "#" + $0 } ?? ""))
    return Language.current == .english ? link : link + localized(" (in English)")
  }

  /// The same page in `language`'s edition, linked from `page` of the edition being rendered.
  static func counterpart(of page: String, in language: Language) -> String {
    let up = String(repeating: "../", count: page.count { $0 == "/" } + Language.current.folder.count { $0 == "/" })
    return up + language.folder + page
  }

  /// The page of one scenario, relative to the site folder.
  public static func scenario(_ id: String) -> String { "scenarios/\(id).md" }
  static func worksheet(_ family: Scenario.Family) -> String { "worksheets/\(family.rawValue).md" }
  static func answers(_ family: Scenario.Family) -> String { "answers/\(family.rawValue).md" }

  /// The link from the page at `page` to `target` (both site paths), with an optional anchor:
  /// from `scenarios/a.md` to `callbacks.md` is `../callbacks.md`.
  static func relative(from page: String, to target: String, anchor: String? = nil) -> String {
    if let path = relativeWellFormed(from: page, to: target) {
      let fragment = anchor.map { "#" + $0 } ?? ""
      return target == page && anchor != nil ? fragment : path + fragment
    }
    var from = page.split(separator: "/").dropLast()[...]
    var to = target.split(separator: "/")[...]
    while let first = from.first, to.count > 1, first == to.first {
      from = from.dropFirst()
      to = to.dropFirst()
    }
    let path = Array(repeating: "..", count: from.count) + to.map(String.init)
    let fragment = anchor.map { "#" + $0 } ?? ""
    return target == page && anchor != nil ? fragment : path.joined(separator: "/") + fragment
  }

  /// `relative(from:to:)` without an anchor, for paths whose components are all non-empty (no
  /// leading, trailing or doubled `/`), as every site path is; `nil` for any other path. Each
  /// table row links an event, so this runs thousands of times per render: it compares the
  /// leading folders in place instead of splitting both paths into arrays.
  private static func relativeWellFormed(from page: String, to target: String) -> String? {
    guard isWellFormed(page), isWellFormed(target) else { return nil }
    let slash = UInt8(ascii: "/")
    var folders = page.utf8.count { $0 == slash }
    if folders == 0 { return target }
    if !target.utf8.contains(slash) { return String(repeating: "../", count: folders) + target }
    var pageRest = page[...]
    var targetRest = target[...]
    // Drop the folders both paths start with, while the target keeps more than its file name.
    while folders > 0, let pageSlash = pageRest.utf8.firstIndex(of: slash),
      let targetSlash = targetRest.utf8.firstIndex(of: slash),
      pageRest[..<pageSlash] == targetRest[..<targetSlash]
    {
      pageRest = pageRest[pageRest.utf8.index(after: pageSlash)...]
      targetRest = targetRest[targetRest.utf8.index(after: targetSlash)...]
      folders -= 1
    }
    return String(repeating: "../", count: folders) + targetRest
  }

  private static func isWellFormed(_ path: String) -> Bool {
    let slash = UInt8(ascii: "/")
    guard let first = path.utf8.first, let last = path.utf8.last, first != slash, last != slash else { return false }
    var previous: UInt8 = 0
    for byte in path.utf8 {
      if byte == slash, previous == slash { return false }
      previous = byte
    }
    return true
  }

  /// The link to a callback's or notification's section of the callback reference.
  static func reference(_ name: String, from page: String) -> String {
    relative(from: page, to: callbacks, anchor: Markdown.anchor(name))
  }

  /// The link to an order rule's section of the trace format page.
  static func rule(_ rule: OrderRule, from page: String) -> String {
    relative(from: page, to: traceFormat, anchor: Markdown.anchor(rule.id))
  }

  /// The link to a family's section of the index.
  static func family(_ family: Scenario.Family, from page: String) -> String {
    relative(from: page, to: index, anchor: Markdown.anchor(FamilyWording.title(family)))
  }
}
