import Foundation

/// Puts a generated folder on disk, all or nothing, and compares a folder with one: the
/// reference site (`lifecycle docs`) and a conformance report (`lifecycle conform --report`).
///
/// ```swift
/// let writer = FolderWriter(site: "DocsSite")
/// try writer.write(DocsSite.render(Scenario.all))
/// try writer.differences(from: DocsSite.render(Scenario.all))   // [] right after
/// ```
///
/// `write` renders nothing itself and touches nothing outside the folder but a folder of its
/// own beside it: `DocsSite.tmp-…`, marked as its own by a file it writes there first
/// (`stagingMarker`). It writes every file into that folder's `new` and exchanges it with the
/// folder in one step, then deletes the staging folder, which now holds the old one. Where the
/// system cannot exchange folders it moves the old folder into the staging folder and the new
/// one into place. A failure at any point leaves the old folder as it was and removes what was
/// made; a kill leaves the old folder or the new one, and the next run removes (or, after a
/// kill between the two renames, puts back) what the killed run left, going by the marker: a
/// folder merely named like a staging folder is never touched. Runs in the same parent folder
/// take turns. It refuses to replace a non-empty folder its `contents` do not recognise as one
/// it wrote, and, when they carry a marker, one holding a file it did not write (one that is
/// neither a new file nor starts with the marker), which the error names.
package struct FolderWriter: Sendable {
  /// The folder as the user gave it, for messages.
  package let path: String
  let url: URL
  /// Whether to exchange the folders in one step where the system can; tests turn it off to
  /// reach the two renames.
  let swapping: Bool
  /// Called at each step of `write`, for tests that end the process there.
  let reached: (@Sendable (Step) -> Void)?
  /// Whether this process may remove the entries of a folder: the system's answer, or a test's,
  /// since permissions do not bind the root user the tests may run as.
  let mayEmpty: @Sendable (String) -> Bool
  /// What the folder holds: a site, a report.
  let contents: Contents

  /// A writer of the folder at `path`, which holds `contents`; `swapping`, `mayEmpty` and
  /// `reached` for tests that reach the two renames, a read-only folder, or end the process at a
  /// step.
  package init(
    folder path: String, contents: Contents, swapping: Bool = true,
    mayEmpty: @escaping @Sendable (String) -> Bool = FolderWriter.mayEmpty,
    reached: (@Sendable (Step) -> Void)? = nil
  ) {
    self.path = path
    self.url = URL(fileURLWithPath: path).standardizedFileURL
    self.contents = contents
    self.swapping = swapping
    self.mayEmpty = mayEmpty
    self.reached = reached
  }

  /// Whether the system lets this process remove the entries of `folder`.
  @Sendable package static func mayEmpty(_ folder: String) -> Bool { FileSystem.cannotWrite(into: folder) == nil }

  /// Replaces the folder with exactly these pages (paths relative to it).
  package func write(_ pages: [String: String]) throws(FolderFailure) {
    try write(pages, folders: [])
  }

  /// Replaces the folder with exactly these pages, and these folders even when empty (paths
  /// relative to it).
  package func write(_ pages: [String: String], folders: [String]) throws(FolderFailure) {
    try validate(Array(pages.keys) + folders)
    let name = url.lastPathComponent
    guard !name.isEmpty, name != "/", name != "..", name != "." else {
      throw FolderFailure("cannot write the \(contents.noun) to '\(path)'; name a folder")
    }
    let parent = url.deletingLastPathComponent()
    var ancestor = parent
    while !FileManager.default.fileExists(atPath: ancestor.path), ancestor.path != "/" {
      ancestor = ancestor.deletingLastPathComponent()
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder), !isFolder.boolValue {
      throw FolderFailure(
        "cannot write the \(contents.noun) to '\(path)': '\(ancestor.path)' is a file, not a folder")
    }
    try whileLocked(parent) { () throws(FolderFailure) in
      try recoverInterruptedRun(in: parent, name: name)
      try replace(with: pages, folders: folders, name: name, parent: parent)
    }
  }

  private func replace(
    with pages: [String: String], folders: [String], name: String, parent: URL
  ) throws(FolderFailure) {
    let existing = try inspect()
    if existing == .foreign, let reason = contents.foreignReason(url) {
      throw FolderFailure("refusing to replace '\(path)': \(reason)")
    }
    if existing != .absent, let folder = folderThatCannotBeEmptied() {
      let named = folder.isEmpty ? path : url.appendingPathComponent(folder).path
      throw FolderFailure(
        "cannot replace '\(path)': '\(named)' is read-only, so the old \(contents.noun) could not be removed; "
          + "'\(path)' is unchanged")
    }
    if existing == .generated, let marker = contents.marker {
      let others = filesNotWritten(keeping: pages, marker: marker)
      if !others.isEmpty {
        let named = others.prefix(3).map { "'\(Quoted($0))'" }.joined(separator: ", ")
        throw FolderFailure(
          "refusing to replace '\(path)': it holds \(named)\(others.count > 3 ? " and \(others.count - 3) more" : ""), "
            + "which this command did not write; the \(contents.noun) replaces its whole folder, so move "
            + "\(others.count == 1 ? "it" : "them") out first")
      }
    }
    let staging = try makeStaging(in: parent, name: name)
    let fresh = staging.appendingPathComponent("new")
    do {
      try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: false)
      for folder in folders {
        try FileManager.default.createDirectory(
          at: fresh.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
      for path in pages.keys.sorted() {
        let file = fresh.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(pages[path]!.utf8).write(to: file)
      }
    } catch {
      try? Self.removeStaging(staging)
      throw FolderFailure(
        "cannot write the \(contents.noun) into '\(fresh.path)': \(Self.reason(error)); '\(path)' is unchanged")
    }
    reached?(.written)
    if existing == .absent {
      try move(fresh, to: url, undo: staging)
    } else {
      let swapped: Bool
      do throws(FolderFailure) { swapped = swapping ? try exchange(fresh, url) : false } catch {
        try? Self.removeStaging(staging)
        throw error
      }
      // Exchanged, `new` now holds the previous folder; else it is moved aside into the staging
      // folder, where the next run finds it to put back if this one ends before the second rename.
      if !swapped {
        let previous = staging.appendingPathComponent("previous")
        try move(url, to: previous, undo: staging)
        reached?(.movedAside)
        try move(fresh, to: url, undo: (previous, url, staging))
      }
    }
    reached?(.replaced)
    do {
      try Self.removeStaging(staging)
    } catch {
      throw FolderFailure(
        "wrote '\(path)' but cannot remove the previous \(contents.noun) at '\(staging.path)': \(Self.reason(error))")
    }
  }

  /// The paths where the folder differs from `pages`, sorted by path: pages that are
  /// missing or changed, and files the pages do not include.
  package func differences(from pages: [String: String]) throws(FolderFailure) -> [FolderDifference] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return pages.keys.sorted().map { FolderDifference(path: $0, kind: .missing) }
    }
    guard isDirectory.boolValue else { throw FolderFailure("'\(path)' is a file, not a folder") }
    let onDisk = entries()
    var differences: [FolderDifference] = []
    for (page, contents) in pages {
      switch onDisk[page] {
      case nil:
        differences.append(FolderDifference(path: page, kind: .missing))
      case .file:
        guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(page).path) else {
          differences.append(FolderDifference(path: page, kind: .unreadable))
          continue
        }
        if data != Data(contents.utf8) { differences.append(FolderDifference(path: page, kind: .changed)) }
      case .symlink: differences.append(FolderDifference(path: page, kind: .symlink))
      case .unreadable: differences.append(FolderDifference(path: page, kind: .unreadable))
      case .special: differences.append(FolderDifference(path: page, kind: .changed))
      }
    }
    for (entry, kind) in onDisk where pages[entry] == nil {
      let difference: FolderDifference.Kind =
        switch kind {
        case .file, .special: .extra
        case .symlink: .symlink
        case .unreadable: .unreadable
        }
      differences.append(FolderDifference(path: entry, kind: difference))
    }
    return differences.sorted { $0.path < $1.path }
  }

  // MARK: - Steps

  private enum Existing { case absent, empty, generated, foreign }

  private func inspect() throws(FolderFailure) -> Existing {
    let manager = FileManager.default
    if let type = try? manager.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType,
      type == .typeSymbolicLink
    {
      throw FolderFailure("'\(path)' is a symbolic link; pass the folder it points to")
    }
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return .absent }
    guard isDirectory.boolValue else { throw FolderFailure("'\(path)' is a file, not a folder") }
    let entries: [String]
    do { entries = try manager.contentsOfDirectory(atPath: url.path) } catch {
      throw FolderFailure("cannot read '\(path)': \(Self.reason(error))")
    }
    if entries.isEmpty { return .empty }
    return contents.foreignReason(url) == nil ? .generated : .foreign
  }

  /// Renames `source` to `destination`; on failure removes the staging folder `undo`.
  private func move(_ source: URL, to destination: URL, undo staging: URL) throws(FolderFailure) {
    try move(source, to: destination) { try? Self.removeStaging(staging) }
  }

  /// Renames `source` to `destination`; on failure renames the old folder back, then removes
  /// the staging folder.
  private func move(
    _ source: URL, to destination: URL, undo: (old: URL, original: URL, staging: URL)
  ) throws(FolderFailure) {
    try move(source, to: destination) {
      _ = rename(undo.old.path, undo.original.path)
      try? Self.removeStaging(undo.staging)
    }
  }

  private func move(_ source: URL, to destination: URL, onFailure: () -> Void) throws(FolderFailure) {
    guard rename(source.path, destination.path) != 0 else { return }
    let reason = SystemError.last
    onFailure()
    throw FolderFailure("cannot rename '\(source.path)' to '\(destination.path)': \(reason); '\(path)' is unchanged")
  }

  // MARK: - Helpers

  private func validate(_ pages: [String]) throws(FolderFailure) {
    for page in pages {
      let parts = page.split(separator: "/", omittingEmptySubsequences: false)
      guard !page.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
        throw FolderFailure("page path '\(page)' is not inside the \(contents.noun) folder")
      }
    }
  }

  static func suffix() -> String {
    String(UInt32.random(in: 0x1000_0000...UInt32.max), radix: 16)
  }

  /// The system's words for what went wrong: Foundation wraps a POSIX error in its own, whose
  /// description names only its domain and code. `package`: the CLI's report folder says its
  /// failures in the same words.
  package static func reason(_ error: any Error) -> String {
    var error = error as NSError
    while let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError { error = underlying }
    if error.domain == NSPOSIXErrorDomain { return SystemError.message(Int32(error.code)) }
    return error.localizedFailureReason ?? error.localizedDescription
  }
}
