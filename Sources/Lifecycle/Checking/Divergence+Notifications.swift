extension Divergence {
  /// The step's divergences with each notification the engine got wrong together with its
  /// callback folded into the callback's bug (Conformance/SPEC.md#bug-signatures): missing
  /// with it, or extra with it, for the same scene. The callback's divergence marks the
  /// notification in its diff (`notifications`); the notification's keeps its place in the list
  /// but goes by the callback's signature (`partOf`), so no report counts it as a second bug.
  ///
  /// ```
  /// pressHome, delivered: applicationWillResignActive(_:), UIApplicationWillResignActiveNotification, …
  /// extra applicationWillResignActive(_:) [allowed-events]        ← one bug, its diff marking both
  /// extra UIApplicationWillResignActiveNotification [allowed-events]   part of it
  /// ```
  ///
  /// `events` is the step as delivered, the positions the corrections count.
  static func foldingNotifications(_ divergences: [Divergence], delivered events: [Event]) -> [Divergence] {
    guard divergences.count > 1 else { return divergences }
    var folded = divergences
    for index in folded.indices {
      guard let (kind, event) = folded[index].corrected(in: events), let notification = event.notification,
        let owner = folded.indices.first(where: { other in
          guard other != index, folded[other].partOf == nil,
            let (otherKind, otherEvent) = folded[other].corrected(in: events), otherKind == kind,
            let callback = otherEvent.callback
          else { return false }
          return callback.method.notification == notification.name && callback.scene == notification.scene
        })
      else { continue }
      folded[owner].notifications.append(folded[index].correction!)
      folded[index].partOf = folded[owner].signature
    }
    return folded
  }

  /// Whether the correction inserts or removes an event, and which: `nil` for another
  /// correction (a move, other arguments) or none.
  func corrected(in events: [Event]) -> (inserts: Bool, event: Event)? {
    switch correction {
    case .insert(let event, _)?: (true, event)
    case .remove(let position)? where position < events.count: (false, events[position])
    default: nil
    }
  }
}

extension Correction {
  /// `delivered` with several inserts and removes made, each counted in positions of
  /// `delivered`: a callback's correction and its notifications'.
  static func applied(_ corrections: [Correction], to delivered: [Event]) -> [Event] {
    // From the last position back, so that each position still counts the delivered events;
    // of two inserts before one event, the one listed first (the callback) ends up first.
    let ordered = corrections.enumerated().sorted {
      ($0.element.position, $0.offset) > ($1.element.position, $1.offset)
    }
    return ordered.reduce(delivered) { events, correction in correction.element.applied(to: events) }
  }

  /// The position in the delivered response the correction is made at.
  private var position: Int {
    switch self {
    case .insert(_, let position), .remove(let position), .replaceArguments(let position, _): position
    case .move(let from, _): from
    }
  }
}
