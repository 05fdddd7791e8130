/// The number of an enum's case, for hashing: an enum of fewer than 256 cases without payloads
/// is one byte, its case's number. An enum with raw values hashes its raw value otherwise, a
/// string; equal cases have equal raw values, so hashing the case changes no equality.
func caseNumber<Name: CaseIterable>(of name: Name) -> UInt8 {
  precondition(MemoryLayout<Name>.size == 1, "\(Name.self) has one byte, its case's number")
  return withUnsafeBytes(of: name) { $0[0] }
}
