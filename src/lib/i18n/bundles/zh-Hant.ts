import { VALIDATION_TEXTS } from '@tarot/messages/validation'
import 'dayjs/locale/zh-tw'
import common from '@/locales/zh-Hant/common.json'
import history from '@/locales/zh-Hant/history.json'
import home from '@/locales/zh-Hant/home.json'
import library from '@/locales/zh-Hant/library.json'
import spreads from '@/locales/zh-Hant/spreads.json'

/** The first screen's namespaces in zh-Hant (the rest register with the modules that show them: page-translations.ts). */
const bundle = { common: { ...common, validation: VALIDATION_TEXTS['zh-Hant'] }, history, spreads, library, home }

export default bundle
