import type { PayParams } from '@tarot/contracts/pay'
import { devCheckout } from './dev-checkout'
import type { PayResult } from './pay-result'

interface WeixinBridge {
  invoke(name: 'getBrandWCPayRequest', args: Record<string, string>, callback: (res: { err_msg?: string }) => void): void
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinBridge
  }
}

/** WeChat injects its bridge after the page loads; wait for it a little, as its docs advise. */
function bridge(timeoutMs = 5000): Promise<WeixinBridge | null> {
  if (typeof window === 'undefined') return Promise.resolve(null)
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge)
  return new Promise((resolve) => {
    const ready = () => {
      clearTimeout(timer)
      resolve(window.WeixinJSBridge ?? null)
    }
    const timer = setTimeout(() => {
      document.removeEventListener('WeixinJSBridgeReady', ready)
      resolve(null)
    }, timeoutMs)
    document.addEventListener('WeixinJSBridgeReady', ready, { once: true })
  })
}

/** H5 inside WeChat's browser: the jsapi payment through `WeixinJSBridge`. */
export async function requestPay(params: PayParams, amountFen: number): Promise<PayResult> {
  if (params.channel === 'dev') return devCheckout(params.orderId, amountFen)
  if (params.channel !== 'jsapi') return 'unavailable'
  const weixin = await bridge()
  if (!weixin) return 'unavailable'
  const { appId, timeStamp, nonceStr, signType, paySign } = params
  return new Promise((resolve) => {
    weixin.invoke('getBrandWCPayRequest', { appId, timeStamp, nonceStr, package: params.package, signType, paySign }, (res) => {
      const outcome = res.err_msg ?? ''
      resolve(outcome === 'get_brand_wcpay_request:ok' ? 'paid' : outcome === 'get_brand_wcpay_request:cancel' ? 'cancelled' : 'failed')
    })
  })
}
