import type { PayPlatform } from '@tarot/contracts/pay'
import { isWechatBrowser } from '@/lib/platform/environment'

/** Inside WeChat's browser the page pays through the jsapi bridge; elsewhere H5 has no WeChat Pay of its own. */
export function payPlatform(): PayPlatform {
  return isWechatBrowser() ? 'h5-wechat' : 'h5'
}

export function payOs(): 'ios' | 'android' | 'other' {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent
  if (/iPhone|iPad|iPod/i.test(agent)) return 'ios'
  if (/Android/i.test(agent)) return 'android'
  return 'other'
}
