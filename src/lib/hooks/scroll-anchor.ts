import Taro from '@tarojs/taro'

/** The visible height of the page in screen px. */
function viewportHeight(): number {
  try {
    return Taro.getWindowInfo().windowHeight || 0
  } catch {
    return 0
  }
}

/** Scrolls the page just far enough that the bottom edge of `anchor` (a class selector) is on screen. */
export function scrollAnchorIntoView(anchor: string): void {
  const query = Taro.createSelectorQuery()
  query.select(anchor).boundingClientRect()
  query.selectViewport().scrollOffset()
  query.exec((res: unknown[] | null) => {
    const rect = res?.[0] as { bottom?: number } | null | undefined
    const viewport = res?.[1] as { scrollTop?: number } | null | undefined
    const height = viewportHeight()
    if (typeof rect?.bottom !== 'number' || typeof viewport?.scrollTop !== 'number' || height <= 0) return
    const below = rect.bottom + 24 - height
    if (below > 0) Taro.pageScrollTo({ scrollTop: viewport.scrollTop + below, duration: 0 }).catch(() => undefined)
  })
}
