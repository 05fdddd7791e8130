extension Korean {
  /// The Record your own device page.
  static let record: [String: String] = [
    "# Record your own device":
      "# 내 기기 기록하기",
    "## 1. The logger":
      "## 1. 로거",
    "## 2. One line in each delegate method":
      "## 2. 각 델리게이트 메서드에 한 줄씩",
    "## 3. Say what you did":
      "## 3. 한 일을 적기",
    "## 4. Contribute the trace":
      "## 4. 트레이스 기여하기",
    "A device that disagrees with the reference is worth the most. Open an issue on the project with the trace attached, the device model, the iOS version, the SDK the app was built with, and what you did at each stimulus line, and say whether `lifecycle verify` accepted it. A public trace is what an **observed** row links to ({1}): once it is public, a maintainer can cite it beside the rows it confirms or contradicts.":
      "레퍼런스와 다르게 동작하는 기기가 가장 가치 있습니다. 트레이스를 첨부하고 기기 모델, iOS 버전, 앱을 빌드한 SDK, 각 자극 줄에서 한 일을 적어 프로젝트에 이슈를 열고, `lifecycle verify`가 이를 받아들였는지 알려 주십시오. 공개된 트레이스는 **관찰됨** 행이 연결하는 대상입니다({1}). 트레이스가 공개되면 관리자가 이를 확인하거나 반박하는 행 옆에 인용할 수 있습니다.",
    "Add this file to a scene-based app. It prints to the console, so run the app from Xcode or read the device's log in Console.":
      "이 파일을 씬 기반 앱에 추가하십시오. 콘솔에 출력하므로 Xcode에서 앱을 실행하거나 Console에서 기기 로그를 읽으십시오.",
    "And the app delegate (keep your own `@main` type; add the lines to it). For an app-based app, write `\"app\"` for `\"lifecycle\"` in the logger's header and log `applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)` and `applicationWillEnterForeground(_:)` the same way.":
      "그리고 앱 델리게이트입니다(여러분의 `@main` 타입은 그대로 두고 이 줄들을 추가하십시오). 앱 기반 앱이라면 로거의 헤더에서 `\"lifecycle\"`에 `\"app\"`을 쓰고, `applicationDidBecomeActive(_:)`, `applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)`, `applicationWillEnterForeground(_:)`도 같은 방식으로 기록하십시오.",
    "Call the logger first thing in every lifecycle method your delegates have; add the ones they lack. A scene delegate with every scene method of the trace format:":
      "델리게이트에 있는 모든 생명주기 메서드의 맨 처음에 로거를 호출하고, 없는 메서드는 추가하십시오. 트레이스 형식의 모든 씬 메서드를 갖춘 씬 델리게이트는 다음과 같습니다.",
    "Every row on this site cites an Apple page or a public log of a real device. Where they are silent or disagree, a trace from your device settles it. The code below prints each callback and notification as a line of the {1}; you add a line for what you did, and `lifecycle verify` says whether the device matches the reference.":
      "이 사이트의 모든 행은 Apple 페이지나 실제 기기의 공개 로그를 인용합니다. 이들이 말하지 않거나 엇갈리는 곳은 여러분 기기의 트레이스가 판가름합니다. 아래 코드는 각 콜백과 알림을 {1}의 한 줄로 출력합니다. 여러분은 한 일을 한 줄 추가하고, `lifecycle verify`가 기기가 레퍼런스와 일치하는지 알려 줍니다.",
    "Keep only the lines that start with `{` (the console adds its own), save them as `device.jsonl`, then:":
      "`{`로 시작하는 줄만 남기고(콘솔이 자체 내용을 덧붙입니다) `device.jsonl`로 저장한 다음:",
    "See also: {1}, {2}.":
      "함께 보기: {1}, {2}.",
    "See also: {1}.":
      "함께 보기: {1}.",
    "Stimuli":
      "자극",
    "The device knows what it delivered, not what you did. The logger writes the header and the launch (`tapIcon`); before the lines of each later action, add its stimulus line, spelled as in the {1}. For a launch and a trip to the Home Screen the file reads:":
      "기기는 무엇을 전달했는지는 알지만 여러분이 무엇을 했는지는 모릅니다. 로거는 헤더와 실행(`tapIcon`)을 적습니다. 이후의 각 동작에서는 그 동작의 줄들 앞에 {1}에 적힌 철자대로 자극 줄을 추가하십시오. 실행과 홈 화면 이동의 경우 파일은 다음과 같습니다.",
    "The logger leaves out the geometry callbacks ({1} and the older one): a trace may omit them only when no step resizes a scene.":
      "로거는 지오메트리 콜백({1}과 이전 콜백)을 기록하지 않습니다. 트레이스는 씬 크기를 조절하는 단계가 없을 때만 이 콜백을 생략할 수 있습니다.",
    "The verdict is either conformant, or the first step where the device left every allowed answer, with the rule it broke.":
      "판정은 적합하다는 것이거나, 기기가 허용된 모든 답을 벗어난 첫 단계와 그 단계에서 어긴 규칙입니다.",
    "record a device":
      "기기 기록하기",
    "stimulus table":
      "자극 표",
    "the specification":
      "명세",
    "trace format":
      "트레이스 형식",
  ]
}
