import Taro from '@tarojs/taro'

/**
 * In the mini-program a page cannot put a file in the phone's downloads: the file is written to the app's own folder
 * and offered as a chat message (`shareFileMessage`, "send to File Transfer" keeps it); where that is refused or not
 * offered, the text goes to the clipboard. Returns what happened.
 */
export async function saveTextFile(text: string, filename: string, _mime: string): Promise<'downloaded' | 'copied'> {
  try {
    const filePath = `${Taro.env.USER_DATA_PATH}/${filename}`
    Taro.getFileSystemManager().writeFileSync(filePath, text, 'utf8')
    await Taro.shareFileMessage({ filePath, fileName: filename })
    return 'downloaded'
  } catch {
    await Taro.setClipboardData({ data: text })
    return 'copied'
  }
}
