import Taro from '@tarojs/taro'
import { cacheDirectory } from 'expo-file-system'
import { Platform, Share } from 'react-native'
import type { Delivered, ShareMessage } from './deliver'

export type { Delivered, ShareMessage } from './deliver'

export const sendsFromButton = false
/** No album access in the shell yet: the picture goes out through the system sheet. */
export const savesPoster = false

/**
 * The 1080×1920 poster downloaded to the app's cache (Taro's downloadFile, on the shell's expo-file-system), as a
 * `file://` URL for the share sheet; null when it could not be fetched, so the link still goes out.
 */
export async function posterFile(url: string): Promise<string | null> {
  if (!cacheDirectory) return null
  // One file per poster (the URL names the share or the day, the shape and the language), written over when shared again.
  const name = `share-${[...url].reduce((hash, ch) => (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0, 7).toString(36)}.png`
  try {
    const file = await Taro.downloadFile({ url, filePath: `${cacheDirectory}${name}` })
    return file.statusCode === 200 ? file.tempFilePath : null
  } catch {
    return null
  }
}

/**
 * React Native's system share sheet. On iOS it takes the poster as a file beside the words and the link; Android's
 * sheet (React Native's `Share`) carries text only, so there the link goes out alone (docs/native-app.md).
 */
export async function deliverShare(message: ShareMessage): Promise<Delivered> {
  const text = `${message.text} ${message.link}`
  const file = Platform.OS === 'ios' ? await posterFile(message.posterUrl) : null
  const result = await Share.share(file ? { url: file, message: text } : { title: message.title, message: text })
  return result.action === Share.dismissedAction ? 'cancelled' : 'shared'
}

export async function copyLink(link: string): Promise<void> {
  await Taro.setClipboardData({ data: link })
}

export async function savePoster(_url: string): Promise<boolean> {
  return false
}
