import type { Language } from '@tarot/core/language'
import { localized } from './messages'

/** What purchases answer in `message`, in the caller's language. English follows spec §5 and §8 where it gives words. */
const texts = {
  birthYearRequired: {
    'zh-Hans': '首次购买前，请先填写你的出生年份',
    'zh-Hant': '首次購買前，請先填寫你的出生年份',
    en: 'Please tell us your year of birth before your first purchase',
  },
  underAge: {
    'zh-Hans': '未满18岁的用户不能购买。如果有误，请通过“意见反馈”告诉我们，我们会核实处理。',
    'zh-Hant': '未滿18歲的用戶不能購買。如果有誤，請透過「意見回饋」告訴我們，我們會核實處理。',
    en: 'You must be 18 or older to make a purchase. If this is a mistake, tell us through Feedback and we will look into it.',
  },
  birthYearInvalid: {
    'zh-Hans': '请填写真实的出生年份',
    'zh-Hant': '請填寫真實的出生年份',
    en: 'Please enter your real year of birth',
  },
  purchaseUnavailableIos: {
    'zh-Hans': '此设备暂不支持购买',
    'zh-Hant': '此裝置暫不支援購買',
    en: 'Purchases are not available on this device',
  },
  purchaseNeedsWechat: {
    'zh-Hans': '请在微信中打开并使用微信登录后购买',
    'zh-Hant': '請在微信中開啟並使用微信登入後購買',
    en: 'Please open this in WeChat and sign in with WeChat to pay',
  },
  sufficientEnergy: {
    'zh-Hans': '能量充足，无需购买',
    'zh-Hant': '能量充足，無需購買',
    en: 'Sufficient Energy, No Purchase Needed',
  },
  productUnknown: {
    'zh-Hans': '这个商品已下架',
    'zh-Hant': '這個商品已下架',
    en: 'This product is no longer on sale',
  },
  orderNotPayable: {
    'zh-Hans': '这笔订单已关闭或已过期，请重新下单',
    'zh-Hant': '這筆訂單已關閉或已逾期，請重新下單',
    en: 'This order is closed or has expired; please place a new one',
  },
  orderAlreadyPaid: {
    'zh-Hans': '这笔订单已支付完成',
    'zh-Hant': '這筆訂單已支付完成',
    en: 'This order has already been paid',
  },
  paymentFailed: {
    'zh-Hans': '支付失败',
    'zh-Hant': '支付失敗',
    en: 'Payment Failed',
  },
  paymentInvalid: {
    'zh-Hans': '无效支付',
    'zh-Hant': '無效支付',
    en: 'Invalid Payment',
  },
  devPayOnly: {
    'zh-Hans': '本地测试支付未开启',
    'zh-Hant': '本地測試支付未開啟',
    en: 'The local test payment is not enabled',
  },
} satisfies Record<string, Record<Language, string>>

export type PayMessageKey = keyof typeof texts

export const payMessage = localized<PayMessageKey>(texts)
