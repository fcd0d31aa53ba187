import Testing

@testable import DismissCore

@Suite("Array storage")
struct ArrayStorageTests {
  @Test("appendGrowingByHalf keeps at most about half again the count, and the elements")
  func growingByHalf() {
    var array: [Int32] = []
    var worst = 0.0
    for i in 0..<10_000 {
      array.appendGrowingByHalf(Int32(truncatingIfNeeded: i))
      if array.count >= 16 { worst = max(worst, Double(array.capacity) / Double(array.count)) }
    }
    #expect(array == (0..<10_000).map { Int32($0) })
    // 1.5, plus the allocator's rounding (doubling would reach 2).
    #expect(worst <= 1.6, "capacity up to \(worst) times the count")

    var many: [UInt64] = [1]
    many.appendGrowingByHalf(7, count: 10)
    #expect(many == [1] + Array(repeating: 7, count: 10))
    many.appendGrowingByHalf(8, count: 0)
    #expect(many.count == 11)
  }

  @Test("removeAllKeepingCapacity empties any array and keeps its storage")
  func removeAllKeepingCapacity() {
    for count in [0, 1, 2, 3, 100] {
      var array = Array(0..<count)
      let capacity = array.capacity
      array.removeAllKeepingCapacity()
      #expect(array.isEmpty)
      #expect(array.capacity == capacity)
    }
  }
}
