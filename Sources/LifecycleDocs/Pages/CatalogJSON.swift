import Lifecycle

/// `catalog.json`: every scenario as `Scenario.json` writes it, wrapped with the format's name
/// and version and the order rules, so other languages need nothing but this file.
enum CatalogJSON {
  static func render(_ site: SiteCatalog) -> String {
    JSONValue.object([
      ("format", .string("lifecycle-catalog")),
      ("version", .number(DocsSite.catalogFormatVersion)),
      ("generated", .string("by `swift run lifecycle docs` from the LifecycleKit catalog; do not edit by hand")),
      (
        "orderRules",
        .array(
          OrderRule.all.map { rule in
            .object([("id", .string(rule.id)), ("summary", .string(rule.summary)), ("url", .string(rule.url))])
          })
      ),
      ("scenarios", .array(site.scenarios.map(\.json))),
    ]).pretty
  }
}
