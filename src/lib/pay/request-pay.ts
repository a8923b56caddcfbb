import Taro from '@tarojs/taro'
import type { PayParams } from '@tarot/contracts/pay'
import { devCheckout } from './dev-checkout'
import type { PayResult } from './pay-result'
import { requestVirtualPayment } from './virtual-payment'

/**
 * Mini-program: WeChat's own payment sheet — the virtual payment (`xpay`, when the server has it configured) or
 * WeChat Pay (`mini`). Neither result credits anything: the checkout waits for the server to confirm the order.
 */
export async function requestPay(params: PayParams, amountFen: number): Promise<PayResult> {
  if (params.channel === 'dev') return devCheckout(params.orderId, amountFen)
  if (params.channel === 'xpay') return requestVirtualPayment(params)
  if (params.channel !== 'mini') return 'unavailable'
  try {
    await Taro.requestPayment({ timeStamp: params.timeStamp, nonceStr: params.nonceStr, package: params.package, signType: params.signType, paySign: params.paySign })
    return 'paid'
  } catch (error) {
    return /cancel/i.test((error as { errMsg?: string })?.errMsg ?? '') ? 'cancelled' : 'failed'
  }
}
