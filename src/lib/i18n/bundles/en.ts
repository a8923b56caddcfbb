import { VALIDATION_TEXTS } from '@tarot/messages/validation'
import common from '@/locales/en/common.json'
import history from '@/locales/en/history.json'
import home from '@/locales/en/home.json'
import library from '@/locales/en/library.json'
import spreads from '@/locales/en/spreads.json'

/** The first screen's namespaces in en (the rest register with the modules that show them: page-translations.ts). */
const bundle = { common: { ...common, validation: VALIDATION_TEXTS['en'] }, history, spreads, library, home }

export default bundle
