import en from '@/locales/en/chat.json'
import zhHans from '@/locales/zh-Hans/chat.json'
import zhHant from '@/locales/zh-Hant/chat.json'
import { addPageTranslations } from '@/lib/i18n/page-translations'

// Loaded with the chat page (its own subpackage), not with the first screen.
addPageTranslations('chat', { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en })
