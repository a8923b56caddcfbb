import { usableCache } from '@tarot/core/freshness'
import { type Language, dataPathSegment } from '@tarot/core/language'
import { BUNDLED_SPREADS_VERSION, BUNDLED_SUMMARY, type CatalogueSummary, summarize, summaryIn } from '@tarot/core/spread-summary'
import { useTranslation } from 'react-i18next'
import { useContentCache } from '@/stores/content-cache'

/**
 * Lists of spreads (names, card counts, tiers) without the catalogue's positions:
 * the downloaded catalogue's summary when it is newer than the bundle, else the
 * bundled summary. Home lists spreads through this, so its first screen does not
 * load the whole catalogue; a spread's page looks it up in full through `./spreads`.
 */
export function summaryFor(language: Language): CatalogueSummary {
  const cached = usableCache(BUNDLED_SPREADS_VERSION, useContentCache.getState().spreads[dataPathSegment(language)])
  return cached ? summarize(cached) : summaryIn(BUNDLED_SUMMARY, language)
}

/** The summary in the current language, re-rendering when the language or the downloaded content changes. */
export function useSpreadSummary(): CatalogueSummary {
  const { i18n } = useTranslation()
  useContentCache((s) => s.spreads)
  return summaryFor(i18n.language as Language)
}
