import type { PayParams } from '@tarot/contracts/pay'
import { devCheckout } from './dev-checkout'
import { registeredNativeWechatPay } from './native-wechat-pay'
import type { PayResult } from './pay-result'

/** React Native: the `app` channel through the native WeChat SDK module the shell registered. */
export async function requestPay(params: PayParams, amountFen: number): Promise<PayResult> {
  if (params.channel === 'dev') return devCheckout(params.orderId, amountFen)
  const nativePay = registeredNativeWechatPay()
  if (params.channel !== 'app' || !nativePay) return 'unavailable'
  try {
    return await nativePay(params)
  } catch {
    return 'failed'
  }
}
