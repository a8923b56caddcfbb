import Taro from '@tarojs/taro'
import { type CallOutcome, dialString } from './dial'

export type { CallOutcome }

/** React Native has no links: a tap calls (`placeCall`). */
export function callHref(_number: string): string | null {
  return null
}

/**
 * React Native: Taro's call API opens the phone's dialer with the number (`tel:` through Linking; iOS asks first).
 * Where the device cannot call (a tablet, a simulator) the number is copied instead, so it can be dialled elsewhere.
 */
export function placeCall(number: string): Promise<CallOutcome> {
  const phoneNumber = dialString(number)
  return Taro.makePhoneCall({ phoneNumber }).then(
    (): CallOutcome => 'called',
    () =>
      Taro.setClipboardData({ data: phoneNumber }).then(
        (): CallOutcome => 'copied',
        (): CallOutcome => 'cancelled',
      ),
  )
}
