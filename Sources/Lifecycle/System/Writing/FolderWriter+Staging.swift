import Foundation

extension FolderWriter {
  /// The file a staging folder holds from the moment it is made, before anything else: what a
  /// later run goes by to remove the folder. A name alone proves nothing: `Site.old-20241201`
  /// may be the user's own backup.
  static let stagingMarker = ".lifecycle-staging"

  /// The marker's text in the staging folder `folderName`: it names that folder, so a copy
  /// under another name is not taken for one.
  static func stagingMarkerText(_ folderName: String) -> String {
    "lifecycle made '\(folderName)' to replace the folder beside it; a later run removes it.\n"
  }

  /// Makes a staging folder beside the folder, `Name.tmp-1a2b3c4d`, marked as this writer's:
  /// the new pages go into its `new` folder, and the previous folder into it (`previous`, or
  /// `new` after an exchange) on its way out. Nothing the writer makes beside the folder is
  /// ever unmarked but for the moment between the folder and its marker.
  func makeStaging(in parent: URL, name: String) throws(FolderFailure) -> URL {
    var lastError: (any Error)?
    for _ in 0..<8 {
      let candidate = parent.appendingPathComponent("\(name).tmp-\(Self.suffix())")
      do {
        try FileManager.default.createDirectory(at: candidate, withIntermediateDirectories: false)
      } catch {
        lastError = error
        continue
      }
      do {
        try Data(Self.stagingMarkerText(candidate.lastPathComponent).utf8)
          .write(to: candidate.appendingPathComponent(Self.stagingMarker))
        return candidate
      } catch {
        try? FileManager.default.removeItem(at: candidate)
        throw FolderFailure(
          "cannot write into the temporary folder '\(candidate.path)': \(Self.reason(error)); '\(path)' is unchanged")
      }
    }
    throw FolderFailure("cannot create a temporary folder beside '\(path)': \(lastError.map(Self.reason) ?? "unknown")")
  }

  /// Whether `folder` is a staging folder a run of this writer made: it holds the marker
  /// naming it. A folder or a link named like one without it is left alone.
  static func isStaging(_ folder: URL) -> Bool {
    guard FileSystem.kind(at: folder.path) == .folder else { return false }
    let marker = folder.appendingPathComponent(stagingMarker)
    guard FileSystem.kind(at: marker.path) == .regularFile,
      let text = FileManager.default.contents(atPath: marker.path)
    else { return false }
    return text == Data(stagingMarkerText(folder.lastPathComponent).utf8)
  }

  /// Removes a staging folder, its marker last: a kill while removing it leaves it marked, for
  /// the next run to finish.
  static func removeStaging(_ folder: URL) throws {
    let manager = FileManager.default
    for entry in try manager.contentsOfDirectory(atPath: folder.path) where entry != stagingMarker {
      try manager.removeItem(at: folder.appendingPathComponent(entry))
    }
    try manager.removeItem(at: folder)
  }

  /// Cleans up after a run that was killed: puts back a previous folder that was moved into a
  /// staging folder when the folder is missing, and removes the staging folders left beside it.
  /// Called with the parent locked, so no running write owns them.
  func recoverInterruptedRun(in parent: URL, name: String) throws(FolderFailure) {
    let stagings = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [])
      .filter { $0.hasPrefix(name + ".tmp-") }.sorted()
      .map { parent.appendingPathComponent($0) }.filter(Self.isStaging)
    if FileSystem.kind(at: url.path) == nil,
      let previous = stagings.map({ $0.appendingPathComponent("previous") })
        .first(where: { FileSystem.kind(at: $0.path) == .folder })
    {
      guard rename(previous.path, url.path) == 0 else {
        throw FolderFailure(
          "cannot put the previous \(contents.noun) '\(previous.path)' back at '\(path)': " + SystemError.last)
      }
    }
    for staging in stagings {
      do {
        try Self.removeStaging(staging)
      } catch {
        throw FolderFailure("cannot remove '\(staging.path)', left by an interrupted run: " + Self.reason(error))
      }
    }
  }
}
