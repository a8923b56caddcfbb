import type { PayResult } from './pay-result'

/** The arguments the server signed for `wx.requestVirtualPayment` (the mini-program's virtual payment, xpay). */
export interface VirtualPaymentRequest {
  mode: 'short_series_coin' | 'short_series_goods'
  signData: string
  paySig: string
  signature: string
}

interface VirtualPaymentHost {
  requestVirtualPayment?: (options: VirtualPaymentRequest & { success: () => void; fail: (error: { errMsg?: string; errCode?: number }) => void }) => void
}

/** xpay's errCode when the payer closed the sheet. */
const CANCELLED = -2

/**
 * The mini-program's `wx.requestVirtualPayment` (Taro types no wrapper for it). Its success is only the sheet closing
 * after a payment: the caller waits for the server to confirm the order, which credits on WeChat's delivery push.
 * `unavailable` on a WeChat too old for it (base library < 2.19.2).
 */
export function requestVirtualPayment(request: VirtualPaymentRequest): Promise<PayResult> {
  const host = (globalThis as { wx?: VirtualPaymentHost }).wx
  const pay = host?.requestVirtualPayment
  if (typeof pay !== 'function') return Promise.resolve('unavailable')
  return new Promise((resolve) => {
    pay.call(host, {
      mode: request.mode,
      signData: request.signData,
      paySig: request.paySig,
      signature: request.signature,
      success: () => resolve('paid'),
      fail: (error) => resolve(error?.errCode === CANCELLED || /cancel/i.test(error?.errMsg ?? '') ? 'cancelled' : 'failed'),
    })
  })
}
