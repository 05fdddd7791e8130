/// The package's identity: one semantic version, shown by `lifecycle --version`, written into
/// every conformance report, and named by CHANGELOG.md's sections.
package enum LifecycleKit {
  /// The package's semantic version: a major step when engine authors' code or a published
  /// format changes incompatibly, a minor step for additions.
  package static let version = "3.0.0"
  /// The newest trace format version `lifecycle verify` reads and `lifecycle record` writes.
  package static let traceFormatVersion = FormatVersion.latest.description
}
