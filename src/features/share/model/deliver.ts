import Taro from '@tarojs/taro'

/** What goes out with a share: the words, the public link and the poster. */
export interface ShareMessage {
  title: string
  text: string
  link: string
  posterUrl: string
}

export type Delivered = 'shared' | 'copied' | 'in-app' | 'cancelled'

/** In the mini-program a chat card is sent by a share button (`open-type="share"`) or the menu, not from code. */
export const sendsFromButton = true
/** The 1080×1920 picture can be saved to the album. */
export const savesPoster = true

export async function deliverShare(_message: ShareMessage): Promise<Delivered> {
  return 'in-app'
}

export async function copyLink(link: string): Promise<void> {
  await Taro.setClipboardData({ data: link })
}

/** Downloads the poster and saves it to the album; the album permission is asked once, and a refusal leads to the settings. */
export async function savePoster(url: string): Promise<boolean> {
  const file = await Taro.downloadFile({ url })
  if (file.statusCode !== 200) return false
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: file.tempFilePath })
    return true
  } catch {
    const settings = await Taro.getSetting()
    if (settings.authSetting['scope.writePhotosAlbum'] === false) {
      const opened = await Taro.openSetting()
      if (opened.authSetting['scope.writePhotosAlbum']) {
        await Taro.saveImageToPhotosAlbum({ filePath: file.tempFilePath })
        return true
      }
    }
    return false
  }
}
