#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(WinSDK)
  import ucrt
#endif

/// A file that could not be read.
public struct FileReadError: Error, Sendable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// What went wrong.
  public var reason: String
  /// `path: cannot read: reason`.
  public var description: String { "\(path): cannot read: \(reason)" }
}

/// Reads a whole file with the C library (no Foundation).
public func readFileBytes(_ path: String) throws -> [UInt8] {
  guard let file = fopen(path, "rb") else {
    throw FileReadError(path: path, reason: String(cString: strerror(errno)))
  }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
    if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
    if count < buffer.count {
      if ferror(file) != 0 { throw FileReadError(path: path, reason: "read error") }
      break
    }
  }
  return bytes
}

/// Writes a whole file with the C library (no Foundation).
public func writeFileBytes(_ path: String, _ bytes: [UInt8]) throws {
  guard let file = fopen(path, "wb") else {
    throw FileReadError(path: path, reason: String(cString: strerror(errno)))
  }
  defer { fclose(file) }
  let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
  if written != bytes.count { throw FileReadError(path: path, reason: "write error") }
}
