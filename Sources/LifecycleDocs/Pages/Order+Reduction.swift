import Lifecycle

extension Order {
  /// For each of `positions`, the ones among `positions` that must come directly before it:
  /// the order restricted to those events, with the edges implied by others removed. Indices
  /// point into `positions`, so a table of just those events can number its rows 1, 2, 3.
  ///
  /// A table shows these in its "After" column: a row with nothing there may come first, and
  /// two rows with no path between them may come in either order.
  func directPredecessors(among positions: [Int]) -> [[Int]] {
    positions.map { later in
      let earlier = positions.indices.filter { requires(positions[$0], before: later) }
      return earlier.filter { candidate in
        !earlier.contains { between in
          between != candidate && requires(positions[candidate], before: positions[between])
        }
      }
    }
  }
}
