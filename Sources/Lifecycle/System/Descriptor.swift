#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calls the package makes on file descriptors (a trace, standard input and output, an
/// engine's pipes), one line each over the C library's: a call a signal interrupts (`EINTR`) is
/// made again, and a failure is thrown as a `SystemError`.
package enum Descriptor {
  /// Standard input (0).
  package static let standardInput = STDIN_FILENO
  /// Standard output (1).
  package static let standardOutput = STDOUT_FILENO
  /// Standard error (2).
  package static let standardError = STDERR_FILENO

  /// A new descriptor reading the file at `path` (`open(2)`).
  package static func openForReading(_ path: String) throws(SystemError) -> Int32 {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw .current }
    return descriptor
  }

  /// Whether `descriptor` is open on a folder (`fstat(2)`); `false` when that cannot be told.
  package static func isFolder(_ descriptor: Int32) -> Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && (status.st_mode & mode_t(S_IFMT)) == mode_t(S_IFDIR)
  }

  /// Whether `descriptor` is a terminal (`isatty(3)`): a person, not a file or a pipe.
  package static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Whether `descriptor` has input (or its end) to read now, without waiting (`poll(2)`).
  package static func hasInput(_ descriptor: Int32) -> Bool {
    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&waiting, 1, 0) > 0
  }

  /// Waits, for as long as it takes, until `descriptor` has input, its end or a failure to read
  /// (`poll(2)`).
  package static func waitForInput(_ descriptor: Int32) {
    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while poll(&waiting, 1, -1) < 0, errno == EINTR {}
  }

  /// Reads what has come, up to `buffer.count` bytes, into the start of `buffer` (`read(2)`):
  /// how many bytes, 0 at the end of the input.
  @inline(never)
  package static func read(_ descriptor: Int32, into buffer: inout [UInt8]) throws(SystemError) -> Int {
    // Out of line (above), as the C call it wraps is: it runs once per chunk, and inlined into a
    // reader's loop it leaves less room for what that loop inlines for each line.
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 { return count }
      if errno != EINTR { throw .current }
    }
  }

  /// Writes all of `bytes` (`write(2)`, as many times as it takes).
  package static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(SystemError) {
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw .current
      }
      offset += written
    }
  }

  /// Writes all of `text`, in UTF-8.
  package static func write(_ text: String, to descriptor: Int32) throws(SystemError) {
    var text = text
    try text.withUTF8 { bytes in
      Result { () throws(SystemError) in try write(UnsafeRawBufferPointer(bytes), to: descriptor) }
    }.get()
  }

  /// Closes `descriptor` (`close(2)`).
  package static func close(_ descriptor: Int32) { _ = systemClose(descriptor) }
}

// The C library's calls under names `Descriptor`'s own do not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
