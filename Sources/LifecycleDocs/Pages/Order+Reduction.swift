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

extension Order {
  /// Labels for rows listed in this order, grouping each run of consecutive rows that no order
  /// ties to one another: `1`, `2a`, `2b`, `2c`, `3`. A reader sees at a glance which rows are
  /// listed together only because a table needs some order; the After column still gives what
  /// each row must follow.
  func groupLabels(among positions: [Int]) -> [String] {
    var groups: [[Int]] = []
    for index in positions.indices {
      if let last = groups.last,
        last.allSatisfy({ earlier in
          !requires(positions[earlier], before: positions[index])
            && !requires(positions[index], before: positions[earlier])
        })
      {
        groups[groups.count - 1].append(index)
      } else {
        groups.append([index])
      }
    }
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var labels = Array(repeating: "", count: positions.count)
    for (number, group) in groups.enumerated() {
      for (offset, index) in group.enumerated() {
        labels[index] = group.count == 1 ? "\(number + 1)" : "\(number + 1)\(letters[offset % letters.count])"
      }
    }
    return labels
  }
}
