import Taro from '@tarojs/taro'
import { type CallOutcome, dialString } from './dial'

export type { CallOutcome }

/** The mini-program has no links: a tap calls (`placeCall`). */
export function callHref(_number: string): string | null {
  return null
}

/**
 * The mini-program: WeChat's own sheet (call, or on Android add to contacts). Where WeChat cannot call (WeChat on a
 * computer), the number is copied instead, so it can still be dialled from a phone. A cancel leaves the page as it is.
 */
export function placeCall(number: string): Promise<CallOutcome> {
  const phoneNumber = dialString(number)
  return Taro.makePhoneCall({ phoneNumber }).then(
    (): CallOutcome => 'called',
    (error: { errMsg?: string }): Promise<CallOutcome> | CallOutcome =>
      /cancel/i.test(error?.errMsg ?? '')
        ? 'cancelled'
        : Taro.setClipboardData({ data: phoneNumber }).then(
            (): CallOutcome => 'copied',
            (): CallOutcome => 'cancelled',
          ),
  )
}
