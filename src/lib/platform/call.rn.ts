import Taro from '@tarojs/taro'
import { type CallOutcome, callOrCopy } from './dial'

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
  return callOrCopy(number, Taro)
}
