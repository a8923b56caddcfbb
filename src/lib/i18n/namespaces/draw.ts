import en from '@/locales/en/draw.json'
import zhHans from '@/locales/zh-Hans/draw.json'
import zhHant from '@/locales/zh-Hant/draw.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// Loaded with the pages (and shared components) that show it, not with the first screen.
addPageTranslations('draw', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
