import Taro from '@tarojs/taro'
import { InteractionManager } from 'react-native'
import type { ConnectionHint } from './warm-queue'

/** The device's network type through Taro (NetInfo underneath): '2g' or 'none' stop warming. */
export async function connectionHint(): Promise<ConnectionHint> {
  try {
    const { networkType } = await Taro.getNetworkType()
    return { saveData: false, type: networkType }
  } catch {
    return { saveData: false }
  }
}

/** Once React Native has finished the first screen's interactions and animations. */
export function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    void InteractionManager.runAfterInteractions(() => resolve())
  })
}

/** Between requests, React Native's own "nothing in progress": touches being handled and animations running hold it. */
export function whenQuiet(): Promise<void> {
  return new Promise((resolve) => {
    void InteractionManager.runAfterInteractions(() => resolve())
  })
}
