import { useDidShow } from '@tarojs/taro'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { setWechatShare } from '@/lib/wechat-js-sdk/wechat-js-sdk'
import { appLink } from './app-link'
import type { MiniShare } from './share-hooks'

export type { MiniShare } from './share-hooks'

/** The H5 app's address for a path (`/pages/…?…`), built as every shared link is; never the page's own query (a token may sit there). */
function h5Link(path: string): string {
  const at = path.indexOf('?')
  return at < 0 ? appLink(path, '') : appLink(path.slice(0, at), path.slice(at + 1))
}

/**
 * H5 has no page share menu of its own: the share panel hands the link to the browser's share sheet or the clipboard.
 * Inside WeChat's browser, WeChat's "…" menu shares what this sets (lib/wechat-js-sdk; nothing outside WeChat): the
 * shared reading's link and 5:4 poster, or, with nothing shared yet, the app's home — never the page's own address,
 * which for a reading is the owner's.
 */
export function useShareHooks(share: MiniShare | null, fallbackTitle: string, home: string): void {
  const { t } = useTranslation('share')
  const title = share?.title ?? fallbackTitle
  // Sharing's texts load with the pages that share (not the first screen); on a page without them the line stays empty.
  const desc = share ? (share.desc ?? t('shareText', { defaultValue: '' })) : t('shared.ctaHint', { defaultValue: '' })
  const link = h5Link(share?.path ?? home)
  const imgUrl = share?.imageUrl ? new URL(share.imageUrl, window.location.href).href : ''
  const apply = () => void setWechatShare({ title, desc, link, imgUrl })
  useEffect(apply, [title, desc, link, imgUrl])
  // Coming back to this page (another page may have set its own share meanwhile).
  useDidShow(apply)
}
