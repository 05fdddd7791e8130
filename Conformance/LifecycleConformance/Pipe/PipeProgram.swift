/// A program in any language over the pipe, told apart by its hello: an engine, which calls the
/// delegates, or a mapper, which receives them (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper).
///
/// ```swift
/// switch try PipeProgram.start(command: ["node", "mapper.js"]) {
/// case .engine(let engine): ...   // ConformanceDriver(...).verify({ engine }, ...)
/// case .mapper(let mapper): ...   // the same, through MappedEngine
/// }
/// ```
@MainActor
package enum PipeProgram {
  /// A program whose hello says `"protocol": "lifecycle-engine"`.
  case engine(PipeEngine)
  /// A program whose hello says `"protocol": "lifecycle-mapper"`.
  case mapper(PipeMapper)

  /// Starts `command` and reads its hello within `limit`.
  ///
  /// - Throws: `PipeEngine.LaunchError` when the command cannot be started at all;
  ///   `EngineMisbehaviour` when it starts but gives no usable hello.
  package static func start(command: [String], limit: Duration = .seconds(5)) throws -> PipeProgram {
    let connection = try PipeConnection(command: command, limit: limit)
    switch connection.hello! {
    case .engine(let hello): return .engine(PipeEngine(connection: connection, hello: hello))
    case .mapper(let hello): return .mapper(PipeMapper(connection: connection, hello: hello))
    }
  }
}
