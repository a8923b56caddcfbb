import en from '@/locales/en/readers.json'
import zhHans from '@/locales/zh-Hans/readers.json'
import zhHant from '@/locales/zh-Hant/readers.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// Loaded with the readers' pages, not with the first screen.
addPageTranslations('readers', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
