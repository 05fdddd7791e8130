/// The smallest change to a step's delivered response that removes one divergence: the edit the
/// checker names the divergence by, and all that the diff of that divergence alone shows
/// (Conformance/SPEC.md#continuing-after-a-divergence).
///
/// Positions count the events of the response as delivered, from 0.
///
/// ```swift
/// Correction.insert(.callback(.applicationWillFinishLaunching), at: 0)   // missing: one `-` line
/// Correction.remove(at: 2)                                               // extra: one `+` line
/// ```
public enum Correction: Hashable, Sendable {
  /// A required event that was not delivered, inserted before the event at `at` (or at the end).
  case insert(Event, at: Int)
  /// A delivered event that no allowed response holds there.
  case remove(at: Int)
  /// A delivered event out of order, moved to just before the event at `before` (or to the end).
  case move(from: Int, before: Int)
  /// A delivered event given other arguments than UIKit passes, or seeing another state.
  case replaceArguments(at: Int, with: EventArguments)

  /// `elements` with the correction made: `make` builds an inserted element, `replace` gives an
  /// element other arguments.
  func applied<Element>(
    to elements: [Element], making make: (Event) -> Element,
    replacing replace: (Element, EventArguments) -> Element
  ) -> [Element] {
    var elements = elements
    switch self {
    case .insert(let event, let position):
      elements.insert(make(event), at: min(max(position, 0), elements.count))
    case .remove(let position):
      elements.remove(at: position)
    case .move(let from, let before):
      let element = elements.remove(at: from)
      elements.insert(element, at: min(before > from ? before - 1 : before, elements.count))
    case .replaceArguments(let position, let arguments):
      elements[position] = replace(elements[position], arguments)
    }
    return elements
  }

  /// The corrected events of `delivered`.
  public func applied(to delivered: [Event]) -> [Event] {
    applied(to: delivered, making: { $0 }, replacing: { event, _ in event })
  }

  /// The event the correction is about, in a response of `events`.
  public func event(in events: [Event]) -> Event {
    switch self {
    case .insert(let event, _): event
    case .remove(let position), .move(let position, _), .replaceArguments(let position, _): events[position]
    }
  }

  /// The delivered position the correction concerns: the event removed, moved or given other
  /// arguments, or the one an inserted event goes before; `nil` for an insertion at the end.
  func position(in count: Int) -> Int? {
    switch self {
    case .insert(_, let position): position < count ? position : nil
    case .remove(let position), .move(let position, _), .replaceArguments(let position, _): position
    }
  }
}
