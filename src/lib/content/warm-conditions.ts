import Taro from '@tarojs/taro'
import type { ConnectionHint } from './warm-queue'

/** The mini-program's network type (wx.getNetworkType: 'wifi', '2g', '3g', '4g', '5g', 'none', 'unknown'); it has no Save-Data. */
export async function connectionHint(): Promise<ConnectionHint> {
  try {
    const { networkType } = await Taro.getNetworkType()
    return { saveData: false, type: networkType }
  } catch {
    return { saveData: false }
  }
}

/** The mini-program has no idle signal: the first screen has drawn a few seconds after the check. */
export function afterFirstScreen(delayMs = 3000): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, delayMs))
}

/** The mini-program has no page-wide input or animation signal: each request goes when its turn comes (two at a time). */
export function whenQuiet(): Promise<void> {
  return Promise.resolve()
}
