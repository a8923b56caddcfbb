import { Image } from 'react-native'

/** Warms React Native's image cache; other files are fetched once. */
export async function warm(url: string): Promise<void> {
  if (/\.(png|jpe?g|gif|webp)(\?|$)/i.test(url)) await Image.prefetch(url)
  else await fetch(url).then((r) => r.arrayBuffer())
}
