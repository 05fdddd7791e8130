extension Stimulus {
  /// Reads a stimulus as people type it: the trace-format name (or a unique prefix of it), then
  /// its parameters: `beginInterruption notificationCenter`, `openScene second`,
  /// `openURL scene=second url=https://example.com`, `tapNotification second`.
  ///
  /// ```swift
  /// try Stimulus(parsing: "beginInt notif")   // .beginInterruption(.notificationCenter)
  /// ```
  ///
  /// The command-line spelling (`Stimulus.argument`) reads too: `beginInterruption:call`,
  /// `continueUserActivity:scene=second`.
  package init(parsing text: String) throws(StimulusSyntaxError) {
    var words = text.split(whereSeparator: \.isWhitespace).map(String.init)[...]
    if let first = words.first, let colon = first.firstIndex(of: ":") {
      // `name:parameter,parameter`, as one word.
      let parameters = first[first.index(after: colon)...].split(separator: ",").map(String.init)
      words = ([String(first[..<colon])] + parameters + words.dropFirst())[...]
    }
    guard let first = words.popFirst() else { throw StimulusSyntaxError("no stimulus given") }
    let name = try Self.match(first, in: Name.allCases, what: "stimulus")

    var scene: SceneID?, url: String?, kind: InterruptionKind?, reason: BackgroundLaunchReason?
    for (position, word) in words.enumerated() {
      let (key, value) = Self.keyValue(word)
      // Only the first parameter may leave out its key: a bare word after `url=` is most
      // likely the rest of a URL that held a comma or a space, never quietly a scene.
      guard key != nil || position == 0 else {
        throw StimulusSyntaxError(
          "unexpected '\(Quoted(word))' after \(name.rawValue); a parameter after the first is key=value")
      }
      switch (key ?? Self.implicitKey(for: name), name) {
      case ("scene", _) where name.sceneParameter != .forbidden && scene == nil:
        scene = SceneID(value)
        guard scene!.isWellFormed else {
          throw StimulusSyntaxError("invalid scene id '\(Quoted(value))'; scene ids match [a-z0-9][a-z0-9-]*")
        }
      case ("url", .openURL) where url == nil:
        url = value
      case ("kind", .beginInterruption) where kind == nil:
        kind = try Self.match(value, in: InterruptionKind.allCases, what: "interruption kind")
      case ("reason", .backgroundLaunch) where reason == nil:
        reason = try Self.match(value, in: BackgroundLaunchReason.allCases, what: "background launch reason")
      default:
        throw StimulusSyntaxError("unexpected '\(Quoted(word))' after \(name.rawValue)")
      }
    }
    guard let stimulus = Stimulus(name: name, scene: scene, kind: kind, reason: reason, url: url) else {
      let missing =
        name.sceneParameter == .required
        ? "a scene id"
        : name == .beginInterruption
          ? "a kind (\(InterruptionKind.allCases.map(\.rawValue).joined(separator: ", ")))"
          : "a reason (\(BackgroundLaunchReason.allCases.map(\.rawValue).joined(separator: ", ")))"
      throw StimulusSyntaxError("\(name.rawValue) needs \(missing)")
    }
    self = stimulus
  }

  /// The parameter a bare word fills: the scene, the kind or the reason.
  private static func implicitKey(for name: Name) -> String {
    switch name {
    case .beginInterruption: "kind"
    case .backgroundLaunch: "reason"
    default: "scene"
    }
  }

  private static func keyValue(_ word: String) -> (key: String?, value: String) {
    guard let equals = word.firstIndex(of: "=") else { return (nil, word) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  /// The case whose name is `word`, or the only one it prefixes (ignoring case).
  static func match<Choice: RawRepresentable<String>>(
    _ word: String, in choices: [Choice], what: String
  ) throws(StimulusSyntaxError) -> Choice {
    if let exact = choices.first(where: { $0.rawValue == word }) { return exact }
    // Lowercased once: the word may be a megabyte long.
    let lowered = word.lowercased()
    let prefixed = choices.filter { $0.rawValue.lowercased().hasPrefix(lowered) }
    if prefixed.count == 1 { return prefixed[0] }
    if prefixed.count > 1 {
      throw StimulusSyntaxError(
        "ambiguous \(what) '\(Quoted(word))': \(prefixed.map(\.rawValue).joined(separator: ", "))")
    }
    throw StimulusSyntaxError(NearestName.unknown(what, word, in: choices.map(\.rawValue)))
  }
}

/// A stimulus that could not be read, and why, in one line.
package struct StimulusSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the text and quoting it.
  package let message: String
  /// Creates the error with its message.
  package init(_ message: String) { self.message = message }
  /// The message.
  package var description: String { message }
}
