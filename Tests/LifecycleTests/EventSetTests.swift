import Lifecycle
import Testing

@Suite("EventSet")
struct EventSetTests {
  @Test("holds positions past 256, and equal sets are equal however they were built")
  func beyondInlineCapacity() {
    var set = EventSet([0, 255, 256, 300, 1_000])
    #expect(set.contains(1_000) && set.contains(256) && set.contains(255) && !set.contains(999))
    #expect(set.positions == [0, 255, 256, 300, 1_000])
    set.formUnion(EventSet([2_000]))
    #expect(set.positions.last == 2_000)
    let smaller = set.subtracting(EventSet([1_000, 2_000]))
    #expect(smaller == EventSet([0, 255, 256, 300]))
    #expect(smaller.hashValue == EventSet([0, 255, 256, 300]).hashValue)
    #expect(smaller.subtracting(EventSet([256, 300])) == EventSet([0, 255]))
    #expect(EventSet([300]).isSubset(of: set) && !EventSet([301]).isSubset(of: set))
    #expect(!set.isSubset(of: smaller) && smaller.isSubset(of: set))
    #expect(EventSet([700]).subtracting(EventSet([700])).isEmpty)
  }
}
