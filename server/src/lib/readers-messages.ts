import type { Language } from '@tarot/core/language'
import { localized } from './messages'

/** Texts of the readers marketplace and consultation orders, in the caller's language. */
const messages = {
  signInToConsult: {
    'zh-Hans': '请先登录，再向塔罗师咨询',
    'zh-Hant': '請先登入，再向塔羅師諮詢',
    en: 'Please sign in to consult a reader',
  },
  questionTooShort: {
    'zh-Hans': '问题至少需要 {{min}} 个字',
    'zh-Hant': '問題至少需要 {{min}} 個字',
    en: 'Please write at least {{min}} characters for your question',
  },
  questionTooLong: {
    'zh-Hans': '问题最多 {{max}} 个字',
    'zh-Hant': '問題最多 {{max}} 個字',
    en: 'Your question can be at most {{max}} characters',
  },
  answerTooShort: {
    'zh-Hans': '解答至少需要 {{min}} 个字',
    'zh-Hant': '解答至少需要 {{min}} 個字',
    en: 'The answer needs at least {{min}} characters',
  },
  answerTooLong: {
    'zh-Hans': '解答最多 {{max}} 个字',
    'zh-Hant': '解答最多 {{max}} 個字',
    en: 'The answer can be at most {{max}} characters',
  },
  reviewInvalid: {
    'zh-Hans': '请给出 1 到 5 星的评分，评价最多 {{max}} 个字',
    'zh-Hant': '請給出 1 到 5 星的評分，評價最多 {{max}} 個字',
    en: 'Please rate from 1 to 5 stars, with at most {{max}} characters of review',
  },
  consultationInsufficientEnergy: {
    'zh-Hans': '能量不足：这次咨询需要 {{cost}} 点能量。',
    'zh-Hant': '能量不足：這次諮詢需要 {{cost}} 點能量。',
    en: 'Not enough energy: this consultation needs {{cost}} energy.',
  },
  readerUnavailable: {
    'zh-Hans': '这位塔罗师暂时不接新的咨询',
    'zh-Hant': '這位塔羅師暫時不接新的諮詢',
    en: 'This reader is not taking new consultations right now',
  },
  ownReader: {
    'zh-Hans': '不能向自己下咨询订单',
    'zh-Hant': '不能向自己下諮詢訂單',
    en: 'You cannot order a consultation from yourself',
  },
  notAllowedNow: {
    'zh-Hans': '这份咨询订单当前无法进行这一步',
    'zh-Hant': '這份諮詢訂單目前無法進行這一步',
    en: 'This consultation cannot take this step now',
  },
  notReader: {
    'zh-Hans': '只有塔罗师可以使用这个功能',
    'zh-Hant': '只有塔羅師可以使用這個功能',
    en: 'Only readers can do this',
  },
  reviewAuthor: {
    'zh-Hans': '用户{{mask}}',
    'zh-Hant': '用戶{{mask}}',
    en: 'User {{mask}}',
  },
} satisfies Record<string, Record<Language, string>>

export type ReadersMessageKey = keyof typeof messages

export const readersMessage = localized<ReadersMessageKey>(messages)
