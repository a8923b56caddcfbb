import en from '@/locales/en/feedback.json'
import zhHans from '@/locales/zh-Hans/feedback.json'
import zhHant from '@/locales/zh-Hant/feedback.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// Loaded with the feature's pages, not with the first screen.
addPageTranslations('feedback', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
