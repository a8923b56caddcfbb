import type { PayPlatform } from '@tarot/contracts/pay'
import { systemPayOs } from './pay-os'

/** The React Native app pays through the native WeChat SDK (see request-pay.rn.ts). */
export function payPlatform(): PayPlatform {
  return 'rn'
}

export const payOs = systemPayOs
