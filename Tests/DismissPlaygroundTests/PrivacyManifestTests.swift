import DismissTestSupport
import Foundation
import Testing

/// App Store Connect refuses an upload whose code uses a required-reason API
/// that no privacy manifest declares (ITMS-91053; Apple, "Describing use of
/// required reason API").
@Suite("Privacy manifest")
struct PrivacyManifestTests {
  @Test("DismissKit's manifest declares exactly the required-reason API categories it uses")
  func declaredCategoriesAreUsed() throws {
    let root = Fixtures.repositoryRoot()
    let enumerator = try #require(FileManager.default.enumerator(atPath: root + "/Sources"))
    var code = ""
    while let path = enumerator.nextObject() as? String {
      guard path.hasSuffix(".swift"),
        path.hasPrefix("DismissKit/") || path.hasPrefix("DismissCore/")
      else { continue }
      code += try String(contentsOfFile: root + "/Sources/" + path, encoding: .utf8)
    }
    // Apple's list, by the names an app's code would use.
    let categories = [
      "SystemBootTime": ["systemUptime", "mach_absolute_time"],
      "FileTimestamp": ["creationDate", "modificationDate", "getattrlist", "fstat("],
      "DiskSpace": ["volumeAvailableCapacity", "systemFreeSize", "statfs", "statvfs"],
      "ActiveKeyboards": ["activeInputModes"],
      "UserDefaults": ["UserDefaults", "NSUserDefaults"],
    ]
    let manifest = try String(
      contentsOfFile: root + "/Sources/DismissKit/PrivacyInfo.xcprivacy", encoding: .utf8)
    for (category, names) in categories {
      let used = names.filter { code.contains($0) }
      let declared = manifest.contains("<string>NSPrivacyAccessedAPICategory\(category)</string>")
      #expect(declared == !used.isEmpty, "\(category): declared \(declared), used \(used)")
    }
    let package = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
    #expect(package.contains(#"resources: [.copy("PrivacyInfo.xcprivacy")]"#))
  }
}
