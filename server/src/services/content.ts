import { ARTICLES, articleIndex } from '@tarot/content/articles'
import { CARD_TEXTS } from '@tarot/content/cards'
import { CONTENT_PAGES } from '@tarot/content/pages'
import { CARD_IDS, getCard } from '@tarot/core/deck'
import { type Language, LANGUAGES } from '@tarot/core/language'
import type { PublishedArticle, PublishedCard, PublishedContentPage } from '@tarot/contracts/content'
import { BUNDLED_CATALOGUE, type Catalogue, spreadCatalogue, spreadIds, spreadLayout } from '@tarot/core/spreads'

/**
 * The data host's files (spec §7 `GET /local/{lang}/...`), built once from the
 * content and domain packages: the spread catalogue, the article index and
 * articles, card meanings one card per file so the app loads them on demand,
 * and the user agreement, privacy policy and deletion agreement (`pages/{id}.json`).
 */
export interface DataFile {
  body: string
  etag: string
}

function file(value: unknown): DataFile {
  const body = JSON.stringify(value)
  // A cheap content hash is enough for revalidation: the files only change with a release or a publish.
  let h = 0x811c9dc5
  for (let i = 0; i < body.length; i += 1) h = Math.imul(h ^ body.charCodeAt(i), 0x01000193)
  return { body, etag: `"${(h >>> 0).toString(16)}-${body.length.toString(16)}"` }
}

export class ContentFiles {
  private files = new Map<string, DataFile>()

  constructor(catalogue: Catalogue = BUNDLED_CATALOGUE) {
    this.rebuild(catalogue)
  }

  /** Builds every file again from the content in force (after an operator publishes). */
  rebuild(catalogue: Catalogue): void {
    this.files = new Map()
    for (const language of LANGUAGES) {
      this.files.set(`${language}/spreadsApp.json`, file(spreadCatalogue(catalogue, language)))
      this.files.set(`${language}/articles/index.json`, file(articleIndex(language)))
      for (const article of ARTICLES) this.files.set(`${language}/articles/${article.id}.json`, file({ id: article.id, ...article[language] } satisfies PublishedArticle))
      this.files.set(
        `${language}/cards/index.json`,
        file({
          list: CARD_IDS.map((id) => {
            const card = getCard(id)!
            const text = CARD_TEXTS[id]![language]
            return { id, name: text.name, arcana: card.arcana, suit: card.suit, number: card.number, keywords: text.keywords }
          }),
        }),
      )
      for (const id of CARD_IDS) this.files.set(`${language}/cards/${id}.json`, file({ id, ...getCard(id), ...CARD_TEXTS[id]![language] } satisfies PublishedCard))
      for (const page of CONTENT_PAGES)
        this.files.set(`${language}/pages/${page.id}.json`, file({ id: page.id, version: page.version, effective: page.effective, ...page[language] } satisfies PublishedContentPage))
    }
    for (const id of spreadIds(catalogue)) this.files.set(`layout/${id}.json`, file({ data: spreadLayout(catalogue, id) }))
  }

  get(language: Language, path: string): DataFile | undefined {
    return this.files.get(`${language}/${path}`)
  }

  layout(spreadId: string): DataFile | undefined {
    return this.files.get(`layout/${spreadId}.json`)
  }
}
