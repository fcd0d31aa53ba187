import DismissPlayground

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The commands live in DismissPlayground and DismissScenarios, where the
// tests call them; this is only the entry point.
exit(DismissKitCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
