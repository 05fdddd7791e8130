/// Serves a Swift mapper over the mapper protocol on standard input and output
/// (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper): what `LifecycleEngineHost mapper`
/// runs, so that the benchmark sets a mapper's step over the pipe beside an engine's.
///
/// The hello is written from the mapper's capabilities; each start line makes a fresh mapper
/// and answers its initial state; the events of a step go to the delegates it returned, and the
/// step's `end` line is answered with the changes it reported, then `{"done": true}`.
@MainActor
package enum MapperHost {
  /// Serves mappers made by `makeMapper` until `quit` or the end of input, a fresh mapper for
  /// every start, and returns the exit status: 0 after `quit` or the end of standard input, 1
  /// after a line it could not read.
  package static func serve<Mapper: LifecycleMapper>(_ makeMapper: () -> Mapper) async -> Int32 {
    HostOutput.write(hello(of: makeMapper()).compact)
    HostOutput.flush()
    var run: (mapper: Mapper, delegates: LifecycleDelegates, states: StateReporter)?
    var stimulus: Stimulus?
    var decoder = TraceDecoder()
    var number = 0
    var input = InputLines()
    while let line = input.next() {
      number += 1
      if EngineHost.mentions("quit", line), EngineHost.hasKey("quit", line) { return 0 }
      if EngineHost.mentions("end", line), EngineHost.hasKey("end", line) {
        if var current = run, let stimulus {
          do {
            try await current.mapper.endStep(stimulus)
            run = current
            answer(current.states)
          } catch {
            HostOutput.write(EngineLine.error(String(describing: error)).text)
          }
        } else {
          HostOutput.write(EngineLine.error("an end before any start and stimulus").text)
        }
        HostOutput.flush()
        continue
      }
      // A start line begins a trace of its own.
      if EngineHost.mentions("format", line), EngineHost.hasKey("format", line) { decoder = TraceDecoder() }
      let record: TraceRecord?
      do { record = try decoder.decode(line, number: number) } catch {
        HostOutput.write(EngineLine.error("line \(number): \(error.message)").text)
        HostOutput.flush()
        return 1
      }
      switch record {
      case .header(let header)?:
        // A fresh process: nothing the last mapper held survives it.
        run = nil
        stimulus = nil
        var mapper = makeMapper()
        let states = StateReporter(lifecycle: header.lifecycle, savedSessions: header.sessions)
        do {
          let delegates = try await mapper.start(states)
          run = (mapper, delegates, states)
          answer(states)
        } catch {
          HostOutput.write(EngineLine.error(String(describing: error)).text)
        }
        HostOutput.flush()
      case .stimulus(let next)?:
        stimulus = next
      case .event(let event, let arguments)?:
        run?.delegates.deliver(event, answering: stimulus, as: arguments)
      default:
        break
      }
    }
    return 0
  }

  /// Writes the changes `states` holds since the last answer, then `done`.
  private static func answer(_ states: StateReporter) {
    for state in states.take() { HostOutput.write(TraceRecord.state(state).traceJSON.compact) }
    HostOutput.write(EngineLine.done.text)
  }

  /// The hello a mapper's capabilities give: its lifecycles, its projection (by name when the
  /// kit defines it), whether it wants notifications; every trace format version, so that it is
  /// sent every stimulus a Swift mapper is (its delegates read the arguments from the lines).
  static func hello(of mapper: some LifecycleMapper) -> JSONValue {
    let capabilities = mapper.capabilities
    return .object([
      ("protocol", .string(MapperHello.protocolName)), ("version", .number(1)),
      ("mapper", .string(mapper.displayName)),
      (
        "lifecycles",
        .array(LifecycleStyle.allCases.filter(capabilities.lifecycles.contains).map { .string($0.rawValue) })
      ),
      ("projection", capabilities.projection.headerJSON),
      ("notifications", .bool(capabilities.receivesNotifications)),
      ("trace", .array(FormatVersion.all.map(\.json))),
    ])
  }
}
