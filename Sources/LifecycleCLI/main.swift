import Foundation

// The whole CLI lives in `CLI`, which the tests drive with their own console. `CLI.main` is
// asynchronous for `conform`, whose driver needs the main actor free: top-level `await` makes
// this an asynchronous main on the main actor, and every other command runs as before.
exit(await CLI.main(Array(CommandLine.arguments.dropFirst()), console: .standard).rawValue)
