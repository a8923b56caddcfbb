import Taro, { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { useEffect } from 'react'

/** What the mini-program's menu shares from a page: a chat card and, for Moments, the page's own query. */
export interface MiniShare {
  title: string
  /** The page a chat card opens, with its query. */
  path: string
  /** The query Moments opens this same page with. */
  timelineQuery: string
  /** The 5:4 poster for the chat card. */
  imageUrl?: string
  /** The chat card's second line in WeChat's browser (H5; the mini-program's card has none): the reading's share text when absent. */
  desc?: string
}

/**
 * The page's share menu (`enableShareAppMessage` / `enableShareTimeline` in its config). With nothing shared yet the
 * chat card is the app's home (a reading is never shared without its owner's choice) and Moments is hidden.
 */
export function useShareHooks(share: MiniShare | null, fallbackTitle: string, home: string): void {
  useShareAppMessage(() => (share ? { title: share.title, path: share.path, imageUrl: share.imageUrl } : { title: fallbackTitle, path: home }))
  useShareTimeline(() => (share ? { title: share.title, query: share.timelineQuery, imageUrl: share.imageUrl } : { title: fallbackTitle }))
  const ready = share !== null
  useEffect(() => {
    // `menus` is WeChat's (base library 2.11.3+), missing from Taro's types.
    const menus = { menus: ready ? ['shareAppMessage', 'shareTimeline'] : ['shareTimeline'] } as object
    if (ready) Taro.showShareMenu({ withShareTicket: false, ...menus }).catch(() => undefined)
    else Taro.hideShareMenu(menus).catch(() => undefined)
  }, [ready])
}
