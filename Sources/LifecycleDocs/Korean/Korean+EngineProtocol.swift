extension Korean {
  /// The page for engines in other languages (engine-protocol.md).
  static let engineProtocol: [String: String] = [
    "# Check an engine in any language":
      "# 어떤 언어로 된 엔진이든 검사하기",
    "engine protocol":
      "엔진 프로토콜",
    "An engine that re-implements the iOS lifecycle outside Swift (an Android host of UIKit code, a game engine's lifecycle glue, a simulator in TypeScript or Python) gets the same checks as a Swift engine: every catalog scenario, seeded exploration, and each divergence shrunk to a minimal trace. The kit starts the engine as a child process and talks to it on its standard input and output, one JSON object per line: the lines of the {1}, plus a hello and a `done` after each answer.":
      "Swift 밖에서 iOS 생명주기를 다시 구현한 엔진(UIKit 코드를 돌리는 안드로이드 호스트, 게임 엔진의 생명주기 연결부, 타입스크립트나 파이썬으로 만든 시뮬레이터)도 Swift 엔진과 같은 검사를 받습니다. 카탈로그의 모든 시나리오, 시드로 재현되는 탐색, 그리고 최소 트레이스로 줄인 각 불일치입니다. 키트는 엔진을 자식 프로세스로 시작하고 그 표준 입력과 출력으로 한 줄에 JSON 객체 하나씩 대화합니다. {1}의 줄들에 더해, 인사 한 줄과 각 응답 뒤의 `done`이 오갑니다.",
    "## The conversation":
      "## 대화",
    "`<` is the engine, `>` the kit:":
      "`<`는 엔진, `>`는 키트입니다.",
    "1. **Hello**, the engine's first line: the lifecycles it runs (`app`, `scene`) and, optionally, the stimuli it can perform. A scenario that needs more is skipped, never passed.":
      "1. **인사**: 엔진의 첫 줄입니다. 실행할 수 있는 생명주기(`app`, `scene`)와, 선택적으로, 수행할 수 있는 자극을 적습니다. 그보다 많은 것이 필요한 시나리오는 건너뛰며, 통과로 치지 않습니다.",
    "2. **Start**: a trace header. Forget the previous run, start from a process that is not running (with the header's `sessions` saved), answer `{\"done\": true}`.":
      "2. **시작**: 트레이스 헤더입니다. 이전 실행을 잊고, 실행 중이 아닌 프로세스에서(헤더의 `sessions`는 저장된 상태로) 시작한 뒤 `{\"done\": true}`로 답합니다.",
    "3. **Step**: a stimulus. Perform it, write each callback UIKit would call, in order, then `{\"done\": true}`. The kit never sends a stimulus that cannot happen in the current state.":
      "3. **단계**: 자극 하나입니다. 이를 수행하고 UIKit이 호출할 각 콜백을 순서대로 적은 뒤 `{\"done\": true}`를 적습니다. 키트는 현재 상태에서 일어날 수 없는 자극을 보내지 않습니다.",
    "4. `{\"unsupported\": \"why\"}` instead of an answer skips the rest of the run; `{\"error\": \"what\"}` reports a failure of the engine.":
      "4. 응답 대신 `{\"unsupported\": \"why\"}`를 보내면 실행의 나머지를 건너뛰고, `{\"error\": \"what\"}`은 엔진의 실패를 알립니다.",
    "5. **Quit**: `{\"quit\": true}`; exit with status 0.":
      "5. **종료**: `{\"quit\": true}`를 받으면 상태 코드 0으로 종료합니다.",
    "Standard error is the engine's log: the kit shows it beside the verdict of the scenario it was written in.":
      "표준 오류는 엔진의 로그입니다. 키트는 이를 그 로그가 기록된 시나리오의 판정 옆에 보여 줍니다.",
    "**What the hello promises.** A stimulus it offers is one the kit may send, and the engine then writes every callback UIKit delivers for it: an engine that can receive a stimulus but leaves out some of its callbacks fails there; it is not skipped. `notifications` is `true` (every one), `false` (none, the default) or the list of those the engine posts (`[\"UIApplication.didBecomeActiveNotification\"]`): only those are checked.":
      "**인사가 약속하는 것.** 인사에 적은 자극은 키트가 보낼 수 있는 자극이며, 엔진은 그 자극에 대해 UIKit이 전달하는 콜백을 모두 적어야 합니다. 자극을 받을 수는 있지만 그 콜백 일부를 빠뜨리는 엔진은 그곳에서 실패하며, 건너뛰지 않습니다. `notifications`는 `true`(모든 알림), `false`(알림 없음, 기본값), 또는 엔진이 게시하는 알림의 목록(`[\"UIApplication.didBecomeActiveNotification\"]`)이며, 목록에 있는 알림만 검사합니다.",
    "**Versions.** The hello's `trace` lists the trace format versions the engine writes (`[1]` when it is absent). The kit uses the newest version both speak and sends nothing newer: an engine of version 1 is never sent `crash` or another stimulus of 1.1, and the scenarios that need one are skipped (`needs trace format 1.1`). List `1.1` and the start header lists every kind of argument (`sessions`, `payload`, `states`): record each on every callback that has it, as `lifecycle record --arguments` shows, and every argument rule is checked. The report says which version was used.":
      "**버전.** 인사의 `trace`에는 엔진이 쓰는 트레이스 형식 버전을 적습니다(없으면 `[1]`). 키트는 양쪽이 모두 아는 가장 새 버전을 쓰고, 그보다 새로운 것은 보내지 않습니다. 버전 1 엔진에는 `crash` 같은 1.1의 자극을 보내지 않으며, 그런 자극이 필요한 시나리오는 건너뜁니다(`needs trace format 1.1`). `1.1`을 적으면 시작 헤더가 모든 인자 종류(`sessions`, `payload`, `states`)를 나열하므로, `lifecycle record --arguments`가 보여 주듯 그 인자가 있는 모든 콜백에 각각을 기록해야 하고, 모든 인자 규칙을 검사합니다. 보고서에는 어떤 버전을 썼는지 적힙니다.",
    "## The smallest engine":
      "## 가장 작은 엔진",
    "A scene-based engine that can only launch, in Python:":
      "실행만 할 수 있는 씬 기반 엔진을 파이썬으로 쓰면 다음과 같습니다.",
    "## Run it":
      "## 실행하기",
    "The kit runs the catalog, then explores (`--seed`, `--budget`; `--explore swarm` or `--explore tour`), and prints every failure with its scenario, step and rule, every skip with its reason, and the per-rule summary. `--report DIR` writes the conformance report as JSON and Markdown, and a trace per divergence that {1} reproduces. Exit status: 0 conformant, 1 the engine diverged or broke the protocol, 2 a usage error or a command that cannot start.":
      "키트는 카탈로그를 실행한 뒤 탐색하고(`--seed`, `--budget`; `--explore swarm` 또는 `--explore tour`), 모든 실패를 그 시나리오, 단계, 규칙과 함께, 모든 건너뜀을 그 이유와 함께 출력하고, 규칙별 요약을 출력합니다. `--report DIR`은 적합성 보고서를 JSON과 마크다운으로 쓰고, 불일치마다 {1}로 재현되는 트레이스를 씁니다. 종료 상태: 0은 적합, 1은 엔진이 어긋났거나 프로토콜을 어김, 2는 사용법 오류이거나 시작할 수 없는 명령입니다.",
    "## What counts as breaking the protocol":
      "## 프로토콜 위반으로 치는 것",
    "Fault":
      "결함",
    "Rule":
      "규칙",
    "no hello, or no `done` within the limit (`--timeout`, 5 s)":
      "제한 시간(`--timeout`, 5초) 안에 인사나 `done`이 없음",
    "the engine exits or is killed":
      "엔진이 종료되거나 강제로 끝남",
    "a line that is not one of the protocol's JSON objects":
      "프로토콜의 JSON 객체가 아닌 줄",
    "a line over 64 KiB, or more than 1,000 lines in one answer":
      "64 KiB를 넘는 줄, 또는 한 응답에 1,000줄 초과",
    "a line written after `done` and before the kit's next line":
      "`done` 뒤, 키트의 다음 줄 전에 쓴 줄",
    "a protocol or trace version the kit does not speak":
      "키트가 지원하지 않는 프로토콜 또는 트레이스 버전",
    "After a fault the kit ends the process and starts a fresh one for the next scenario.":
      "결함이 있으면 키트는 프로세스를 끝내고 다음 시나리오를 위해 새 프로세스를 시작합니다.",
    "Check an engine in any language":
      "어떤 언어로 된 엔진이든 검사하기",
    "- {1}: the engine protocol, and `lifecycle conform` for engines outside Swift":
      "- {1}: 엔진 프로토콜, 그리고 Swift 밖의 엔진을 위한 `lifecycle conform`",
  ]
}
