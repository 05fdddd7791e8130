import Foundation

/// The translations of the edition being rendered, and the English strings it found none for.
///
/// `DocsSite.render(_:engines:language:)` installs one for the length of a render; a string
/// without a translation is rendered in English and recorded, so `DocsSite.untranslated` can
/// name it and a test can fail on it.
final class Translator: @unchecked Sendable {
  /// The translator of the render in progress on this task or thread; nil while rendering English.
  @TaskLocal static var current: Translator?

  /// The edition being rendered.
  let language: Language
  private let translations: [String: String]
  // A render runs on one thread; the lock keeps a translator shared by mistake sound.
  private let lock = NSLock()
  private var missing: Set<String> = []

  /// The translations that hold a particle template, which is resolved once the placeholders
  /// are filled (`Korean.resolvingParticles`).
  private let withParticles: Set<String>

  /// A translator of `translations`; `withParticles` are those of them that hold a particle
  /// template, worked out here when not given.
  init(_ language: Language, _ translations: [String: String], withParticles: Set<String>? = nil) {
    self.language = language
    self.translations = translations
    self.withParticles =
      withParticles
      ?? (language == .korean
        ? Set(translations.values.filter { $0.contains("(") && Korean.resolvingParticles($0) != $0 }) : [])
  }

  /// The translations that hold a particle template.
  var particleTemplates: Set<String> { withParticles }

  /// `prose` translated, its placeholders filled, its particles made to agree with what fills them.
  func localize(_ prose: Prose) -> String {
    let template = translate(prose.key)
    let filled = prose.filling(template)
    return !withParticles.isEmpty && withParticles.contains(template) ? Korean.resolvingParticles(filled) : filled
  }

  /// The translation of `english`, or `english` itself, recorded as missing.
  func translate(_ english: String) -> String {
    if let translation = translations[english] { return translation }
    lock.withLock { _ = missing.insert(english) }
    return english
  }

  /// Every English string asked for without a translation, sorted.
  var untranslated: [String] { lock.withLock { missing.sorted() } }
}
