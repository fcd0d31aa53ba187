/// An object held weakly, for tests that check that nothing keeps it alive
/// (`weak let` needs a newer Swift than the package's 6.0).
public struct WeakReference<Object: AnyObject> {
  /// The object, while something else keeps it alive.
  public weak var object: Object?

  public init(_ object: Object?) {
    self.object = object
  }
}
