/// Reads a trace record by record, decoding one line at a time: memory stays the same
/// whatever the trace's length (a buffer of 64 KiB and the line being decoded).
///
/// ```swift
/// var reader = try TraceReader(path: "trace.jsonl")
/// let verdict = reader.verify()
/// ```
///
/// Inside the package, `next()` gives each record, and throws a `TraceError` for the first line
/// that breaks a rule of the format, and for a trace with no header once the input ends.
public struct TraceReader {
  /// A line longer than this is an error rather than a reason to grow the buffer without bound.
  package static let maximumLineLength = 1 << 20

  private let input: Input
  private var decoder = TraceDecoder()
  private var lineNumber = 0
  private var finished = false

  /// The header, once read.
  package var header: TraceHeader? { decoder.header }
  /// The projection that replaces the header's, or gives a version 1.2 trace one
  /// (`lifecycle verify --projection`); set it before reading.
  package var projection: Projection? {
    get { decoder.projectionOverride }
    set { decoder.projectionOverride = newValue }
  }
  /// The number of lines read so far.
  package var linesRead: Int { lineNumber }
  /// The error behind an `invalid` verdict, whole: the command line reads its problem. After a
  /// non-conformant `verifyEvery`, the line that broke the format and ended the judging, if any.
  package internal(set) var invalidity: TraceError?

  /// Reads the file at `path`.
  ///
  /// - Throws: an error that names the file and says why if it cannot be opened or is a directory.
  public init(path: String) throws {
    let descriptor: Int32
    do {
      descriptor = try Descriptor.openForReading(path)
    } catch {
      throw OpenError(path: path, reason: error.description)
    }
    if Descriptor.isFolder(descriptor) {
      Descriptor.close(descriptor)
      throw OpenError(path: path, reason: "is a directory")
    }
    input = .bytes(ByteLines(descriptor: descriptor, closesWhenDone: true))
  }

  /// Reads an open file descriptor, such as standard input (0); it is not closed.
  public init(fileDescriptor: Int32) {
    input = .bytes(ByteLines(descriptor: fileDescriptor, closesWhenDone: false))
  }

  /// Reads a trace held in memory.
  public init(bytes: [UInt8]) {
    input = .bytes(ByteLines(contents: bytes))
  }

  /// Reads lines one at a time from `nextLine`, which returns each without its line break
  /// and `nil` at the end.
  package init(lines nextLine: @escaping () -> String?) {
    input = .lines(nextLine)
  }

  /// The next record and its line number, skipping blank lines; `nil` at the end.
  package mutating func next() throws(TraceError) -> (line: Int, record: TraceRecord)? {
    while !finished {
      switch input {
      case .bytes(let lines):
        // `nil` at the end of the input; a line that holds no record (a blank one) is `.some(nil)`.
        let line = try lines.nextLine(limit: Self.maximumLineLength) { (bytes) throws(TraceError) -> TraceRecord? in
          lineNumber += 1
          guard bytes.count <= Self.maximumLineLength else {
            // A blank line is skipped whatever its length (one read whole, from memory).
            if bytes.allSatisfy(ByteLines.isBlank) { return nil }
            throw TraceError(line: lineNumber, .lineTooLong(limit: Self.maximumLineLength))
          }
          return try decoder.decode(bytes, number: lineNumber)
        }
        if let line {
          if let record = line { return (lineNumber, record) }
          continue
        }
        if let reason = lines.readError {
          finished = true
          throw TraceError(line: lineNumber + 1, .unreadable(reason))
        }
      case .lines(let nextLine):
        guard let text = nextLine() else { break }
        lineNumber += 1
        guard text.utf8.count <= Self.maximumLineLength else {
          // A blank line is skipped whatever its length, as from a file.
          if text.utf8.allSatisfy(ByteLines.isBlank) { continue }
          throw TraceError(line: lineNumber, .lineTooLong(limit: Self.maximumLineLength))
        }
        if let record = try decoder.decode(text, number: lineNumber) { return (lineNumber, record) }
        continue
      }
      finished = true
      try decoder.finish(lineCount: lineNumber)
    }
    return nil
  }

  /// A trace file that cannot be opened.
  package struct OpenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as given.
    package let path: String
    /// Why, as the system says it: "No such file or directory".
    package let reason: String
    /// `cannot read 'PATH': REASON`.
    package var description: String { "cannot read '\(path)': \(reason)" }
  }

  private enum Input {
    case bytes(ByteLines)
    case lines(() -> String?)
  }
}
