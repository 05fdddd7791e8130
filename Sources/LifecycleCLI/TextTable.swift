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
        line += column == row.count - 1 ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
      }
      return String(line.reversed().drop { $0 == " " }.reversed())
    }.joined(separator: "\n") + "\n"
  }
}
