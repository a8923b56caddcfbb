import en from '@/locales/en/pay.json'
import zhHans from '@/locales/zh-Hans/pay.json'
import zhHant from '@/locales/zh-Hant/pay.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// The texts of paying itself (the test checkout, the under-age refusal, the way to energy), registered by the
// modules that show them — whichever page pays first (the wallet, a reader's order, the WeChat payment page) —
// never by a page the person may not have visited. Not in the first load.
addPageTranslations('pay', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
