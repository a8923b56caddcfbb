import { usePreferences } from '@/stores/preferences'
import { initI18n, loadLanguage, resolveLanguage } from './i18n'

// H5 bundles Simplified Chinese only: a person reading Traditional Chinese or English waits for that language's chunk
// before the app renders (a module-level await: the entry, and so the first page, runs after it), never seeing the fallback.
const language = resolveLanguage(usePreferences.getState().language)
await loadLanguage(language)

/** i18next in the person's language (spec §7). */
export const i18n = initI18n(language)
