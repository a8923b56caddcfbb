import en from '@/locales/en/account.json'
import zhHans from '@/locales/zh-Hans/account.json'
import zhHant from '@/locales/zh-Hant/account.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// Loaded with the feature's pages, not with the first screen.
addPageTranslations('account', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
