import type { Language } from '@tarot/core/language'
import { localized } from './messages'

/** What the back office answers in `message`: the console speaks zh-Hans and English; zh-Hant is kept for the shared type. */
const texts = {
  signInFailed: {
    'zh-Hans': '名称、密码或验证码不正确',
    'zh-Hant': '名稱、密碼或驗證碼不正確',
    en: 'The name, password or code is not right',
  },
  forbidden: {
    'zh-Hans': '你没有这项操作的权限',
    'zh-Hant': '你沒有這項操作的權限',
    en: 'You do not have permission to do this',
  },
  nameTaken: {
    'zh-Hans': '这个名称已经有人用了',
    'zh-Hant': '這個名稱已經有人用了',
    en: 'That name is already taken',
  },
  lastOwner: {
    'zh-Hans': '至少要保留一位在职的所有者',
    'zh-Hant': '至少要保留一位在職的擁有者',
    en: 'At least one active owner must remain',
  },
  refundNotPaid: {
    'zh-Hans': '这笔订单未支付或已全额退款，无法退款',
    'zh-Hant': '這筆訂單未付款或已全額退款，無法退款',
    en: 'This order is not paid, or is refunded in full already',
  },
  refundTooMuch: {
    'zh-Hans': '退款金额超过了这笔订单还能退的金额',
    'zh-Hant': '退款金額超過了這筆訂單還能退的金額',
    en: 'That is more than is left to refund on this order',
  },
  refundTooLate: {
    'zh-Hans': '支付已超过一年，无法原路退款',
    'zh-Hant': '付款已超過一年，無法原路退款',
    en: 'This order was paid more than a year ago and can no longer be refunded to the original payment method',
  },
  refundLimit: {
    'zh-Hans': '这笔订单的退款次数已达上限（50 次）',
    'zh-Hant': '這筆訂單的退款次數已達上限（50 次）',
    en: 'This order has had the most refunds it can have (50)',
  },
  refundConsultation: {
    'zh-Hans': '咨询订单请在咨询的争议处理中退款',
    'zh-Hant': '諮詢訂單請在諮詢的爭議處理中退款',
    en: 'Refund a consultation order from its consultation',
  },
  refundRefused: {
    'zh-Hans': '支付渠道拒绝了这笔退款，已撤回，用户的能量和会员时长已恢复',
    'zh-Hant': '付款管道拒絕了這筆退款，已撤回，使用者的能量和會員時長已恢復',
    en: 'The payment provider refused this refund; it was withdrawn and what it took back was restored',
  },
  feedbackAnswered: {
    'zh-Hans': '这条反馈已经回复过了',
    'zh-Hant': '這則回饋已經回覆過了',
    en: 'This feedback has been answered already',
  },
  correctionDecided: {
    'zh-Hans': '这项更正已经处理过，或者没有待处理的更正',
    'zh-Hant': '這項更正已經處理過，或者沒有待處理的更正',
    en: 'There is no correction waiting for review here',
  },
  energyBelowZero: {
    'zh-Hans': '扣除后能量会低于零，没有扣除',
    'zh-Hant': '扣除後能量會低於零，沒有扣除',
    en: 'That would take the balance below zero; nothing was taken',
  },
  notHeld: {
    'zh-Hans': '这条内容已经处理过，或者不在待审核中',
    'zh-Hant': '這則內容已經處理過，或者不在待審核中',
    en: 'This item is not waiting for review (decided already, or closed meanwhile)',
  },
} satisfies Record<string, Record<Language, string>>

export type ConsoleMessage = keyof typeof texts

export const consoleMessage: (key: ConsoleMessage, language: Language) => string = localized<ConsoleMessage>(texts)
