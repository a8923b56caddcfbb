import type { PayParams } from '@tarot/contracts/pay'
import type { PayResult } from './pay-result'

export type AppPayParams = Extract<PayParams, { channel: 'app' }>
export type NativeWechatPay = (params: AppPayParams) => Promise<Exclude<PayResult, 'unavailable'>>

let nativeWechatPay: NativeWechatPay | null = null

/**
 * The adapter boundary for the React Native shell (docs/commerce.md): it registers its native WeChat
 * SDK module here, which sends a `PayReq` with these fields and resolves with what the SDK reported.
 * Until one is registered, paying in the app reports 'unavailable'.
 */
export function registerNativeWechatPay(pay: NativeWechatPay | null): void {
  nativeWechatPay = pay
}

export function registeredNativeWechatPay(): NativeWechatPay | null {
  return nativeWechatPay
}
