import Foundation
import Lifecycle

extension SiteWriter {
  /// What is at a path inside the folder, as `lstat` sees it: links are not followed.
  enum Entry: Equatable {
    case file
    case symlink
    /// A folder that cannot be listed.
    case unreadable
    /// A FIFO, a socket or a device: never opened, since opening a FIFO would wait for a writer.
    case special
  }

  /// Everything under the folder but the folders that could be listed, by site path. A link is
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

  /// The first folder of the site (itself included) whose entries this process may not
  /// remove, by site path (`""` for the folder itself): the old site could then not be
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
}
