/// The values a state property may read inside one callback (Conformance/SPEC.md#argument-states),
/// with where that comes from: one value when a source says so, several, marked uncertain, when
/// none does.
///
/// ```swift
/// AllowedState(values: [.inactive], provenance: .documented(AppleDocumentation.applicationState, "…"))
/// ```
package struct AllowedState<Value: Hashable & Sendable & RawRepresentable<String>>: Hashable, Sendable {
  /// The values allowed, most likely first; never empty.
  package var values: [Value]
  /// Why these values: documented or observed for one value, uncertain for several.
  package var provenance: Provenance

  /// The values a state may read, most likely first, and why.
  package init(values: [Value], provenance: Provenance) {
    precondition(!values.isEmpty, "a state reads some value")
    self.values = values
    self.provenance = provenance
  }

  /// Whether `value` is allowed.
  package func allows(_ value: Value) -> Bool { values.contains(value) }

  /// The values as a diff shows them: `inactive`, or `active or inactive`.
  package var summary: String { values.map(\.rawValue).joined(separator: " or ") }
}
