import type { Jweixin } from './wechat-js-sdk.h5'

// The H5 leaves, as the H5 build resolves them; the server's signing call is a stand-in.
jest.mock('@/lib/platform/environment', () => jest.requireActual('@/lib/platform/environment.h5'))
jest.mock('@/lib/http/client', () => ({ request: jest.fn() }))

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322f) NetType/WIFI Language/zh_CN'
const SAFARI_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const SIGNED = { appId: 'wxh5000000000001', timestamp: 1795776311, nonceStr: 'n0nce', signature: 'f'.repeat(40) }
const SHARE = {
  title: '我抽到的塔罗牌：圣三角',
  desc: '看看我这次的塔罗解读，借牌面想一想。',
  link: 'http://localhost/tarot/h5app/#/pagesApp/share/reading?id=AbCdEfGhIjKlMnOpQrStUv&friend=u-42',
  imgUrl: 'http://localhost/tarot/rest/shared/AbCdEfGhIjKlMnOpQrStUv/poster.png?size=chat',
}

/** A stand-in of jweixin's `wx`: records what it is told; says ready (or error) when configured. */
function standInWx(outcome: 'ready' | 'error' = 'ready') {
  let ready = () => {}
  let error = (_res: { errMsg?: string }) => {}
  const wx = {
    config: jest.fn(() => setTimeout(() => (outcome === 'ready' ? ready() : error({ errMsg: 'config:invalid signature' })), 0)),
    ready: jest.fn((callback: () => void) => (ready = callback)),
    error: jest.fn((callback: (res: { errMsg?: string }) => void) => (error = callback)),
    updateAppMessageShareData: jest.fn(),
    updateTimelineShareData: jest.fn(),
  }
  return wx satisfies Jweixin
}

/** jsdom fetches no script: the stand-in `wx` appears when the page's jweixin script "loads". */
function loadsAs(wx: Jweixin | null): void {
  new MutationObserver((changes, observer) => {
    for (const change of changes) {
      for (const node of Array.from(change.addedNodes)) {
        if (node instanceof HTMLScriptElement) {
          observer.disconnect()
          if (wx) window.wx = wx
          setTimeout(() => node.dispatchEvent(new Event(wx ? 'load' : 'error')), 0)
        }
      }
    }
  }).observe(document.head, { childList: true })
}

const scripts = () => Array.from(document.querySelectorAll('script')).map((script) => script.src)
const settle = () => new Promise((resolve) => setTimeout(resolve, 5))

let setWechatShare: typeof import('./wechat-js-sdk.h5').setWechatShare
let request: jest.Mock
/** A fresh page load: the module's state (jweixin loaded, the page configured) starts over. */
function pageLoad() {
  jest.resetModules()
  ;({ setWechatShare } = require('./wechat-js-sdk.h5'))
  ;({ request } = require('@/lib/http/client'))
  request.mockResolvedValue(SIGNED)
}
beforeEach(() => {
  pageLoad()
  delete window.wx
  document.head.innerHTML = ''
  window.history.replaceState(null, '', '/tarot/h5app/?from=singlemessage#/pagesApp/share/reading?id=AbCdEfGhIjKlMnOpQrStUv')
})

function userAgent(ua: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
}

describe("WeChat's share settings on H5", () => {
  it("inside WeChat load jweixin 1.6.0 once, configure it with the server's signature of the page, and set the chat card and Moments", async () => {
    userAgent(WECHAT_UA)
    const wx = standInWx()
    loadsAs(wx)
    await setWechatShare(SHARE)

    expect(scripts()).toEqual(['https://res.wx.qq.com/open/js/jweixin-1.6.0.js'])
    // The address WeChat checks: the page without its fragment, which the hash router keeps the same.
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ url: '/tarot/rest/wechat/js-config', query: { url: 'http://localhost/tarot/h5app/?from=singlemessage' }, auth: 'none' }))
    expect(wx.config).toHaveBeenCalledWith({ debug: false, ...SIGNED, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] })
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(SHARE)
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith({ title: SHARE.title, link: SHARE.link, imgUrl: SHARE.imgUrl })

    // Another page of the same load: no second script, no second signature, the new card.
    window.history.replaceState(null, '', '/tarot/h5app/?from=singlemessage#/pages/index/index')
    const home = { title: 'AI塔罗', desc: '写下你心里的问题', link: 'http://localhost/tarot/h5app/#/pages/index/index', imgUrl: '' }
    await setWechatShare(home)
    expect(scripts()).toHaveLength(1)
    expect(request).toHaveBeenCalledTimes(1)
    expect(wx.config).toHaveBeenCalledTimes(1)
    expect(wx.updateAppMessageShareData).toHaveBeenLastCalledWith(home)
  })

  it('applies only the latest of shares set while jweixin loads', async () => {
    userAgent(WECHAT_UA)
    const wx = standInWx()
    loadsAs(wx)
    const home = { ...SHARE, title: 'AI塔罗', link: 'http://localhost/tarot/h5app/#/pages/index/index', imgUrl: '' }
    await Promise.all([setWechatShare(home), setWechatShare(SHARE)])
    expect(wx.updateAppMessageShareData.mock.calls).toEqual([[SHARE]])
  })

  it('outside WeChat loads nothing, asks nothing and sets nothing', async () => {
    userAgent(SAFARI_UA)
    const wx = standInWx()
    window.wx = wx
    await setWechatShare(SHARE)
    expect(scripts()).toEqual([])
    expect(request).not.toHaveBeenCalled()
    expect(wx.config).not.toHaveBeenCalled()
    expect(wx.updateAppMessageShareData).not.toHaveBeenCalled()
  })

  it("leaves WeChat's own share when the server has no official account, WeChat refuses the signature or jweixin does not load", async () => {
    userAgent(WECHAT_UA)
    const refused = standInWx()
    window.wx = refused
    request.mockRejectedValueOnce(new Error('WeChat sharing is not configured here'))
    await expect(setWechatShare(SHARE)).resolves.toBeUndefined()
    expect(refused.config).not.toHaveBeenCalled()
    expect(refused.updateAppMessageShareData).not.toHaveBeenCalled()

    pageLoad()
    const invalid = standInWx('error')
    window.wx = invalid
    await setWechatShare(SHARE)
    expect(invalid.config).toHaveBeenCalled()
    expect(invalid.updateAppMessageShareData).not.toHaveBeenCalled()
    expect(invalid.updateTimelineShareData).not.toHaveBeenCalled()

    pageLoad()
    delete window.wx
    loadsAs(null)
    await expect(setWechatShare(SHARE)).resolves.toBeUndefined()
    await settle()
    expect(document.querySelectorAll('script')).toHaveLength(0)
  })
})
