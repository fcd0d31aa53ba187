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

/// A file that could not be written.
public struct FileWriteError: Error, Sendable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// What went wrong, and where.
  public var reason: String
  /// `path: cannot write: reason`.
  public var description: String { "\(path): cannot write: \(reason)" }
}

/// Whether a path names a directory (one that can be opened as such).
func isDirectory(_ path: String) -> Bool {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    guard let directory = opendir(path) else { return false }
    closedir(directory)
    return true
  #else
    return false
  #endif
}

/// Reads a whole file with the C library (no Foundation).
///
/// A directory is refused by name: `fopen` opens one for reading on Linux
/// and only the first read fails, which would say no more than "read error".
public func readFileBytes(_ path: String) throws -> [UInt8] {
  if isDirectory(path) {
    var directory = Substring(path)
    while directory.count > 1 && directory.hasSuffix("/") { directory = directory.dropLast() }
    throw FileReadError(
      path: path, reason: "it is a directory, not a file (for the files in it: \(directory)/*.json)"
    )
  }
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
      if ferror(file) != 0 {
        throw FileReadError(path: path, reason: String(cString: strerror(errno)))
      }
      break
    }
  }
  return bytes
}

/// Writes a whole file with the C library (no Foundation). The error says
/// why the file cannot be written, and names the missing directory when
/// that is the reason.
public func writeFileBytes(_ path: String, _ bytes: [UInt8]) throws {
  guard let file = fopen(path, "wb") else {
    let code = errno
    var reason = String(cString: strerror(code))
    if code == ENOENT, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      let directory = String(path[..<slash])
      if !isDirectory(directory) { reason += " (there is no directory \(directory))" }
    }
    throw FileWriteError(path: path, reason: reason)
  }
  defer { fclose(file) }
  let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
  if written != bytes.count {
    throw FileWriteError(path: path, reason: String(cString: strerror(errno)))
  }
}
