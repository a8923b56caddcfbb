import type { Language } from '@tarot/core/language'
import i18next from 'i18next'

type Bundles = Record<Language, Record<string, unknown>>

/** Namespaces that arrive with the pages that use them rather than in the first load (H5 home budget). */
export const pageTranslations: Record<string, Bundles> = {}

/**
 * Registers a feature's translations when its module loads. Before i18next starts they wait here
 * (i18n.ts adds them at init); after, they are added at once, before any component renders them.
 */
export function addPageTranslations(namespace: string, bundles: Bundles): void {
  if (pageTranslations[namespace]) return
  pageTranslations[namespace] = bundles
  if (!i18next.isInitialized) return
  for (const [language, bundle] of Object.entries(bundles)) i18next.addResourceBundle(language, namespace, bundle, true, true)
}
