#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the package asks the file system by path, through the C library, where Foundation
/// would follow a symbolic link or say less.
package enum FileSystem {
  /// What is at a path, as `lstat(2)` sees it: a symbolic link is not followed.
  package enum Kind: Hashable, Sendable {
    case regularFile
    case folder
    case symbolicLink
    /// A FIFO (named pipe).
    case fifo
    case characterDevice
    case blockDevice
    case socket
    /// A kind the C library names and these do not.
    case other

    /// The kind in a message: "a regular file", "a character device".
    package var words: String {
      switch self {
      case .regularFile: "a regular file"
      case .symbolicLink: "a symbolic link"
      case .fifo: "a FIFO (named pipe)"
      case .characterDevice: "a character device"
      case .blockDevice: "a block device"
      case .folder: "a folder"
      case .socket: "a socket"
      case .other: "not a regular file"
      }
    }
  }

  /// What is at `path`, the link itself for a symbolic link unless `followingLinks` (then what
  /// it points to, `stat(2)`); `nil` when nothing can be seen there (nothing is, or a folder on
  /// the way cannot be searched).
  package static func kind(at path: String, followingLinks: Bool = false) -> Kind? {
    var info = stat()
    guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regularFile
    case S_IFDIR: return .folder
    case S_IFLNK: return .symbolicLink
    case S_IFIFO: return .fifo
    case S_IFCHR: return .characterDevice
    case S_IFBLK: return .blockDevice
    case S_IFSOCK: return .socket
    default: return .other
    }
  }

  /// The size in bytes of what is at `path`, a link followed (`stat(2)`); `nil` when nothing
  /// can be seen there.
  package static func size(at path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_size)
  }

  /// Why this process may not make and remove entries in the folder at `path` (`access(2)` for
  /// writing and searching), or `nil` when it may.
  package static func cannotWrite(into path: String) -> SystemError? {
    access(path, W_OK | X_OK) == 0 ? nil : .current
  }

  /// Writes `text` as the file at `path`, replacing one that is there (`fopen(3)` for writing).
  package static func write(_ text: String, toFile path: String) throws(SystemError) {
    guard let file = fopen(path, "w") else { throw .current }
    let written = text.utf8CString.withUnsafeBufferPointer { fputs($0.baseAddress!, file) }
    let closed = fclose(file)
    if written < 0 || closed != 0 { throw .current }
  }
}
