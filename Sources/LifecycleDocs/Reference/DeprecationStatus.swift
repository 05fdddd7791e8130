/// Where a callback stands in Apple's current SDKs (the iOS 26 deprecations, and where Apple's
/// own pages disagree), as the callback reference states it.
enum DeprecationStatus: Hashable, Sendable {
  /// Current, not deprecated.
  case current
  /// New in a recent release.
  case introduced(String)
  /// Deprecated; the text says since when and what replaces it.
  case deprecated(String)
  /// Apple's pages disagree; the text says how.
  case disputed(String)

  /// The status in a short phrase for tables.
  var label: String {
    switch self {
    case .current: localized("current")
    case .introduced: localized("new in iOS 26")
    case .deprecated: localized("deprecated in iOS 26")
    case .disputed: localized("disputed")
    }
  }

  /// The status as a sentence for the reference.
  var sentence: String {
    switch self {
    case .current: localized("Current: not deprecated.")
    case .introduced(let text): localized(key: text)
    case .deprecated(let text): localized(key: text)
    case .disputed(let text): localized(key: text)
    }
  }
}
