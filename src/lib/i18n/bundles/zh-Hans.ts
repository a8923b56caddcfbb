import { VALIDATION_TEXTS } from '@tarot/messages/validation'
import 'dayjs/locale/zh-cn'
import common from '@/locales/zh-Hans/common.json'
import history from '@/locales/zh-Hans/history.json'
import home from '@/locales/zh-Hans/home.json'
import library from '@/locales/zh-Hans/library.json'
import spreads from '@/locales/zh-Hans/spreads.json'

/** The first screen's namespaces in zh-Hans (the rest register with the modules that show them: page-translations.ts). */
const bundle = { common: { ...common, validation: VALIDATION_TEXTS['zh-Hans'] }, history, spreads, library, home }

export default bundle
