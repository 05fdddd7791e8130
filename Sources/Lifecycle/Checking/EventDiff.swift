/// A line diff of two event sequences: `- ` expected only, `+ ` actual only, two spaces both.
/// An expected event (or one both have) is printed with its label, when one is given.
enum EventDiff {
  static func lines(expected: [Event], actual: [Event], labels: [String]? = nil) -> [String] {
    let label = labels ?? expected.map(\.description)
    // Longest common subsequence, by dynamic programming over suffixes.
    let rows = expected.count, columns = actual.count
    var common = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
    for row in stride(from: rows - 1, through: 0, by: -1) {
      for column in stride(from: columns - 1, through: 0, by: -1) {
        common[row][column] =
          expected[row] == actual[column]
          ? common[row + 1][column + 1] + 1 : max(common[row + 1][column], common[row][column + 1])
      }
    }
    var lines: [String] = []
    var row = 0, column = 0
    while row < rows || column < columns {
      if row < rows, column < columns, expected[row] == actual[column] {
        lines.append("  \(label[row])")
        row += 1
        column += 1
      } else if row < rows, column == columns || common[row + 1][column] >= common[row][column + 1] {
        lines.append("- \(label[row])")
        row += 1
      } else {
        lines.append("+ \(actual[column])")
        column += 1
      }
    }
    return lines
  }
}
