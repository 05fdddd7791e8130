import Lifecycle

/// A stimulus spelt as one command-line word: `pressHome`, `beginInterruption:call`,
/// `openScene:second`, `openURL:scene=second,url=https://example.com`.
///
/// It is the spelling `Stimulus(parsing:)` reads (`beginInterruption call`), with a colon after
/// the name and commas between the parameters so that a shell keeps it one argument.
enum StimulusArgument {
  static func parse(_ word: String) throws(UsageError) -> Stimulus {
    let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
    let parameters = parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : []
    do {
      return try Stimulus(parsing: ([parts.first ?? ""] + parameters).joined(separator: " "))
    } catch {
      throw UsageError(error.message)
    }
  }
}
