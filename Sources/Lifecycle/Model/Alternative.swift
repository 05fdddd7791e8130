/// One allowed answer of the model to a stimulus: a response, the state that follows, and
/// why it is allowed.
package struct Alternative: Hashable, Sendable {
  /// The events that may be delivered, in the order the model lists them.
  package var response: Response
  /// The model after the response.
  package var next: LifecycleModel
  /// Why this alternative exists when there are several (the source that allows it); `nil`
  /// when it is the only one.
  package var provenance: Provenance?

  /// Creates an alternative: a response, the model after it, and its source.
  package init(response: Response, next: LifecycleModel, provenance: Provenance? = nil) {
    self.response = response
    self.next = next
    self.provenance = provenance
  }
}
