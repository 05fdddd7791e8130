/// The lines engines write, read straight from their bytes.
///
/// Nearly every line of a trace is a flat object of a few short strings: a stimulus, or a
/// callback or notification with its scene. Such a line, written plainly (printable ASCII, no
/// escapes, keys the format defines, each once), is read here without building a JSON value, a
/// string per key or a set of keys; any other line is left to the general path, which reads it
/// and gives its errors. The plain path accepts a line only where the general path accepts it,
/// and then gives the same record (`PlainLineTests` holds it to that).
extension TraceDecoder {
  /// The record of a plain line after the header, or `nil` when the line is not plain, or breaks
  /// a rule: the general path then reads it.
  static func decodePlainLine(_ bytes: UnsafeBufferPointer<UInt8>, scenes: inout RecentSceneIDs) -> TraceRecord? {
    var values = PlainValues()
    guard PlainScanner.scan(bytes, into: &values) else { return nil }
    if let selector = values.callback {
      guard values.stimulus == nil, values.notification == nil, values.kind == nil, values.reason == nil,
        values.url == nil, let method = PlainNames.methods.find(bytes, selector)
      else { return nil }
      guard let scene = plainScene(bytes, values.scene, required: method.isSceneDelegateMethod, &scenes) else {
        return nil
      }
      return .event(.callback(Callback(method, scene: scene)))
    }
    if let name = values.notification {
      guard values.stimulus == nil, values.kind == nil, values.reason == nil, values.url == nil,
        let name = PlainNames.notifications.find(bytes, name)
      else { return nil }
      guard let scene = plainScene(bytes, values.scene, required: name.isSceneNotification, &scenes) else {
        return nil
      }
      return .event(.notification(PostedNotification(name, scene: scene)))
    }
    guard let word = values.stimulus, let name = PlainNames.stimuli.find(bytes, word) else { return nil }
    // Each key only where the stimulus takes it, and each it requires present.
    let extra = name.extraParameter
    if values.kind != nil, extra?.key != "kind" { return nil }
    if values.reason != nil, extra?.key != "reason" { return nil }
    if values.url != nil, extra?.key != "url" { return nil }
    if let extra, extra.presence == .required, values[extra.key] == nil { return nil }
    var scene: SceneID?
    switch name.sceneParameter {
    case .forbidden:
      guard values.scene == nil else { return nil }
    case .optional:
      if values.scene != nil {
        guard let id = plainScene(bytes, values.scene, required: true, &scenes) else { return nil }
        scene = id
      }
    case .required:
      guard let id = plainScene(bytes, values.scene, required: true, &scenes) else { return nil }
      scene = id
    }
    var kind: InterruptionKind?
    if let range = values.kind {
      guard let known = InterruptionKind(rawValue: string(bytes, range)) else { return nil }
      kind = known
    }
    var reason: BackgroundLaunchReason?
    if let range = values.reason {
      guard let known = BackgroundLaunchReason(rawValue: string(bytes, range)) else { return nil }
      reason = known
    }
    let url = values.url.map { string(bytes, $0) }
    return Stimulus(name: name, scene: scene, kind: kind, reason: reason, url: url).map { .stimulus($0) }
  }

  /// The scene of a line: `.some(nil)` for none where none is allowed, `.some(id)` for a
  /// well-formed id where one is required, `nil` for anything else.
  private static func plainScene(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>?, required: Bool,
    _ scenes: inout RecentSceneIDs
  ) -> SceneID?? {
    guard required else { return range == nil ? .some(nil) : nil }
    guard let range, let id = scenes.id(UnsafeBufferPointer(rebasing: bytes[range])) else { return nil }
    return .some(id)
  }

  private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }
}

/// The scene ids a decoder met last, by their bytes: a trace names the same few scenes line
/// after line, and an id made afresh for each hashes its text.
struct RecentSceneIDs: Sendable {
  private var kept: [(bytes: [UInt8], id: SceneID)] = []
  private var next = 0
  private static let capacity = 8

  /// The id these bytes spell, if they are a well-formed id (`[a-z0-9][a-z0-9-]*`).
  mutating func id(_ bytes: UnsafeBufferPointer<UInt8>) -> SceneID? {
    for entry in kept where entry.bytes.count == bytes.count {
      let same = entry.bytes.withUnsafeBufferPointer {
        RawBytes.equal($0.baseAddress!, bytes.baseAddress!, count: bytes.count)
      }
      if same { return entry.id }
    }
    guard let first = bytes.first, Self.isLowerAlphanumeric(first),
      bytes.allSatisfy({ Self.isLowerAlphanumeric($0) || $0 == UInt8(ascii: "-") })
    else { return nil }
    let id = SceneID(String(decoding: bytes, as: UTF8.self))
    if kept.count < Self.capacity {
      kept.append((Array(bytes), id))
    } else {
      kept[next] = (Array(bytes), id)
      next = (next + 1) % Self.capacity
    }
    return id
  }

