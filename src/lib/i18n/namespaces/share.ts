import en from '@/locales/en/share.json'
import zhHans from '@/locales/zh-Hans/share.json'
import zhHant from '@/locales/zh-Hant/share.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// Sharing's texts load with the pages that show them (the reading, the shared reading, the shared links, about), not with the first screen.
addPageTranslations('share', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
