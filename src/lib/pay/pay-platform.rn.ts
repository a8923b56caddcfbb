import Taro from '@tarojs/taro'
import type { PayPlatform } from '@tarot/contracts/pay'

/** The React Native app pays through the native WeChat SDK (see request-pay.rn.ts). */
export function payPlatform(): PayPlatform {
  return 'rn'
}

export function payOs(): 'ios' | 'android' | 'other' {
  try {
    const platform = Taro.getSystemInfoSync().platform.toLowerCase()
    return platform === 'ios' ? 'ios' : platform === 'android' ? 'android' : 'other'
  } catch {
    return 'other'
  }
}
