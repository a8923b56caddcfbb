import Taro from '@tarojs/taro'
import { type CallOutcome, callOrCopy } from './dial'

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
  return callOrCopy(number, Taro, (error) => /cancel/i.test(error.errMsg ?? ''))
}
