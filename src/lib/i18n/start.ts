import { usePreferences } from '@/stores/preferences'
import { initI18n, resolveLanguage } from './i18n'

/** i18next in the person's language (spec §7), started as the app loads: every language is bundled here. */
export const i18n = initI18n(resolveLanguage(usePreferences.getState().language))
