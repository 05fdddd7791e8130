import LifecycleConformance
import Testing

@Suite("A conformance report to publish")
@MainActor
struct ConformanceReportTests {
  func report() async -> ConformanceReport {
    let scenarios = ["launch.first.app", "home-press.app", "interruption.alert.app", "launch.first.scene"]
      .compactMap(Scenario.named)
    let results = await ConformanceDriver(selection: .all).verify(
      {
        Declaring(
          base: BrokenEngine(bugs: [.entersForegroundOnColdLaunch, .unpairedResignOnAlert]),
          knownFailures: [KnownFailure(rule: "allowed-events", reason: "foreground at launch (#1)")])
      }, against: scenarios)
    return ConformanceReport(engine: "TwoBugs", results: results, date: "2026-11-25")
  }

  @Test("Markdown: the badge line, the rules, a table per family with the reason for each verdict")
  func markdown() async {
    let text = await report().markdown
    #expect(
      text == """
        # TwoBugs

        TwoBugs: 0 pass, 1 fail, 1 skip, 2 known failure (LifecycleKit 2.0.0, trace format 1).

        Judged by LifecycleKit 2.0.0 at trace format 1 on 2026-11-25.

        ## Rules broken

        - `allowed-events`: 3 scenarios (first: `launch.first.app` step 1)
        - `required-event`: 1 scenario (first: `interruption.alert.app` step 3)

        ## Launch

        | Scenario | Verdict | Why |
        | --- | --- | --- |
        | `launch.first.app` | known failure | foreground at launch (#1): launch.first.app › step 1 › tapIcon: \
        applicationWillEnterForeground(_:) is not in any allowed response to tapIcon; the app is notRunning \
        [allowed-events] |
        | `launch.first.scene` | skip | the scenario is scene-based; the engine runs app-based only |

        ## Home press

        | Scenario | Verdict | Why |
        | --- | --- | --- |
        | `home-press.app` | known failure | foreground at launch (#1): home-press.app › step 1 › tapIcon: \
        applicationWillEnterForeground(_:) is not in any allowed response to tapIcon; the app is notRunning \
        [allowed-events] |

        ## Interruptions

        | Scenario | Verdict | Why |
        | --- | --- | --- |
        | `interruption.alert.app` | fail | interruption.alert.app › step 3 › endInterruption: missing \
        applicationDidBecomeActive(_:) in the response to endInterruption [required-event] |

        """)
  }

  @Test("JSON: the same facts, for machines, the same on every run")
  func json() async {
    let first = await report().json.compact
    let second = await report().json.compact
    #expect(first == second)
    #expect(
      first.hasPrefix(
        #"{"format": "lifecycle-conformance-report", "engine": "TwoBugs", "kitVersion": "2.0.0", "#
          + #""traceFormat": "1", "date": "2026-11-25", "counts": {"pass": 0, "fail": 1, "skip": 1, "known failure": 2, "unexpected pass": 0}, "#
          + #""rules": [{"rule": "allowed-events", "scenarios": 3, "firstScenario": "launch.first.app", "firstStep": 1}, "#
      ))
  }
}
