import Taro from '@tarojs/taro'
import { Share } from 'react-native'
import type { Delivered, ShareMessage } from './deliver'

export type { Delivered, ShareMessage } from './deliver'

export const sendsFromButton = false
/** No album access in the shell yet: the link goes out through the system sheet. */
export const savesPoster = false

/** React Native's system share sheet with the link. */
export async function deliverShare(message: ShareMessage): Promise<Delivered> {
  const result = await Share.share({ title: message.title, message: `${message.text} ${message.link}`, url: message.link })
  return result.action === Share.dismissedAction ? 'cancelled' : 'shared'
}

export async function copyLink(link: string): Promise<void> {
  await Taro.setClipboardData({ data: link })
}

export async function savePoster(_url: string): Promise<boolean> {
  return false
}
