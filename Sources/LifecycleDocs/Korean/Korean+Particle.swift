extension Korean {
  /// A Korean particle whose form depends on the sound the word before it ends in: after a final
  /// consonant `이`, `을`, `은`, `과`, `으로`; after a vowel `가`, `를`, `는`, `와`, `로` (and `로`
  /// after ㄹ too).
  ///
  /// A translation never writes both forms (`을(를)`): it writes the template, and the edition
  /// picks the form from the word the placeholder became, as Korean iOS developers read it:
  ///
  /// ```swift
  /// Korean.particle(.object, after: "`second`")      // "를": 세컨드
  /// Korean.particle(.subject, after: "`main`")       // "이": 메인
  /// Korean.particle(.toward, after: "URL")           // "로": 유알엘
  /// Korean.particle(.subject, after: "iOS 13")       // "이": 십삼
  /// ```
  enum Particle: CaseIterable, Sendable {
    /// 이 / 가
    case subject
    /// 을 / 를
    case object
    /// 은 / 는
    case topic
    /// 과 / 와
    case and
    /// 으로 / 로
    case toward
    /// 이나 / 나
    case or

    /// The form after a final consonant, and after a vowel.
    var forms: (consonant: String, vowel: String) {
      switch self {
      case .subject: ("이", "가")
      case .object: ("을", "를")
      case .topic: ("은", "는")
      case .and: ("과", "와")
      case .toward: ("으로", "로")
      case .or: ("이나", "나")
      }
    }

    /// The ways a translation writes the particle undecided, both forms in one.
    var templates: [String] {
      switch self {
      case .subject: ["이(가)", "가(이)"]
      case .object: ["을(를)", "를(을)"]
      case .topic: ["은(는)", "는(은)"]
      case .and: ["과(와)", "와(과)"]
      case .toward: ["(으)로"]
      case .or: ["(이)나"]
      }
    }

    /// The form that follows a word ending in `sound`.
    func form(after sound: FinalSound) -> String {
      switch sound {
      case .vowel: forms.vowel
      case .rieul: self == .toward ? forms.vowel : forms.consonant
      case .consonant: forms.consonant
      }
    }
  }

  /// The sound a word ends in, as far as a particle cares.
  enum FinalSound: Sendable {
    /// No final consonant: 세컨드, 옵션스.
    case vowel
    /// A final ㄹ: 유알엘, 콜. It takes `로`, not `으로`.
    case rieul
    /// Any other final consonant: 메인, 앱, 십삼.
    case consonant
  }

  /// The form of `particle` that follows `text` (the text it is written after: Korean, a number,
  /// a Latin word, code, a selector or a link to one).
  static func particle(_ particle: Particle, after text: String) -> String {
    particle.form(after: finalSound(of: Substring(text)))
  }

  /// `text` with every particle template (`을(를)`, `이(가)`, `(으)로`, …) replaced by the form
  /// the text before it takes.
  static func resolvingParticles(_ text: String) -> String {
    guard text.contains("(") else { return text }
    var result = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "(") {
      if let (particle, start, end) = template(in: rest, at: open) {
        result += rest[..<start]
        result += particle.form(after: finalSound(of: Substring(result)))
        rest = rest[end...]
      } else {
        result += rest[...open]
        rest = rest[rest.index(after: open)...]
      }
    }
    return result + rest
  }

  /// The particle template around the parenthesis at `open`, if there is one, and its range.
  private static func template(
    in text: Substring, at open: Substring.Index
  ) -> (Particle, Substring.Index, Substring.Index)? {
    for particle in Particle.allCases {
      for template in particle.templates {
        // `(으)로` starts at the parenthesis; `을(를)` one character before it.
        let start = template.hasPrefix("(") ? open : text.index(open, offsetBy: -1, limitedBy: text.startIndex)
        guard let start, start < open || template.hasPrefix("("), text[start...].hasPrefix(template) else { continue }
        return (particle, start, text.index(start, offsetBy: template.count))
      }
    }
    return nil
  }

  /// The sound `text` ends in when read aloud: Hangul as written, numbers in Sino-Korean,
  /// acronyms letter by letter, code and English words as Korean developers pronounce them.
  static func finalSound(of text: Substring) -> FinalSound {
    var text = text
    // Markup ends nothing that is read: code marks, emphasis, a link's target.
    while let last = text.last {
      if last == "`" || last == "*" || last == " " {
        text = text.dropLast()
      } else if last == ")", let label = linkText(text) {
        text = label
      } else {
        break
      }
    }
    guard let last = text.last else { return .vowel }
    if let sound = hangulSound(last) { return sound }
    if last.isNumber { return numberSound(text) }
    if last == ")", let open = text.lastIndex(of: "(") {
      // A selector is read by its name; a parenthetical aside is not read before the particle.
      if let name = selectorName(text) { return finalSound(of: name) }
      return finalSound(of: text[..<open])
    }
    if last.isASCII, last.isLetter { return wordSound(text) }
    // Punctuation and closing brackets are not read (`{"error": "what"}` ends in "what"); a symbol
    // is read by its name (꺾쇠, 퍼센트, 화살표), which ends in a vowel.
    if ".,;:!?'\"}]".contains(last) { return finalSound(of: text.dropLast()) }
    return .vowel
  }

  /// The text of a link `[text](target)` that `text` ends with.
  private static func linkText(_ text: Substring) -> Substring? {
    guard let open = text.range(of: "](", options: .backwards) else { return nil }
    var depth = 0
    for character in text[open.upperBound...].dropLast() {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth < 0 { return nil }
    }
    guard depth == 0, let start = text[..<open.lowerBound].lastIndex(of: "[") else { return nil }
    return text[text.index(after: start)..<open.lowerBound]
  }

  /// The name a selector is read by, the last thing said of it: its last label that is not `_`
  /// (`scene(_:willConnectTo:options:)` ends in "options"), or its base name
  /// (`sceneDidBecomeActive(_:)` ends in "active").
  private static func selectorName(_ text: Substring) -> Substring? {
    guard let open = text.lastIndex(of: "("), open > text.startIndex, text[text.index(before: open)].isLetter,
      !text[open...].contains(" "), text.hasSuffix(":)") || text.hasSuffix("()")
    else { return nil }
    let labels = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ":")
    if let label = labels.last(where: { $0 != "_" && !$0.isEmpty }) { return label }
    return text[..<open]
  }

  private static func hangulSound(_ character: Character) -> FinalSound? {
    guard let value = character.unicodeScalars.first?.value, (0xAC00...0xD7A3).contains(value) else { return nil }
    switch (value - 0xAC00) % 28 {
    case 0: return .vowel
    case 8: return .rieul
    default: return .consonant
    }
  }

  /// A number read in Sino-Korean: 일 (ㄹ), 이, 삼, 사, 오, 육, 칠 (ㄹ), 팔 (ㄹ), 구; a round
  /// number ends in 십, 백, 천 or 만, and 0 alone is 영; after a decimal point digits are read one
  /// by one.
  private static func numberSound(_ text: Substring) -> FinalSound {
    guard let last = text.last?.wholeNumberValue else { return .consonant }
    switch last {
    // 영 alone or after a decimal point; otherwise a round number's 십, 백, 천 or 만.
    case 0: return .consonant
    case 1, 7, 8: return .rieul
    case 3, 6: return .consonant
    default: return .vowel
    }
  }

  /// An identifier or English word read aloud: its last camel-case word, an acronym letter by
  /// letter, an English word by how Korean spells it.
  private static func wordSound(_ text: Substring) -> FinalSound {
    let word = lastWord(text)
    if let sound = spoken[word.lowercased()] { return sound }
    // Capitals are spelled out (`URL`, `SDK`), unless they write a word (`FILE`, `DIR` is spelled).
    let isWord = word.count > 3 && word.contains { "AEIOU".contains($0) }
    if word.count > 1, word.allSatisfy({ $0.isUppercase }), !isWord {
      // Letter names: 엘, 알 end in ㄹ; 엠, 엔 in a consonant; the rest in a vowel.
      switch word.last {
      case "L", "R": return .rieul
      case "M", "N": return .consonant
      default: return .vowel
      }
    }
    return englishSound(word.lowercased())
  }

  /// The last word of an identifier: `didEnterBackgroundNotification` → `Notification`,
  /// `openURL` → `URL`, `catalog.json` → `json`.
  private static func lastWord(_ text: Substring) -> String {
    let name = Array(text.reversed().prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }.reversed())
    var start = 0
    for index in name.indices.dropFirst() {
      let (before, character) = (name[index - 1], name[index])
      let after = index + 1 < name.count ? name[index + 1] : " "
      // A word starts at a capital after a small letter (`didEnter`), or at the capital that
      // begins a word after an acronym (`URLSession`).
      if character.isUppercase && (before.isLowercase || (before.isUppercase && after.isLowercase)) {
        start = index
      }
    }
    return String(name[start...])
  }

  /// Words whose Korean spelling the rules below would get wrong, or that are read as words
  /// although written in capitals.
  private static let spoken: [String: FinalSound] = [
    "json": .consonant,  // 제이슨
    "ios": .vowel,  // 아이오에스
    "ipados": .vowel,
    "alert": .consonant,  // 얼럿
    "input": .consonant,  // 인풋
    "output": .consonant,  // 아웃풋
    "group": .consonant,  // 그룹
    "kit": .consonant,  // 킷
    "check": .vowel,  // 체크
    "id": .vowel,  // 아이디
    "ui": .vowel,  // 유아이
  ]

  /// An English word by the rules of its Korean spelling: a final m, n, ng (and a silent e after
  /// m or n) is a final consonant, l is ㄹ, and p, t, k after a short vowel are kept (앱, 킷, 록);
  /// other final consonants take a vowel (세컨드, 옵션스, 태스크) and r is silent (센터).
  private static func englishSound(_ word: String) -> FinalSound {
    let letters = Array(word)
    guard let last = letters.last else { return .vowel }
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    func isVowel(_ index: Int) -> Bool { index >= 0 && vowels.contains(letters[index]) }
    let count = letters.count
    if word.hasSuffix("ng") || word.hasSuffix("m") || word.hasSuffix("n") { return .consonant }
    if word.hasSuffix("me") || word.hasSuffix("ne") { return .consonant }
    if word.hasSuffix("l") { return .rieul }
    if word.hasSuffix("le") { return .rieul }
    if "ptk".contains(last) {
      // `ck` is one k (`lock`, `back`), and so is a doubled letter (`app`).
      let doubled = count > 1 && (letters[count - 2] == last || (last == "k" && letters[count - 2] == "c"))
      let before = doubled ? count - 3 : count - 2
      if isVowel(before) && !isVowel(before - 1) { return .consonant }
    }
    return .vowel
  }
}
