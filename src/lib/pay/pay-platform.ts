import Taro from '@tarojs/taro'
import type { PayPlatform } from '@tarot/contracts/pay'

/** The mini-program pays through `requestPayment`. */
export function payPlatform(): PayPlatform {
  return 'weapp'
}

export function payOs(): 'ios' | 'android' | 'other' {
  try {
    const platform = Taro.getSystemInfoSync().platform.toLowerCase()
    return platform === 'ios' ? 'ios' : platform === 'android' ? 'android' : 'other'
  } catch {
    return 'other'
  }
}
