extension Array {
  /// Removes every element and keeps the capacity, like
  /// `removeAll(keepingCapacity: true)` without its cost where it matters:
  /// that is a generic call of about 150 instructions even for an empty or
  /// a one-element array, and an event's effects are mostly none or one;
  /// removing the last plain value of an array is a few instructions.
  @inlinable @inline(__always)
  mutating func removeAllKeepingCapacity() {
    if isEmpty { return }
    if count <= 2 {
      repeat { removeLast() } while !isEmpty
    } else {
      removeAll(keepingCapacity: true)
    }
  }

  /// Appends `count` copies of `element`, growing the storage by half
  /// (rather than doubling, as `append` does) when it is full.
  ///
  /// The engine's per-slot arrays are its memory: with doubling, an engine
  /// that has just outgrown a power of two holds twice what it uses; with
  /// this, at most one and a half times. Appending stays O(1) amortized.
  ///
  /// ```swift
  /// var slots: [Int32] = []
  /// for _ in 0..<9 { slots.appendGrowingByHalf(-1) }
  /// slots.capacity  // 9 or a little more (4, 6, 9), not 16
  /// ```
  ///
  /// - Complexity: O(1) amortized per element.
  @inlinable
  mutating func appendGrowingByHalf(_ element: Element, count: Int = 1) {
    let needed = self.count + count
    if needed > capacity {
      reserveCapacity(Swift.max(needed, self.count + self.count / 2, 4))
    }
    append(contentsOf: repeatElement(element, count: count))
  }
}