  private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

/// The string values of a plain line's keys, as byte ranges of the line.
private struct PlainValues {
  var stimulus: Range<Int>?
  var callback: Range<Int>?
  var notification: Range<Int>?
  var scene: Range<Int>?
  var kind: Range<Int>?
  var reason: Range<Int>?
  var url: Range<Int>?

  subscript(key: String) -> Range<Int>? {
    switch key {
    case "kind": kind
    case "reason": reason
    case "url": url
    default: nil
    }
  }
}

/// Reads a flat JSON object of plain strings: `{"key": "value", …}` with blanks anywhere JSON
/// allows them. Gives up (`nil`) at anything else.
private struct PlainScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  /// Whether `bytes` are such an object, its values stored in `values` (in place: the values
  /// are a few dozen bytes, copied for every line otherwise).
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, into values: inout PlainValues) -> Bool {
    var scanner = PlainScanner(bytes: bytes)
    return scanner.object(into: &values)
  }

  private mutating func object(into values: inout PlainValues) -> Bool {
    skipBlanks()
    guard take(UInt8(ascii: "{")) else { return false }
    repeat {
      skipBlanks()
      guard let key = string() else { return false }
      skipBlanks()
      guard take(UInt8(ascii: ":")) else { return false }
      skipBlanks()
      guard let value = string(), store(value, under: key, in: &values) else { return false }
      skipBlanks()
    } while take(UInt8(ascii: ","))
    guard take(UInt8(ascii: "}")) else { return false }
    skipBlanks()
    return index == bytes.count
  }

  /// Stores a value under a key the plain path reads, once.
  private func store(_ value: Range<Int>, under key: Range<Int>, in values: inout PlainValues) -> Bool {
    func slot(_ slot: inout Range<Int>?) -> Bool {
      guard slot == nil else { return false }
      slot = value
      return true
    }
    switch key.count {
    case 3 where matches(key, "url"): return slot(&values.url)
    case 4 where matches(key, "kind"): return slot(&values.kind)
    case 5 where matches(key, "scene"): return slot(&values.scene)
    case 6 where matches(key, "reason"): return slot(&values.reason)
    case 8 where matches(key, "stimulus"): return slot(&values.stimulus)
    case 8 where matches(key, "callback"): return slot(&values.callback)
    case 12 where matches(key, "notification"): return slot(&values.notification)
    default: return false
    }
  }

  private func matches(_ range: Range<Int>, _ word: StaticString) -> Bool {
    RawBytes.equal(bytes.baseAddress! + range.lowerBound, word.utf8Start, count: range.count)
  }

  /// A string of printable ASCII without escapes: its bytes between the quotes.
  private mutating func string() -> Range<Int>? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return start..<index - 1
      }
      guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
      index += 1
    }
    return nil
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  private mutating func skipBlanks() {
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
  }
}

/// The names a plain line may give, by their bytes.
private enum PlainNames {
  static let methods = Table(Callback.Method.allCases.map { ($0.rawValue, $0) })
  static let notifications = Table(LifecycleNotification.allCases.map { ($0.rawValue, $0) })
  static let stimuli = Table(Stimulus.Name.allCases.map { ($0.rawValue, $0) })

  /// Names found by a hash of their length and two of their bytes, then compared byte for
  /// byte. The table lives for the whole process in memory of its own, so that finding a name,
  /// twice a line, retains no array.
  final class Table<Value: Sendable>: @unchecked Sendable {
    /// The names' bytes, one after another.
    private let text: UnsafeMutableBufferPointer<UInt8>
    /// For each slot, the name's start in `text`, its length and its value; a length of 0 for
    /// an empty slot.
    private let slots: UnsafeMutableBufferPointer<(start: Int, length: Int, value: Value)?>
    private static var slotCount: Int { 512 }

    init(_ names: [(String, Value)]) {
      text = .allocate(capacity: names.reduce(0) { $0 + $1.0.utf8.count })
      slots = .allocate(capacity: Self.slotCount)
      slots.initialize(repeating: nil)
      var start = 0
      for (name, value) in names {
        let bytes = Array(name.utf8)
        _ = UnsafeMutableBufferPointer(rebasing: text[start..<start + bytes.count]).initialize(from: bytes)
        var slot = bytes.withUnsafeBufferPointer { Self.hash($0) }
        while slots[slot] != nil { slot = (slot + 1) % Self.slotCount }
        slots[slot] = (start, bytes.count, value)
        start += bytes.count
      }
    }

    // Never freed: the tables are static, made once for the process.

    func find(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Value? {
      let name = UnsafeBufferPointer(rebasing: line[range])
      guard !name.isEmpty else { return nil }
      var slot = Self.hash(name)
      while let entry = slots[slot] {
        if entry.length == name.count,
          RawBytes.equal(text.baseAddress! + entry.start, name.baseAddress!, count: name.count)
        {
          return entry.value
        }
        slot = (slot + 1) % Self.slotCount
      }
      return nil
    }

    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
      guard name.count >= 2 else { return name.count }
      return (name.count &* 31 &+ Int(name[name.count / 2]) &* 7 &+ Int(name[name.count - 2])) % slotCount
    }
  }
}
