import Lifecycle

/// A stimulus spelt as one command-line word: `pressHome`, `beginInterruption:call`,
/// `openScene:second`, `openURL:scene=second,url=https://example.com`.
///
/// It is the spelling `Stimulus(parsing:)` reads (`beginInterruption call`), with a colon after
/// the name and commas between the parameters so that a shell keeps it one argument.
enum StimulusArgument {
  static func parse(_ word: String) throws(UsageError) -> Stimulus {
    let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
    let name = parts.first ?? ""
    let parameters =
      parts.count > 1 ? parts[1].split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init) : []
    // A comma or a space in a value splits it, and the text after it would be read as a parameter
    // of its own: `openURL:url=a,b` as a URL `a` for a scene `b`. So a parameter after the first
    // must be key=value. The stimulus up to the stray part is read first, so that a misspelt name
    // is reported as such and the stray part is named after the stimulus's own name.
    if let stray = parameters.dropFirst().firstIndex(where: { !$0.contains("=") }) {
      let stimulus = try read([name] + parameters[..<stray])
      throw UsageError(
        "unexpected '\(Quoted(parameters[stray]))' after \(stimulus.traceName); a parameter after the first is "
          + "key=value, and a value holds no comma or space")
    }
    let stimulus = try read([name] + parameters)
    try requireFullNames(stimulus, name: name, parameters: parameters)
    return stimulus
  }

  /// A trace spells each name whole, and record writes what it is given: a name cut short is a
  /// typo, never completed (`simulate`, typed by hand, completes a unique prefix).
  private static func requireFullNames(
    _ stimulus: Stimulus, name: String, parameters: [String]
  ) throws(UsageError) {
    guard name == stimulus.name.rawValue else {
      throw UsageError(NearestName.unknown("stimulus", name, suggesting: stimulus.name.rawValue))
    }
    for (key, value) in stimulus.traceFields where key == "kind" || key == "reason" {
      // The parameter as given: bare first, or key=value.
      let given =
        parameters.first { $0.hasPrefix(key + "=") }.map { String($0.dropFirst(key.count + 1)) }
        ?? parameters.first { !$0.contains("=") }
      guard let given, given != value else { continue }
      let what = key == "kind" ? "interruption kind" : "background launch reason"
      throw UsageError(NearestName.unknown(what, given, suggesting: value))
    }
  }

  /// The stimulus the words spell as `Stimulus(parsing:)` reads them: the name, then parameters.
  private static func read(_ words: [String]) throws(UsageError) -> Stimulus {
    do {
      return try Stimulus(parsing: words.joined(separator: " "))
    } catch {
      throw UsageError(error.message)
    }
  }
}
