/// `README.md`: what the folder is, for someone who opens it in a repository browser.
enum ReadmePage {
  static func render(_ site: SiteCatalog) -> String {
    Markdown.page([
      DocsSite.marker,
      "# DocsSite",
      localized("The generated reference of LifecycleKit: start at [index.md](index.md)."),
      localized(
        "Everything in this folder is written by `swift run lifecycle docs` from the scenario catalog in "
          + "`Sources/Lifecycle/Catalog/`; the command replaces the whole folder. Do not edit it by hand: "
          + "`swift run lifecycle docs --check` fails when the folder differs from what the catalog renders."),
    ])
  }
}
