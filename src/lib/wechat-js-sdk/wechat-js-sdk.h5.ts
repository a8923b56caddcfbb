import type { JsConfig } from '@tarot/contracts/wechat'
import type { wechatEndpoints } from '@tarot/contracts/endpoints/data-host'
import { wechatPaths } from '@tarot/contracts/paths/data-host'
import { client } from '@/lib/http/api'
import { isWechatBrowser } from '@/lib/platform/environment'
import type { WechatShareData } from './wechat-js-sdk'

export type { WechatShareData } from './wechat-js-sdk'

/** WeChat's JS-SDK, the version its documentation names for these two calls (the server's CSP allows this host). */
export const JWEIXIN_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData']
const wechat = client<typeof wechatEndpoints>(wechatPaths)

/** The part of jweixin's `wx` this uses. */
export interface Jweixin {
  config(options: JsConfig & { debug: boolean; jsApiList: string[] }): void
  ready(callback: () => void): void
  error(callback: (res: { errMsg?: string }) => void): void
  updateAppMessageShareData(options: { title: string; desc: string; link: string; imgUrl: string }): void
  updateTimelineShareData(options: { title: string; link: string; imgUrl: string }): void
}

declare global {
  interface Window {
    wx?: Jweixin
  }
}

let loading: Promise<Jweixin | null> | undefined
/** The page address `wx.config` was signed for, and whether WeChat accepted it. */
let configured: { url: string; ready: Promise<boolean> } | undefined
/** Only the latest share set is applied (a page may set the home page's first, then its own once loaded). */
let latest = 0

/** Loads jweixin once per page load (again only after a failed load). */
function loadSdk(): Promise<Jweixin | null> {
  if (window.wx) return Promise.resolve(window.wx)
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script')
    script.src = JWEIXIN_URL
    script.async = true
    script.onload = () => resolve(window.wx ?? null)
    script.onerror = () => {
      loading = undefined
      script.remove()
      resolve(null)
    }
    document.head.appendChild(script)
  })
  return loading
}

/** The server signs this site's page (GET /tarot/rest/wechat/js-config); WeChat then says ready or error. */
async function configure(wx: Jweixin, url: string): Promise<boolean> {
  let config: JsConfig
  try {
    config = await wechat.jsConfig({ query: { url }, auth: 'none', silent: true })
  } catch {
    // No official account configured here, or the server or WeChat failing.
    return false
  }
  return new Promise((resolve) => {
    wx.ready(() => resolve(true))
    wx.error(() => resolve(false))
    wx.config({ debug: false, appId: config.appId, timestamp: config.timestamp, nonceStr: config.nonceStr, signature: config.signature, jsApiList: JS_API_LIST })
  })
}

/**
 * H5 inside WeChat's browser: what WeChat's "…" menu shares from this page. `wx.config` is signed for the page's
 * address without its fragment, which the hash router keeps the same from page to page, so it is asked once per page
 * load. Outside WeChat nothing is loaded or asked. A failure (no official account configured here, WeChat refusing
 * the signature) leaves WeChat's own share as it was: these settings are a nicety, never in the way.
 */
export async function setWechatShare(data: WechatShareData): Promise<void> {
  if (!isWechatBrowser()) return
  const turn = ++latest
  const wx = await loadSdk()
  if (!wx) return
  const url = window.location.href.split('#')[0]!
  if (configured?.url !== url) configured = { url, ready: configure(wx, url) }
  if (!(await configured.ready) || turn !== latest) return
  wx.updateAppMessageShareData({ title: data.title, desc: data.desc, link: data.link, imgUrl: data.imgUrl })
  wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl })
}
