/// A plain-text table with aligned columns, for terminals.
struct TextTable {
  /// The column titles; `nil` for a table without a header row.
  let header: [String]?
  let rows: [[String]]

  /// The table, columns separated by two spaces, trailing spaces trimmed, a final newline.
  var rendered: String {
    let all = (header.map { [$0] } ?? []) + rows
    let columns = all.first?.count ?? 0
    let widths = (0..<columns).map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      var line = ""
      for (column, cell) in row.enumerated() {
        line += cell
        if column < row.count - 1 { line += String(repeating: " ", count: widths[column] + 2 - cell.count) }
      }
      // From the end only: a cell can be a megabyte long (a scene id at the format's limit).
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n") + "\n"
  }
}
