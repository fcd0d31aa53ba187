import Testing
import UIKit
@testable import DismissKit

@MainActor
@Test func smoke() async {
  UIKitEmulation.begin()
  let window = UIWindow(windowScene: UIWindowScene())
  window.addInteraction(DismissInteraction())
  window.makeKeyAndVisible()
  let field = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 40))
  window.addSubview(field)
  UIKitEmulation.tap(field)
  #expect(field.isFirstResponder)
  UIKitEmulation.tap(in: window, at: CGPoint(x: 200, y: 600))
  await UIKitEmulation.settle()
  #expect(!field.isFirstResponder)
}
