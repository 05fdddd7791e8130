/// "Did you mean …?": the nearest known name to a misspelt one, for error messages.
///
/// ```swift
/// NearestName.to("pressHom", in: Stimulus.Name.allCases.map(\.rawValue))  // "pressHome"
/// ```
package enum NearestName {
  /// The candidate closest to `word` by edit distance, if it is close enough to be a typo
  /// (at most a third of the word's length, at least 2), or the only candidate `word` prefixes.
  package static func to(_ word: String, in candidates: [String]) -> String? {
    // Each candidate is short, the word may be a megabyte: it is lowercased and counted once,
    // and only candidates whose length is within the allowed distance are compared with it
    // (the distance is at least the difference in length), so the cost is linear in the word.
    let lowered = word.lowercased()
    let lowercased = candidates.map { $0.lowercased() }
    let prefixed = candidates.indices.filter { lowercased[$0].hasPrefix(lowered) }
    if prefixed.count == 1 { return candidates[prefixed[0]] }
    let length = lowered.count
    let allowed = max(2, word.count / 3)
    let scored = candidates.indices.filter { abs(lowercased[$0].count - length) <= allowed }
      .map { (candidate: candidates[$0], distance: distance(lowered, lowercased[$0])) }
    guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
    return best.distance <= allowed ? best.candidate : nil
  }

  /// The message for a word that names nothing known, with the nearest name when one is close:
  /// `unknown stimulus 'pressHom'; did you mean 'pressHome'?`.
  package static func unknown(_ what: String, _ word: String, in candidates: [String]) -> String {
    unknown(what, word, suggesting: to(word, in: candidates))
  }

  /// The same message, with a suggestion found earlier (or none).
  package static func unknown(_ what: String, _ word: String, suggesting suggestion: String?) -> String {
    "unknown \(what) '\(Quoted(word))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
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
