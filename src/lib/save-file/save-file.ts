import Taro from '@tarojs/taro'

/**
 * Hands a text file (an export) to the person. The mini-program cannot download to the phone's files from a page, so
 * it copies the text to the clipboard, where it can be pasted into a chat or a note. Returns what happened.
 */
export async function saveTextFile(text: string, _filename: string, _mime: string): Promise<'downloaded' | 'copied'> {
  await Taro.setClipboardData({ data: text })
  return 'copied'
}
