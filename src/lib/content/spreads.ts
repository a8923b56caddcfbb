import { ARTICLES_VERSION_BUNDLED, bundledArticleIndex } from './bundled-articles'
import { usableCache } from '@tarot/core/freshness'
import { type Language, dataPathSegment } from '@tarot/core/language'
import type { SpreadLayout } from '@tarot/core/layout'
import { type AiTier, BUNDLED_CATALOGUE, SPREADS_VERSION, type Spread, type SpreadCatalogue, spreadCatalogue, spreadLayout } from '@tarot/core/spreads'
import { currentLanguage } from '@/lib/i18n/i18n'
import { useContentCache } from '@/stores/content-cache'
import { useTranslation } from 'react-i18next'

/**
 * The spreads and articles the app shows: the bundled ones, or a downloaded
 * catalogue when it is newer (spec §4). Every page looks spreads up here, so a
 * spread published after a release can be listed, asked with, drawn and read.
 */

/** The bundled catalogue in each language, built once: every spread looked up (on each render of the draw, the ask page…) read it. */
const bundledByLanguage = new Map<Language, SpreadCatalogue>()
function bundledCatalogue(language: Language): SpreadCatalogue {
  let catalogue = bundledByLanguage.get(language)
  if (!catalogue) bundledByLanguage.set(language, (catalogue = spreadCatalogue(BUNDLED_CATALOGUE, language)))
  return catalogue
}

export function catalogueFor(language: Language): SpreadCatalogue {
  return usableCache(SPREADS_VERSION, useContentCache.getState().spreads[dataPathSegment(language)]) ?? bundledCatalogue(language)
}

export function findSpread(id: string, language: Language): Spread | undefined {
  for (const category of catalogueFor(language).list) {
    const found = category.spreads.find((s) => s.id === id)
    if (found) return found
  }
  return undefined
}

export function tierOf(spread: Pick<Spread, 'ai'> | undefined): AiTier {
  if (!spread?.ai) return null
  return 'free' in spread.ai ? 'free' : 'pro'
}

/** A spread's AI tier in the catalogue the app uses ('free', 'pro', or null for none / unknown). */
export function spreadTier(id: string, language: Language = currentLanguage()): AiTier {
  return tierOf(findSpread(id, language))
}

/** Every listed spread id, in catalogue order (hidden ones left out). */
export function listedSpreadIds(language: Language = currentLanguage()): string[] {
  return catalogueFor(language).list.flatMap((c) => c.spreads.filter((s) => !s.hide).map((s) => s.id))
}

export function findLayout(id: string): SpreadLayout | undefined {
  return spreadLayout(BUNDLED_CATALOGUE, id) ?? useContentCache.getState().layouts[id]
}

export function articleIndexFor(language: Language): { version: number; list: { id: string; title: string; summary?: string }[] } {
  return usableCache(ARTICLES_VERSION_BUNDLED, useContentCache.getState().articles[dataPathSegment(language)]) ?? bundledArticleIndex(language)
}

/** The catalogue in the current language, re-rendering when the language or the downloaded content changes. */
export function useCatalogue(): SpreadCatalogue {
  const { i18n } = useTranslation()
  useContentCache((s) => s.spreads)
  return catalogueFor(i18n.language as Language)
}

/** One spread in the current language (and its layout), re-rendering when downloaded content arrives. */
export function useSpread(id: string): { spread: Spread | undefined; layout: SpreadLayout | undefined } {
  const { i18n } = useTranslation()
  useContentCache((s) => s.spreads)
  useContentCache((s) => s.layouts)
  return { spread: findSpread(id, i18n.language as Language), layout: findLayout(id) }
}
