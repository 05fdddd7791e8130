/// The package's identity: one semantic version, shown by `lifecycle --version`, written into
/// every conformance report, and named by CHANGELOG.md's sections.
public enum LifecycleKit {
  /// The package's semantic version: a major step when engine authors' code or a published
  /// format changes incompatibly, a minor step for additions.
  public static let version = "2.0.0"
  /// The newest trace format version `lifecycle verify` reads and `lifecycle record` writes.
  public static let traceFormatVersion = FormatVersion.latest.description
}
