/// The first line a program writes over the pipe, which tells what it is: an engine, which
/// calls the delegates (`"protocol": "lifecycle-engine"`), or a mapper, which receives them
/// (`"protocol": "lifecycle-mapper"`, Conformance/SPEC.md#what-the-kit-checks-of-a-mapper).
enum PipeHello: Hashable, Sendable {
  /// An engine's hello.
  case engine(EngineHello)
  /// A mapper's hello.
  case mapper(MapperHello)

  /// Reads a hello line of either protocol; throws the misbehaviour it shows. A line of neither
  /// is judged as an engine's hello, whose faults name what a hello is.
  init(_ text: String) throws(EngineMisbehaviour) {
    if JSONValue(parsing: text)?["protocol"]?.stringValue == MapperHello.protocolName {
      self = .mapper(try MapperHello(text))
    } else {
      self = .engine(try EngineHello(text))
    }
  }
}
