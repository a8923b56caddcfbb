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
    'zh-Hans': '未满 18 周岁的用户不能购买。出生年份填错了，可以申请更正，我们核实后会为你更正。',
    'zh-Hant': '未滿 18 歲的使用者不能購買。出生年份填錯了，可以申請更正，我們核實後會為你更正。',
    en: 'You must be 18 or older to make a purchase. If your year of birth was entered wrongly, you can ask for a correction, which we make once we have checked.',
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
  signInAgainToPay: {
    'zh-Hans': '请重新登录后再购买',
    'zh-Hant': '請重新登入後再購買',
    en: 'Please sign in again to pay',
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
  birthYearNotGiven: {
    'zh-Hans': '还没有填写出生年份，不需要更正',
    'zh-Hant': '還沒有填寫出生年份，不需要更正',
    en: 'No year of birth has been given yet, so there is nothing to correct',
  },
  correctionContact: {
    'zh-Hans': '请留下联系方式，方便我们核实你的年龄',
    'zh-Hant': '請留下聯絡方式，方便我們核實你的年齡',
    en: 'Please leave a way to reach you, so we can check your age',
  },
} satisfies Record<string, Record<Language, string>>

export type PayMessageKey = keyof typeof texts

export const payMessage = localized<PayMessageKey>(texts)
