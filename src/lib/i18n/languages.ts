import type { Language } from '@tarot/core/language'
import { type LanguageBundle, resources } from './bundles'

// Mini-program and RN: every language is in the package (no chunks to fetch), so each is there from the start.

/** The languages whose first-screen namespaces are already here. */
export const loadedLanguages: Partial<Record<Language, LanguageBundle>> = { ...resources }

export function loadLanguageBundle(language: Language): Promise<LanguageBundle> {
  return Promise.resolve(resources[language])
}
