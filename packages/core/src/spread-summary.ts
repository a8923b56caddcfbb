import summaryData from '../data/spread-summary.json'
import type { Language } from './language'
import type { SpreadCatalogue } from './spreads'

/**
 * What a list of spreads shows, without the catalogue's positions: each spread's
 * name, card count, AI tier, and whether it is recommended or hidden. Generated
 * from the bundled catalogue (`node scripts/spread-summary.mjs`; a test checks it
 * matches), so a screen that lists spreads — home's recommended row — loads a
 * couple of kilobytes instead of every position in three languages. Like the
 * catalogue it is a value: `summarize` reads whichever catalogue it is given.
 */

type Texts = Record<Language, string>

export interface SummarySource {
  version: number
  categories: { id: string; name: Texts; spreads: string[] }[]
  spreads: Record<string, { name: Texts; count: number; ai?: { free: true } | { pro: true }; tj?: 1; hide?: true }>
}

/** One spread in a list, in one language. */
export interface SpreadSummary {
  id: string
  name: string
  /** How many cards (positions) it lays out. */
  count: number
  ai?: { free: true } | { pro: true }
  tj?: 1
  hide?: true
}

export interface CatalogueSummary {
  version: number
  list: { id: string; name: string; spreads: SpreadSummary[] }[]
}

/** The bundled catalogue's summary. */
export const BUNDLED_SUMMARY: SummarySource = summaryData as SummarySource

/** The bundled catalogue's version, without loading the catalogue. */
export const BUNDLED_SPREADS_VERSION: number = BUNDLED_SUMMARY.version

/** Every spread the bundled catalogue defines (each has a bundled layout), without loading the catalogue. */
export const BUNDLED_SPREAD_IDS: readonly string[] = Object.keys(BUNDLED_SUMMARY.spreads)

/** A summary in one language. */
export function summaryIn(source: SummarySource, language: Language): CatalogueSummary {
  return {
    version: source.version,
    list: source.categories.map((category) => ({
      id: category.id,
      name: category.name[language],
      spreads: category.spreads.flatMap((id) => {
        const s = source.spreads[id]
        if (!s) return []
        return [{ id, name: s.name[language], count: s.count, ...(s.ai ? { ai: s.ai } : {}), ...(s.tj ? { tj: s.tj } : {}), ...(s.hide ? { hide: s.hide } : {}) }]
      }),
    })),
  }
}

/** The summary of a catalogue already in one language (e.g. a downloaded `spreadsApp.json`). */
export function summarize(catalogue: SpreadCatalogue): CatalogueSummary {
  return {
    version: catalogue.version,
    list: catalogue.list.map((category) => ({
      id: category.id,
      name: category.name,
      spreads: category.spreads.map((s) => ({ id: s.id, name: s.name, count: s.positions.length, ...(s.ai ? { ai: s.ai } : {}), ...(s.tj ? { tj: s.tj } : {}), ...(s.hide ? { hide: s.hide } : {}) })),
    })),
  }
}
