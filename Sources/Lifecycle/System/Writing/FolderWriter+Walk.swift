import Foundation

extension FolderWriter {
  /// What is at a path inside the folder, as `lstat` sees it: links are not followed.
  enum Entry: Equatable {
    case file
    case symlink
    /// A folder that cannot be listed.
    case unreadable
    /// A FIFO, a socket or a device: never opened, since opening a FIFO would wait for a writer.
    case special
  }

  /// Everything under the folder but the folders that could be listed, by path. A link is
  /// an entry of its own, never followed: a dangling one, one that loops, or one to `..`.
  func entries() -> [String: Entry] {
    var entries: [String: Entry] = [:]
    var folders = [""]
    while let folder = folders.popLast() {
      let absolute = folder.isEmpty ? url.path : url.appendingPathComponent(folder).path
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute) else {
        entries[folder] = .unreadable
        continue
      }
      for name in names {
        let relative = folder.isEmpty ? name : folder + "/" + name
        switch FileSystem.kind(at: url.appendingPathComponent(relative).path) {
        case nil: entries[relative] = .unreadable
        case .folder: folders.append(relative)
        case .regularFile: entries[relative] = .file
        case .symbolicLink: entries[relative] = .symlink
        default: entries[relative] = .special
        }
      }
    }
    return entries
  }

  /// The first folder (itself included) whose entries this process may not
  /// remove, by path (`""` for the folder itself): the old folder could then not be
  /// deleted once the new one is in place, so `write` refuses before writing anything.
  func folderThatCannotBeEmptied() -> String? {
    var folders = [""]
    while let folder = folders.popLast() {
      let absolute = folder.isEmpty ? url.path : url.appendingPathComponent(folder).path
      guard mayEmpty(absolute) else { return folder }
      for name in (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? [] {
        let relative = folder.isEmpty ? name : folder + "/" + name
        if FileSystem.kind(at: url.appendingPathComponent(relative).path) == .folder { folders.append(relative) }
      }
    }
    return nil
  }

  /// The files under the folder, by path and sorted, that are neither among `pages` nor
  /// start with `marker`: ones this writer did not write (a link, a device, a folder it cannot
  /// list are never its own).
  func filesNotWritten(keeping pages: [String: String], marker: String) -> [String] {
    let marker = Data(marker.utf8)
    return entries().filter { path, kind in
      guard pages[path] == nil else { return false }
      guard kind == .file, let handle = FileHandle(forReadingAtPath: url.appendingPathComponent(path).path) else {
        return true
      }
      defer { try? handle.close() }
      return (try? handle.read(upToCount: marker.count)) != marker
    }.keys.sorted()
  }
}
