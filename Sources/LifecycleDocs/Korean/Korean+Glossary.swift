extension Korean {
  /// The glossary section of the Korean index: each English term once, with the word this
  /// edition uses for it (the one Korean iOS developers use), and the names it keeps in English.
  static let glossary: [String] = [
    "## 용어",
    "이 판은 한국 iOS 개발자가 흔히 쓰는 용어를 씁니다. UIKit의 이름, 셀렉터, 알림 이름, 코드, 씬 ID, URL, "
      + "규칙 ID는 원문 그대로 둡니다.",
    Markdown.table(["영어", "이 판의 용어"], terms.map { [Markdown.code($0.english), $0.korean] }),
    "그대로 쓰는 이름: " + Glossary.englishTerms.sorted().map(Markdown.code).joined(separator: ", ") + ".",
  ]

  static let terms: [(english: String, korean: String)] = [
    ("scene", "씬"),
    ("delegate", "델리게이트"),
    ("app delegate / scene delegate", "앱 델리게이트 / 씬 델리게이트"),
    ("callback", "콜백"),
    ("notification", "알림"),
    ("life cycle", "생명주기"),
    ("app-based / scene-based", "앱 기반 / 씬 기반"),
    ("foreground / background", "포그라운드 / 백그라운드"),
    ("active / inactive", "활성 / 비활성"),
    ("aggregate state", "전체 상태"),
    ("suspended / suspension", "일시 중단"),
    ("launch / cold launch", "실행 / 콜드 실행"),
    ("purge", "퍼지"),
    ("force quit", "강제 종료"),
    ("session", "세션"),
    ("configuration", "구성"),
    ("connect / disconnect", "연결 / 연결 끊김"),
    ("activity", "액티비티"),
    ("deprecated", "사용 중단"),
    ("trace", "트레이스"),
    ("stimulus", "자극"),
    ("engine", "엔진"),
    ("conformance", "적합성"),
    ("alternative", "대안"),
    ("provenance: documented / observed / uncertain", "출처: 문서화됨 / 관찰됨 / 불확실"),
    ("order rule", "순서 규칙"),
    ("Home Screen", "홈 화면"),
    ("app switcher", "앱 전환기"),
    ("Control Center / Notification Center", "제어 센터 / 알림 센터"),
    ("worksheet / answer key", "학습지 / 정답지"),
  ]
}
