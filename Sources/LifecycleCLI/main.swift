import Foundation

// The whole CLI lives in `CLI`, which the tests drive with their own console. `CLI.run` is
// asynchronous for `conform`, which awaits its engine: top-level `await` makes this an
// asynchronous main.
exit(await CLI.run(Array(CommandLine.arguments.dropFirst()), console: .standard).rawValue)
