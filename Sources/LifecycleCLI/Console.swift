import Foundation
import Lifecycle

/// Where a command reads and writes: the process's streams, or buffers in tests. Sendable, so
/// that `conform` takes it to the main actor, where the kit drives engines.
struct Console: Sendable {
  /// Writes to standard output.
  var out: @Sendable (String) -> Void
  /// Writes to standard error.
  var err: @Sendable (String) -> Void
  /// Reads one line of standard input, without its newline; `nil` at the end.
  var readLine: @Sendable () -> String?
  /// Whether standard output is a terminal (escape codes only then).
  var isTerminal: Bool
  /// Whether standard input is a terminal (a person typing, so prompts are shown).
  var isInteractive = false
  /// Whether standard error is a terminal: `conform` draws its progress line only then.
  var isErrorTerminal = false
  /// Standard input as a file descriptor, when it is one: `verify -` reads its bytes exactly as
  /// it reads a file's (no repair of invalid UTF-8, the same line limit, bounded memory).
  var inputDescriptor: Int32?
  /// Why writing to standard output failed, once it has (`/dev/full`, a closed descriptor, a
  /// broken pipe); `nil` while every write succeeded.
  var outputFailure: @Sendable () -> String? = { nil }

  /// The process's own streams.
  static var standard: Console {
    let output = DescriptorStream(Descriptor.standardOutput)
    let error = DescriptorStream(Descriptor.standardError)
    return Console(
      out: { output.write($0) },
      err: { error.write($0) },
      readLine: { Swift.readLine(strippingNewline: true) },
      isTerminal: Descriptor.isTerminal(Descriptor.standardOutput),
      isInteractive: Descriptor.isTerminal(Descriptor.standardInput),
      isErrorTerminal: Descriptor.isTerminal(Descriptor.standardError),
      inputDescriptor: Descriptor.standardInput,
      outputFailure: { output.failure })
  }

  /// A console on three open descriptors, for running a command against real files and pipes.
  static func descriptors(
    input: Int32, output: Int32, error: Int32
  )
    -> (console: Console, errorFailure: @Sendable () -> String?)
  {
    let out = DescriptorStream(output)
    let err = DescriptorStream(error)
    let console = Console(
      out: { out.write($0) }, err: { err.write($0) }, readLine: { nil }, isTerminal: false,
      isInteractive: false, inputDescriptor: input, outputFailure: { out.failure })
    return (console, { err.failure })
  }

  /// Writes a line to standard output.
  func print(_ line: String = "") { out(line + "\n") }
}

/// Writes whole strings to a file descriptor, and remembers the first failure instead of
/// trapping: after it, writes are dropped (the command finishes and reports it once).
final class DescriptorStream: @unchecked Sendable {
  private let descriptor: Int32
  private(set) var failure: String?

  init(_ descriptor: Int32) { self.descriptor = descriptor }

  func write(_ text: String) {
    guard failure == nil else { return }
    do {
      try Descriptor.write(text, to: descriptor)
    } catch {
      failure = error.description
    }
  }
}
