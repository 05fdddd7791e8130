import Testing

@testable import Lifecycle

/// A divergence's `response:` line names the section that says how the model answers its
/// stimulus in the state the step started from, not only by the stimulus's name.
@Suite("The response section of a divergence")
struct ResponseSectionTests {
  static let launch = """
    {"format": "lifecycle-trace", "version": 1, "lifecycle": "scene"}
    {"stimulus": "tapIcon"}
    {"callback": "application(_:willFinishLaunchingWithOptions:)"}
    {"callback": "application(_:didFinishLaunchingWithOptions:)"}
    {"callback": "application(_:configurationForConnecting:options:)"}
    {"callback": "scene(_:willConnectTo:options:)", "scene": "main"}
    {"callback": "sceneWillEnterForeground(_:)", "scene": "main"}
    {"callback": "sceneDidBecomeActive(_:)", "scene": "main"}

    """

  static func divergence(_ text: String) throws -> Divergence {
    var reader = TraceReader(bytes: Array(text.utf8))
    guard case .nonconformant(let divergence) = reader.verify() else {
      throw Failure(description: "the trace conforms: \(text)")
    }
    return divergence
  }

  struct Failure: Error, CustomStringConvertible { var description: String }

  @Test("closing the only session links the section on closing the last scene")
  func onlySession() throws {
    // Nothing delivered: the active scene must resign first.
    let divergence = try Self.divergence(Self.launch + #"{"stimulus": "closeScene", "scene": "main"}"# + "\n")
    #expect(divergence.responseSection == "closing-the-last-scene")
    #expect(divergence.description.contains("response: Conformance/SPEC.md#closing-the-last-scene"), "\(divergence)")
  }

  @Test("closing one of two sessions links the multi-scene section")
  func oneOfTwo() throws {
    let second = """
      {"stimulus": "openScene", "scene": "second"}
      {"callback": "application(_:configurationForConnecting:options:)"}
      {"callback": "scene(_:willConnectTo:options:)", "scene": "second"}
      {"callback": "sceneWillEnterForeground(_:)", "scene": "second"}
      {"callback": "sceneDidBecomeActive(_:)", "scene": "second"}
      {"stimulus": "closeScene", "scene": "second"}

      """
    let divergence = try Self.divergence(Self.launch + second)
    #expect(divergence.responseSection == "multi-scene")
    #expect(divergence.description.contains("response: Conformance/SPEC.md#multi-scene"), "\(divergence)")
  }
}
