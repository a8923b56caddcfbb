import en from '@/locales/en/reading.json'
import zhHans from '@/locales/zh-Hans/reading.json'
import zhHant from '@/locales/zh-Hant/reading.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// Loaded with the pages (and shared components) that show it, not with the first screen.
addPageTranslations('reading', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
