import type { PayPlatform } from '@tarot/contracts/pay'
import { systemPayOs } from './pay-os'

/** The mini-program pays through `requestPayment`. */
export function payPlatform(): PayPlatform {
  return 'weapp'
}

export const payOs = systemPayOs
