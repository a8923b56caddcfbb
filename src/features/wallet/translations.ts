import en from '@/locales/en/wallet.json'
import zhHans from '@/locales/zh-Hans/wallet.json'
import zhHant from '@/locales/zh-Hant/wallet.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// Loaded with the wallet's pages, not with the first screen.
addPageTranslations('wallet', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
