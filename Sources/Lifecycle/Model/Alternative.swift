/// One allowed answer of the model to a stimulus: a response, the state that follows, and
/// why it is allowed.
public struct Alternative: Hashable, Sendable {
  /// The events that may be delivered, in the order the model lists them.
  public var response: Response
  /// The model after the response.
  public var next: LifecycleModel
  /// Why this alternative exists when there are several (the source that allows it); `nil`
  /// when it is the only one.
  public var provenance: Provenance?

  /// Creates an alternative: a response, the model after it, and its source.
  public init(response: Response, next: LifecycleModel, provenance: Provenance? = nil) {
    self.response = response
    self.next = next
    self.provenance = provenance
  }
}
