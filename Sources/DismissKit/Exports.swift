// What an app that imports DismissKit sees of the engine: the types its
// public API names (the policy, the layer triggers, the keyboard behaviour,
// the dismissal reasons, the escape sources), and nothing else. The engine
// itself (regions, geometry, hit paths, touch ids, `DismissEngine`) stays in
// DismissCore, a product of its own: `import DismissCore` to use it.
@_exported import struct DismissCore.DismissPolicy
@_exported import enum DismissCore.DismissReason
@_exported import struct DismissCore.DismissTriggers
@_exported import enum DismissCore.EscapeSource
@_exported import enum DismissCore.KeyboardBehavior
