import 'i18next'
import type account from '../src/locales/zh-Hans/account.json'
import type ask from '../src/locales/zh-Hans/ask.json'
import type chat from '../src/locales/zh-Hans/chat.json'
import type content from '../src/locales/zh-Hans/content.json'
import type commonTexts from '../src/locales/zh-Hans/common.json'
import type { ValidationTexts } from '../packages/messages/src/validation'
import type draw from '../src/locales/zh-Hans/draw.json'
import type feedback from '../src/locales/zh-Hans/feedback.json'
import type history from '../src/locales/zh-Hans/history.json'
import type spreads from '../src/locales/zh-Hans/spreads.json'
import type home from '../src/locales/zh-Hans/home.json'
import type library from '../src/locales/zh-Hans/library.json'
import type readers from '../src/locales/zh-Hans/readers.json'
import type readerDesk from '../src/locales/zh-Hans/reader-desk.json'
import type reading from '../src/locales/zh-Hans/reading.json'
import type wallet from '../src/locales/zh-Hans/wallet.json'
import type pay from '../src/locales/zh-Hans/pay.json'
import type journal from '../src/locales/zh-Hans/journal.json'
import type share from '../src/locales/zh-Hans/share.json'
import type purchases from '../src/locales/zh-Hans/purchases.json'

type common = typeof commonTexts & { validation: ValidationTexts }

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common'
    resources: {
      common: common
      ask: typeof ask
      draw: typeof draw
      reading: typeof reading
      chat: typeof chat
      account: typeof account
      history: typeof history
      content: typeof content
      feedback: typeof feedback
      spreads: typeof spreads
      library: typeof library
      home: typeof home
      wallet: typeof wallet
      pay: typeof pay
      readers: typeof readers
      'reader-desk': typeof readerDesk
      journal: typeof journal
      share: typeof share
      purchases: typeof purchases
    }
  }
}
