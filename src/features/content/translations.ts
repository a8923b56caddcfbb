import en from '@/locales/en/content.json'
import zhHans from '@/locales/zh-Hans/content.json'
import zhHant from '@/locales/zh-Hant/content.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// Loaded with the feature's pages, not with the first screen.
addPageTranslations('content', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
