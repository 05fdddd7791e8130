extension Korean {
  /// The coverage page: what the catalog's scenarios show of the model's state graph.
  static let coverage: [String: String] = [
    "# What the catalog covers of the model":
      "# 카탈로그가 모델에서 다루는 범위",
    "coverage":
      "커버리지",
    "Coverage":
      "커버리지",
    "The reference model answers every stimulus in every state; the catalog's scenarios walk a few dozen steps through it. This page counts, for each life cycle, the model's states, transitions (a state and a stimulus possible in it) and alternatives (the answers the model allows to a transition) that some scenario's step passes through, against the model's totals, and names transitions no scenario shows.":
      "참조 모델은 모든 상태에서 모든 자극에 답하고, 카탈로그의 시나리오는 그 안을 수십 단계 걸어갈 뿐입니다. 이 페이지는 생명주기마다 어떤 시나리오의 단계가 지나가는 모델의 상태, 전이(상태와 그 상태에서 가능한 자극), 대안(모델이 한 전이에 허용하는 응답)을 모델 전체와 견주어 세고, 어떤 시나리오도 보여 주지 않는 전이를 보여 줍니다.",
    "The catalog covers little, and is meant to: each scenario is a story written row by row, every row cited, while the model's graph holds every state two scenes can reach. What covers everything is the transition tour: `Explorer.tour` drives an engine along every transition of the same graph and checks each step; `Explorer.explore` walks it at random.":
      "카탈로그가 다루는 범위는 작고, 그렇게 의도되었습니다. 시나리오는 한 행씩, 모든 행에 출처를 달아 쓴 이야기이지만, 모델의 그래프에는 씬 두 개로 도달할 수 있는 모든 상태가 들어 있습니다. 전부를 다루는 것은 전이 투어입니다. `Explorer.tour`는 같은 그래프의 모든 전이를 따라 엔진을 구동하며 단계마다 검사하고, `Explorer.explore`는 그래프를 무작위로 걷습니다.",
    "The graph is the model's with every capability, two launch reasons (`fetch` and `location`) and at most one background task open; a scene-based app has the scenes `main` and `second`. A step whose stimulus lies outside it (another launch reason, a URL) counts its states but not its transition.":
      "그래프는 모든 기능과 두 가지 실행 이유(`fetch`와 `location`)를 갖추고, 열린 백그라운드 작업은 최대 하나인 모델의 그래프입니다. 씬 기반 앱에는 씬 `main`과 `second`가 있습니다. 자극이 그래프 밖에 있는 단계(다른 실행 이유, 주소 열기)는 상태는 세지만 전이는 세지 않습니다.",
    "## App-based":
      "## 앱 기반",
    "## Scene-based, with two scenes":
      "## 씬 기반, 씬 두 개",
    "shown by a scenario":
      "시나리오가 보여 줌",
    "in the model":
      "모델 전체",
    "transitions":
      "전이",
    "alternatives":
      "대안",
    "Transitions no scenario shows: {1}, by stimulus, with the first {2} of each in the graph's order (a state, then the stimulus):":
      "어떤 시나리오도 보여 주지 않는 전이는 {1}개입니다. 자극별로 나누고, 각각 그래프 순서에서 처음 {2}개를 예로 듭니다(상태, 그다음 자극):",
    "not shown":
      "보여 주지 않음",
    "for example":
      "예",
    "- {1}: how much of the model's state graph the scenarios show, and which transitions none shows":
      "- {1}: 시나리오가 모델의 상태 그래프를 얼마나 보여 주는지, 어떤 전이를 아무 시나리오도 보여 주지 않는지",
    "what the catalog covers":
      "카탈로그가 다루는 범위",
  ]
}
