import Taro from '@tarojs/taro'

/** Warms the mini-program's image cache (getImageInfo downloads and keeps the file); other files are fetched once. */
export async function warm(url: string): Promise<void> {
  if (/\.(png|jpe?g|gif|webp)(\?|$)/i.test(url)) await Taro.getImageInfo({ src: url })
  else await Taro.request({ url, dataType: 'other', responseType: 'arraybuffer' })
}
