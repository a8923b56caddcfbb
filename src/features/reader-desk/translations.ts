import en from '@/locales/en/reader-desk.json'
import zhHans from '@/locales/zh-Hans/reader-desk.json'
import zhHant from '@/locales/zh-Hant/reader-desk.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// Loaded with the reader's desk and its entry on the about page, not with the first screen.
addPageTranslations('reader-desk', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
