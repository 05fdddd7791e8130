/// A plain-text table with aligned columns, for terminals.
struct TextTable {
  /// The column titles; `nil` for a table without a header row.
  let header: [String]?
  let rows: [[String]]

  /// The table, columns separated by two spaces, trailing spaces trimmed, a final newline.
  var rendered: String {
    let all = allRows
    return all.map { line($0, widths: widths(of: all)) }.joined(separator: "\n") + "\n"
  }

  /// The table within `limit` columns, when its columns let it: a row whose cell in `column`
  /// is too long for the rest to fit beside it goes on with the columns after it on a line of
  /// its own, indented to where they stand in the other rows.
  ///
  /// ```
  ///   14  UIApplication.didBecomeActiveNotification        optional  [5]
  ///   15  windowScene(_:didUpdateEffectiveGeometry:)
  ///                                                  main  optional  [8]
  /// ```
  func rendered(fitting limit: Int, spilling column: Int) -> String {
    let all = allRows
    let widths = widths(of: all)
    guard let columns = all.first?.count, column < columns - 1, widths.reduce(0, +) + 2 * (columns - 1) > limit
    else { return rendered }
    let before = widths[..<column].reduce(0) { $0 + $1 + 2 }
    let after = widths[(column + 1)...].reduce(0) { $0 + $1 + 2 } - 2
    // The widest cell of `column` that leaves room for the columns after it.
    let room = limit - before - 2 - after
    guard room > 0 else { return rendered }
    let fitting = all.map({ $0[column].count }).filter({ $0 <= room }).max() ?? room
    var narrowed = widths
    narrowed[column] = fitting
    let lines = all.flatMap { row -> [String] in
      guard row[column].count > fitting else { return [line(row, widths: narrowed)] }
      let head = line(Array(row[...column]), widths: Array(narrowed[...column]))
      let tail = line([""] + row[(column + 1)...], widths: [before + fitting] + narrowed[(column + 1)...])
      return [head, tail]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var allRows: [[String]] { (header.map { [$0] } ?? []) + rows }

  private func widths(of rows: [[String]]) -> [Int] {
    let columns = rows.first?.count ?? 0
    return (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
  }

  /// One row, each cell padded to its width and two spaces, the last cell as it is.
  private func line(_ row: [String], widths: [Int]) -> String {
    var line = ""
    for (column, cell) in row.enumerated() {
      line += cell
      if column < row.count - 1 { line += String(repeating: " ", count: max(0, widths[column] + 2 - cell.count)) }
    }
    // From the end only: a cell can be a megabyte long (a scene id at the format's limit).
    while line.last == " " { line.removeLast() }
    return line
  }
}
