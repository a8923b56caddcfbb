import en from '@/locales/en/purchases.json'
import zhHans from '@/locales/zh-Hans/purchases.json'
import zhHant from '@/locales/zh-Hant/purchases.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// Loaded with the purchases page (the pagesApp subpackage), not with the wallet or the first screen.
addPageTranslations('purchases', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
