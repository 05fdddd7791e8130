#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The whole CLI lives in `CLI`, which the tests drive with their own console.
exit(CLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard).rawValue)
