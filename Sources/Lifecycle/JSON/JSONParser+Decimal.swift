extension JSONParser {
  /// Whether the number written as `text` (JSON's syntax) is exactly the decimal that `value`,
  /// the double it was read into, stands for (the shortest text that reads back as it): `1`,
  /// `1.10` and `11e-1` are; `1.0000000000000000000000000001`, which the double rounds to 1, is
  /// not. A version is compared as the decimal it is written as, never as a rounded double.
  static func isExact(_ text: String, _ value: Double) -> Bool {
    guard let written = Decimal(text), let held = Decimal(String(value)) else { return false }
    return written == held
  }

  /// A decimal as its sign, its significant digits (no leading or trailing zero) and the power
  /// of ten of the last of them; zero has no digits and no sign.
  private struct Decimal: Equatable {
    var negative = false
    var digits: [UInt8] = []
    var exponent = 0

    /// Reads JSON's number syntax, or Swift's for a double (`1e-05`, `1e+300`); `nil` for an
    /// exponent too large to hold.
    init?(_ text: String) {
      var bytes = Array(text.utf8)[...]
      if bytes.first == UInt8(ascii: "-") {
        negative = true
        bytes.removeFirst()
      }
      var fractionDigits = 0
      var inFraction = false
      while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
        bytes.removeFirst()
        if byte == UInt8(ascii: ".") {
          inFraction = true
        } else {
          digits.append(byte)
          if inFraction { fractionDigits += 1 }
        }
      }
      var power = 0
      if !bytes.isEmpty {
        bytes.removeFirst()
        guard let written = Int(String(decoding: bytes, as: UTF8.self)) else { return nil }
        power = written
      }
      while digits.first == UInt8(ascii: "0") { digits.removeFirst() }
      var trailing = 0
      while digits.last == UInt8(ascii: "0") {
        digits.removeLast()
        trailing += 1
      }
      guard !digits.isEmpty else {
        negative = false
        return
      }
      let (shifted, overflow) = power.subtractingReportingOverflow(fractionDigits - trailing)
      guard !overflow else { return nil }
      exponent = shifted
    }
  }
}
