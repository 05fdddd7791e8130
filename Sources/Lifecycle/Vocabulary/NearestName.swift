/// "Did you mean …?": the nearest known name to a misspelt one, for error messages.
///
/// ```swift
/// NearestName.to("pressHom", in: Stimulus.Name.allCases.map(\.rawValue))  // "pressHome"
/// ```
package enum NearestName {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a typo
  /// (at most a third of the word's length, at least 2), or the only candidate `word` prefixes.
  package static func to(_ word: String, in candidates: [String]) -> String? {
    let prefixed = candidates.filter { $0.lowercased().hasPrefix(word.lowercased()) }
    if prefixed.count == 1 { return prefixed[0] }
    let scored = candidates.map { (candidate: $0, distance: distance(word.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
    return best.distance <= max(2, word.count / 3) ? best.candidate : nil
  }

  /// The message for a word that names nothing known, with the nearest name when one is close:
  /// `unknown stimulus 'pressHom'; did you mean 'pressHome'?`.
  package static func unknown(_ what: String, _ word: String, in candidates: [String]) -> String {
    unknown(what, word, suggesting: to(word, in: candidates))
  }

  /// The same message, with a suggestion found earlier (or none).
  package static func unknown(_ what: String, _ word: String, suggesting suggestion: String?) -> String {
    "unknown \(what) '\(word)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
  }

  /// Levenshtein distance.
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}
