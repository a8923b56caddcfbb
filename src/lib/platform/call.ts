import Taro from '@tarojs/taro'
import { type CallOutcome, dialString } from './dial'

/**
 * Calling a phone number from the page (a crisis answer's hotlines). Each platform has its own leaf: H5 a `tel:` link
 * the browser follows (`call.h5.ts`), the mini-program WeChat's call sheet (`call.weapp.ts`), React Native the
 * phone's dialer (`call.rn.ts`). This neutral one serves the other mini-programs and the tests: Taro's call API.
 * (A leaf importing `./call` would get itself: what they share is in `dial.ts`.)
 */

export type { CallOutcome }

/** The `tel:` address a link carries; null where there are no links and a tap calls (`placeCall`). */
export function callHref(_number: string): string | null {
  return null
}

/** Offers to call the number (the platform asks the person first); a refusal or a cancel leaves the page as it is. */
export function placeCall(number: string): Promise<CallOutcome> {
  return Taro.makePhoneCall({ phoneNumber: dialString(number) }).then(
    (): CallOutcome => 'called',
    (): CallOutcome => 'cancelled',
  )
}
