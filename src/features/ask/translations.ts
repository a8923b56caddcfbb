import en from '@/locales/en/ask.json'
import zhHans from '@/locales/zh-Hans/ask.json'
import zhHant from '@/locales/zh-Hant/ask.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// Loaded with the feature's pages, not with the first screen.
addPageTranslations('ask', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
