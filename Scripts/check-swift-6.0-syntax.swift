#!/usr/bin/env swift
// Fails when Swift syntax newer than 6.0 (Xcode 16, the package's tools
// version) is in the given files or folders, so that Xcode 16 builds
// everything. A list of known features, not a compiler: Xcode 16 itself is
// the real check. Comments and string literals are not searched.
//
//   swift Scripts/check-swift-6.0-syntax.swift Package.swift Sources Tests Examples Fuzz
import Foundation

// (what, pattern); the Swift version and proposal are from swift-evolution's
// "Status: Implemented (Swift 6.x)" lines.
let features: [(String, String)] = [
  ("`weak let` (Swift 6.3, SE-0481): in tests, `WeakReference` (DismissTestSupport)", #"\bweak\s+let\b"#),
  ("`@concurrent` (Swift 6.2, SE-0461)", #"@concurrent\b"#),
  ("`nonisolated(nonsending)` (Swift 6.2, SE-0461)", #"\bnonisolated\s*\(\s*nonsending\s*\)"#),
  ("`InlineArray` (Swift 6.2, SE-0453)", #"\bInlineArray\b"#),
  ("`[N of T]` (Swift 6.2, SE-0483)", #"\[\s*\d+\s+of\s"#),
  ("an integer generic parameter (Swift 6.2, SE-0452)", #"[<,]\s*let\s+\w+\s*:\s*Int\s*[,>]"#),
  ("`isolated deinit` (Swift 6.2, SE-0371)", #"\bisolated\s+deinit\b"#),
  (
    "an isolated conformance `: @MainActor P` (Swift 6.2, SE-0470)",
    #"^\s*(@\w+\s+)*((public|package|internal|fileprivate|private|final|open)\s+)*(extension|class|struct|enum|actor)\b[^{]*[:,]\s*@\w+Actor\s+[A-Za-z_]"#
  ),
  (
    "`nonisolated` on a type or extension (Swift 6.1, SE-0449)",
    #"\bnonisolated\s+((public|package|internal|fileprivate|private|final|open|indirect)\s+)*(struct|class|enum|actor|protocol|extension)\b"#
  ),
  ("a trailing comma before `)` (Swift 6.1, SE-0439)", #",\s*\)"#),
  ("a raw identifier (Swift 6.2, SE-0451)", #"`[^`\n]*`"#),
  ("a module selector `Module::name` (Swift 6.3, SE-0491)", #"\w::\w"#),
]

/// `text` with comments blanked and string literals (interpolations
/// included) made `_`, lines kept, so that line numbers stay right.
func code(_ text: String) -> String {
  let s = Array(text.unicodeScalars)
  var out = String.UnicodeScalarView()
  var i = 0
  func blank(_ end: Int) {
    while i < end && i < s.count {
      out.append(s[i] == "\n" ? "\n" : " ")
      i += 1
    }
  }
  func starts(_ p: String, at j: Int) -> Bool {
    var k = j
    for c in p.unicodeScalars {
      guard k < s.count, s[k] == c else { return false }
      k += 1
    }
    return true
  }
  while i < s.count {
    if starts("//", at: i) {
      var j = i
      while j < s.count && s[j] != "\n" { j += 1 }
      blank(j)
    } else if starts("/*", at: i) {
      var depth = 0
      var j = i
      repeat {
        if starts("/*", at: j) {
          depth += 1
          j += 2
        } else if starts("*/", at: j) {
          depth -= 1
          j += 2
        } else {
          j += 1
        }
      } while depth > 0 && j < s.count
      blank(j)
    } else if s[i] == "#" || s[i] == "\"" {
      var hashes = 0
      var j = i
      while j < s.count && s[j] == "#" {
        hashes += 1
        j += 1
      }
      guard j < s.count, s[j] == "\"" else {
        out.append(s[i])
        i += 1
        continue
      }
      let quote = starts("\"\"\"", at: j) ? "\"\"\"" : "\""
      let close = quote + String(repeating: "#", count: hashes)
      let escape = "\\" + String(repeating: "#", count: hashes)
      j += quote.unicodeScalars.count
      var depth = 0  // open parentheses of interpolations
      while j < s.count {
        if starts(escape + "(", at: j) {
          depth += 1
          j += escape.unicodeScalars.count + 1
        } else if depth == 0 && starts(escape, at: j) {
          j += escape.unicodeScalars.count + 1
        } else if depth > 0 && s[j] == "(" {
          depth += 1
          j += 1
        } else if depth > 0 && s[j] == ")" {
          depth -= 1
          j += 1
        } else if depth == 0 && starts(close, at: j) {
          j += close.unicodeScalars.count
          break
        } else {
          j += 1
        }
      }
      out.append("_")  // a string stays an expression
      i += 1
      blank(j)
    } else {
      out.append(s[i])
      i += 1
    }
  }
  return String(out)
}

var files: [String] = []
for argument in CommandLine.arguments.dropFirst() {
  var isFolder: ObjCBool = false
  guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
    print("check-swift-6.0-syntax: no file or folder \(argument)")
    exit(2)
  }
  if !isFolder.boolValue {
    files.append(argument)
    continue
  }
  let walker = FileManager.default.enumerator(atPath: argument)
  while let path = walker?.nextObject() as? String {
    let name = (path as NSString).lastPathComponent
    if name == ".build" || name == ".swiftpm" || name.hasSuffix(".xcodeproj") {
      walker?.skipDescendants()
    } else if path.hasSuffix(".swift") {
      files.append(argument + "/" + path)
    }
  }
}

let patterns = features.map {
  ($0.0, try! NSRegularExpression(pattern: $0.1, options: [.anchorsMatchLines]))
}
let rawIdentifier = features.firstIndex { $0.0.hasPrefix("a raw identifier") }!
/// Whether `quoted` (with its backticks) is an identifier Swift 6.0 takes.
func isIdentifier(_ quoted: String) -> Bool {
  quoted.range(of: #"^`[\p{L}_][\p{L}\p{N}_]*`$"#, options: .regularExpression) != nil
}
var found = 0
for file in files.sorted() {
  guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
    print("check-swift-6.0-syntax: cannot read \(file)")
    exit(2)
  }
  let source = code(text) as NSString
  for (what, pattern) in patterns {
    for match in pattern.matches(in: source as String, range: NSRange(location: 0, length: source.length))
    where what != features[rawIdentifier].0 || !isIdentifier(source.substring(with: match.range)) {
      let line = source.substring(to: match.range.location).filter { $0 == "\n" }.count + 1
      print("\(file):\(line): newer than Swift 6.0: \(what)")
      found += 1
    }
  }
}
if found > 0 {
  print("check-swift-6.0-syntax: \(found) uses of syntax newer than Swift 6.0 (the package's tools version)")
  exit(1)
}
print("check-swift-6.0-syntax: \(files.count) files, no syntax newer than Swift 6.0")
