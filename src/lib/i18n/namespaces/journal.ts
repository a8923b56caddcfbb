import en from '@/locales/en/journal.json'
import zhHans from '@/locales/zh-Hans/journal.json'
import zhHant from '@/locales/zh-Hant/journal.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// The journal's texts load with the pages that show them (reading, history, insights, about), not with the first screen.
addPageTranslations('journal', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
