import Taro from '@tarojs/taro'

/** In the RN app a text file (an export) goes to the clipboard, like the mini-program (no file picker in the shell yet). */
export async function saveTextFile(text: string, _filename: string, _mime: string): Promise<'downloaded' | 'copied'> {
  await Taro.setClipboardData({ data: text })
  return 'copied'
}
