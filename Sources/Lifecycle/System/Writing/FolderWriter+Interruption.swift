import Foundation

// The C library itself, not Lifecycle/System's helpers: the exchange in one step and the lock
// on the parent are calls only this file makes, each differing between Linux and Darwin.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FolderWriter {
  /// The points of `write` after which a kill leaves something on disk, for tests that end the
  /// process there.
  package enum Step: Sendable, Equatable {
    /// Every file is in the temporary folder.
    case written
    /// Without an atomic swap: the old folder is renamed aside and the new one not yet in place.
    case movedAside
    /// The new folder is in place; the old one is not yet removed.
    case replaced
  }

  /// Exchanges two folders in one step (`renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)`
  /// on Darwin): there is no moment without the folder. `false` when the file system or the
  /// system cannot; throws for any other failure.
  func exchange(_ a: URL, _ b: URL) throws(FolderFailure) -> Bool {
    #if canImport(Darwin)
    let result = renamex_np(a.path, b.path, UInt32(RENAME_SWAP))
    #elseif canImport(Glibc)
    // renameat2 is not in the Glibc module's headers; glibc has exported it since 2.28.
    typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
    guard let symbol = dlsym(nil, "renameat2") else { return false }
    let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
    let renameExchange: UInt32 = 2
    let result = renameat2(AT_FDCWD, a.path, AT_FDCWD, b.path, renameExchange)
    #else
    let result: Int32 = -1
    errno = ENOSYS
    #endif
    if result == 0 { return true }
    let error = errno
    if error == EINVAL || error == ENOSYS || error == ENOTSUP { return false }
    throw FolderFailure(
      "cannot exchange '\(a.path)' with '\(b.path)': \(SystemError.message(error)); '\(path)' is unchanged")
  }

  /// Runs `body` while holding an exclusive lock on the folder's parent, so that runs writing
  /// beside each other take turns instead of renaming each other's folders away.
  func whileLocked<T>(_ parent: URL, _ body: () throws(FolderFailure) -> T) throws(FolderFailure) -> T {
    let descriptor = open(parent.path, O_RDONLY)
    // No parent to lock: the write fails anyway, with its own message.
    guard descriptor >= 0 else { return try body() }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }
}
