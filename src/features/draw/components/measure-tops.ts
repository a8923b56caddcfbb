import Taro from '@tarojs/taro'

/**
 * The tops of the elements matching `selectors` (class selectors) in screen px from the top of the
 * page's viewport, read once, after they are drawn; null where one is not found. The mini-program:
 * a selector query. H5 reads the document (Taro's query throws later, out of reach, when it finds
 * no page); React Native measures nothing.
 */
export function measureTops(selectors: string[], done: (tops: (number | null)[]) => void): void {
  try {
    const query = Taro.createSelectorQuery()
    for (const selector of selectors) query.select(selector).boundingClientRect()
    query.exec((res: unknown[] | null) => done(selectors.map((_, i) => (res?.[i] as { top?: number } | null | undefined)?.top ?? null)))
  } catch {
    done(selectors.map(() => null))
  }
}
