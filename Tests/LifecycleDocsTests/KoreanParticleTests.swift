import Lifecycle
import Testing

@testable import LifecycleDocs

/// Korean particles agree with the word before them, as a Korean developer reads that word.
@Suite("Korean particles")
struct KoreanParticleTests {
  @Test(
    "a particle takes the form the word before it is read with",
    arguments: [
      // Code and English as Korean iOS developers say them: 메인, 세컨드, 유알엘, 아이오에스 십삼.
      ("`main`", Korean.Particle.object, "을"), ("`main`", .subject, "이"), ("`main`", .toward, "으로"),
      ("`second`", .object, "를"), ("`second`", .subject, "가"), ("`second`", .and, "와"), ("`second`", .toward, "로"),
      ("URL", .subject, "이"), ("URL", .toward, "로"), ("`openURL`", .object, "을"),
      ("iOS 13", .subject, "이"), ("iOS 13", .toward, "으로"), ("iOS 14", .topic, "는"), ("iOS 27", .toward, "로"),
      ("iOS 26.0", .subject, "이"), ("iOS", .subject, "가"),
      // A selector is read by its last label, or by its base name when every label is `_`.
      ("`sceneDidBecomeActive(_:)`", .object, "를"), ("`scene(_:willConnectTo:options:)`", .subject, "가"),
      ("`application(_:didFinishLaunchingWithOptions:)`", .topic, "는"),
      ("`applicationDidReceiveMemoryWarning(_:)`", .subject, "이"),
      ("[`windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`](callbacks.md#x)", .subject, "이"),
      ("`UIApplication.didEnterBackgroundNotification`", .object, "을"),
      ("`viewDidLoad()`", .subject, "가"), ("`UIKit`", .subject, "이"), ("JSON", .object, "을"),
      ("SDK", .subject, "가"), ("`tapIcon`", .object, "을"), ("`pressHome`", .toward, "으로"), ("`app`", .subject, "이"),
      ("`lifecycle`", .toward, "로"), ("`lockDevice`", .subject, "가"), ("`beginInterruption`", .object, "을"),
      // Hangul as written; a parenthetical aside is skipped; numbers in Sino-Korean.
      ("앱", .object, "을"), ("델리게이트", .object, "를"), ("콜", .toward, "로"), ("앱(iOS 13)", .object, "을"),
      ("씬 **`main`**", .subject, "이"), ("1", .toward, "로"), ("2", .subject, "가"), ("10", .subject, "이"),
      ("[단계 3](#step-3)", .object, "을"),
    ])
  func forms(word: String, particle: Korean.Particle, form: String) {
    #expect(Korean.particle(particle, after: word) == form, "\(word) + \(particle)")
  }

  @Test("a template in a translation becomes the one form its placeholder's word takes")
  func templates() {
    #expect(Korean.resolvingParticles("씬 `second`을(를) 엽니다") == "씬 `second`를 엽니다")
    #expect(Korean.resolvingParticles("씬 `main`을(를) 엽니다") == "씬 `main`을 엽니다")
    #expect(Korean.resolvingParticles("씬 `second`이(가) 떠납니다. URL(으)로 엽니다.") == "씬 `second`가 떠납니다. URL로 엽니다.")
    #expect(Korean.resolvingParticles("앱(iOS 13 이상)은 [씬](a.md)을(를)") == "앱(iOS 13 이상)은 [씬](a.md)을")
    let translator = Translator(.korean, ["The user opens scene {1}.": "사용자가 씬 {1}을(를) 엽니다."])
    let (main, second) = Translator.$current.withValue(translator) {
      (localized("The user opens scene \("`main`")."), localized("The user opens scene \("`second`")."))
    }
    #expect(main == "사용자가 씬 `main`을 엽니다.")
    #expect(second == "사용자가 씬 `second`를 엽니다.")
    // The scan of the edition finds particles after code and after Latin words and numbers.
    #expect(Self.particlesAfterCode("앱에서 URL이 열리고 `second`를 엽니다. iOS 14는 `a b`").map(\.2) == ["이", "를", "는"])
  }

  @Test("no Korean page writes a particle both ways, and each particle after code agrees with it")
  func renderedEdition() {
    for catalog in KoreanEditionTests.Catalog.allCases {
      let pages = DocsSite.render(catalog.scenarios, engines: catalog.engines, language: .korean)
      for path in pages.keys.sorted() where path.hasSuffix(".md") {
        for (number, line) in pages[path]!.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
          let templates = Korean.Particle.allCases.flatMap(\.templates).filter { line.contains($0) }
          #expect(templates.isEmpty, "ko/\(path):\(number + 1): \(templates) in: \(line)")
          for (word, particle, written) in Self.particlesAfterCode(line) {
            let expected = Korean.particle(particle, after: word)
            #expect(written == expected, "ko/\(path):\(number + 1): '\(word)\(written)' should be '\(expected)'")
          }
        }
      }
    }
  }

  /// Each particle written right after a code span, a number or a Latin word, with the text
  /// before it.
  static func particlesAfterCode(_ line: Substring) -> [(String, Korean.Particle, String)] {
    var found: [(String, Korean.Particle, String)] = []
    var index = line.startIndex
    var ticks = 0
    while let tick = line[index...].firstIndex(where: { $0 == "`" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
      let after = line[line.index(after: tick)...]
      index = line.index(after: tick)
      if line[tick] == "`" { ticks += 1 }
      // Only after a closing mark, or a word outside code.
      guard ticks % 2 == 0 else { continue }
      for particle in Korean.Particle.allCases {
        for form in [particle.forms.consonant, particle.forms.vowel] where after.hasPrefix(form) {
          let next = after.dropFirst(form.count).first ?? " "
          if next == " " || next == "," || next == "." || next == ")" {
            found.append((String(line[...tick]), particle, form))
          }
        }
      }
    }
    return found
  }
}
