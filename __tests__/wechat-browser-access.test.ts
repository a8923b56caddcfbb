// As the H5 build resolves it, inside WeChat's browser.
jest.mock('@/lib/platform/environment', () => ({ ...jest.requireActual('@/lib/platform/environment.h5'), isWechatBrowser: () => true }))

/** Spec §4 inside WeChat's browser: sign-in through WeChat where the server offers it; a guest, as outside WeChat, where it cannot. */
describe("access inside WeChat's browser", () => {
  /** A fresh app (access remembers what the server offers), answering with these sign-in providers. */
  async function fresh(providers: string[]) {
    jest.resetModules()
    const Taro = (await import('@tarojs/taro')).default
    const { useSession } = await import('@/stores/session')
    const access = await import('@/lib/session/access')
    useSession.setState({ token: '', uken: '', time: 0 })
    const urls: string[] = []
    jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) => {
      urls.push(options.url)
      if (options.url.endsWith('/login/providers')) return Promise.resolve({ statusCode: 200, data: { code: 0, data: { providers } } })
      if (options.url.endsWith('/login/user')) return Promise.resolve({ statusCode: 200, data: { code: 0, data: { access_token: 'guest-1', expires_at: Date.now() + 1000 } } })
      return Promise.resolve({ statusCode: 200, data: { code: 0, data: null } })
    }) as never)
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    return { access, urls, navigate, useSession }
  }
  afterEach(() => jest.restoreAllMocks())

  it('gets a guest token when the server has no WeChat keys (no wechat-h5 sign-in), so the ask pages open', async () => {
    const { access, urls, navigate, useSession } = await fresh(['dev'])
    await expect(access.ensureAccess()).resolves.toBe(true)
    expect(urls.some((u) => u.endsWith('/login/user'))).toBe(true)
    expect(useSession.getState().uken).toBe('guest-1')
    await access.openAsk('/pages/ai/ad_ask')
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/ai/ad_ask' })
  })

  it('fetches no guest token where the server signs people in through WeChat, and sends them to sign in saying why', async () => {
    const { access, urls, navigate } = await fresh(['wechat-h5'])
    await expect(access.ensureAccess()).resolves.toBe(false)
    expect(urls.some((u) => u.endsWith('/login/user'))).toBe(false)
    await access.openAsk('/pages/ai/ad_ask')
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/ai/ad_ask')}&reason=ask` })
  })
})
