import Lifecycle

/// A command line, consumed option by option. Whatever is left at the end is an error. The words
/// after `--` are no options: they are a command to run (`conform -- python3 engine.py --help`),
/// which only `command()` takes.
///
/// ```swift
/// var arguments = Arguments(["--format", "json", "home-press.scene"])
/// let format = try arguments.format()          // .json
/// let id = try arguments.positional("ID")      // "home-press.scene"
/// try arguments.finish()
/// ```
struct Arguments {
  private var remaining: [String]
  /// The options and flags taken so far: one of them left over was given twice, not unknown.
  private var taken: Set<String> = []
  /// The words after the first `--`; `nil` without one, or once `command()` took them.
  private var afterDashes: [String]?

  init(_ arguments: [String]) {
    guard let dash = arguments.firstIndex(of: "--") else {
      remaining = arguments
      return
    }
    remaining = Array(arguments[..<dash])
    afterDashes = Array(arguments[(dash + 1)...])
  }

  /// Removes the command after `--` (its words, perhaps none); `nil` when there is no `--`.
  mutating func command() -> [String]? {
    defer { afterDashes = nil }
    return afterDashes
  }

  /// Removes a flag (`--check`) and says whether it was there.
  mutating func flag(_ name: String) -> Bool {
    taken.insert(name)
    guard let index = remaining.firstIndex(of: name) else { return false }
    remaining.remove(at: index)
    return true
  }

  /// Removes an option with its value (`--output DIR` or `--output=DIR`).
  mutating func option(_ name: String) throws(UsageError) -> String? {
    taken.insert(name)
    if let index = remaining.firstIndex(where: { $0.hasPrefix(name + "=") }) {
      return String(remaining.remove(at: index).dropFirst(name.count + 1))
    }
    guard let index = remaining.firstIndex(of: name) else { return nil }
    guard index + 1 < remaining.count else { throw UsageError("option \(name) needs a value") }
    let value = remaining[index + 1]
    remaining.removeSubrange(index...index + 1)
    return value
  }

  /// Removes an option whose value must be one of `choices`.
  mutating func option<Choice: RawRepresentable<String> & CaseIterable>(
    _ name: String, as: Choice.Type
  ) throws(UsageError) -> Choice? {
    guard let value = try option(name) else { return nil }
    guard let choice = Choice(rawValue: value) else {
      let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError("invalid value '\(Quoted(value))' for \(name); expected one of: \(names)")
    }
    return choice
  }

  /// `--format text|json`, text by default.
  mutating func format() throws(UsageError) -> OutputFormat {
    try option("--format", as: OutputFormat.self) ?? .text
  }

  /// `--sessions ID,ID`: scene sessions saved before the start, most recent first; scene-based
  /// only, each id well formed and given once.
  mutating func sessions(for lifecycle: LifecycleStyle) throws(UsageError) -> [SceneID] {
    guard let list = try option("--sessions") else { return [] }
    guard lifecycle == .scene else { throw UsageError("--sessions is only for --lifecycle scene") }
    var ids: [SceneID] = []
    for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      let id = SceneID(name)
      guard id.isWellFormed else {
        throw UsageError("bad scene id '\(Quoted(name))' in --sessions; an id matches [a-z0-9][a-z0-9-]*")
      }
      guard !ids.contains(id) else { throw UsageError("repeated session '\(Quoted(name))' in --sessions") }
      guard ids.count < TraceDecoder.maximumSceneCount else {
        throw UsageError(
          "--sessions names more than \(TraceDecoder.maximumSceneCount) sessions; a trace names at most "
            + "\(TraceDecoder.maximumSceneCount) distinct scene ids")
      }
      ids.append(id)
    }
    return ids
  }

  /// The first of `names` still on the command line, alone or as `NAME=VALUE`: an option the
  /// command knows but the mode chosen (`exercise --bugs`) has no use for, to be refused as
  /// such rather than called unknown.
  func firstGiven(of names: [String]) -> String? {
    for word in remaining {
      if let name = names.first(where: { word == $0 || word.hasPrefix($0 + "=") }) { return name }
    }
    return nil
  }

  /// Removes the next positional argument (`-` counts as one). Options are taken first, so an
  /// option still here, before the argument or instead of it, is one the command does not know:
  /// it is reported as such rather than as a missing argument.
  mutating func positional(_ name: String) throws(UsageError) -> String? {
    let index = remaining.firstIndex(where: { !$0.hasPrefix("-") || $0 == "-" })
    if let option = remaining[..<(index ?? remaining.endIndex)].first {
      throw unknown(option)
    }
    return index.map { remaining.remove(at: $0) }
  }

  /// Throws for anything not consumed: an unknown option or an extra argument.
  func finish() throws(UsageError) {
    guard let first = remaining.first else {
      if afterDashes != nil { throw UsageError("unexpected '--': this command runs no other command") }
      return
    }
    throw first.hasPrefix("-") && first != "-"
      ? unknown(first)
      : UsageError("unexpected argument '\(Quoted(first))'")
  }

  /// The error for an option left over: one already taken was given twice; any other is unknown.
  private func unknown(_ option: String) -> UsageError {
    let name = String(option.prefix { $0 != "=" })
    guard taken.contains(name) else { return UsageError("unknown option '\(Quoted(option))'") }
    return UsageError("option \(name) is given twice")
  }
}

/// How results are printed.
enum OutputFormat: String, CaseIterable {
  case text, json
}

/// A bad command line: printed as `Error: …` and `Usage: …` on standard error, exit 2.
struct UsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}
