import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import LoginPage from '@/pagesApp/common/login'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useSession } from '@/stores/session'

initI18n('en')

/** The sign-in page on H5: agreement first, then the server's dev sign-in, then back where the user came from. */
describe('login page', () => {
  let testUtils: TestUtils
  let signInAnswer: { code: number; message?: string; data?: unknown }

  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: '', uken: 'guest-token', time: 0 })
    Current.router = { params: { redirect: encodeURIComponent('/pages/index/history') }, path: '/pagesApp/common/login' } as never
    signInAnswer = { code: 0, data: { access_token: 'user-token', expires_at: Date.now() + 1e9, userId: 'u1' } }
    jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) => {
      if (options.url.endsWith('/login/providers')) return Promise.resolve({ statusCode: 200, data: { code: 0, data: { providers: ['dev'] } } })
      if (options.url.endsWith('/login/sign-in')) return Promise.resolve({ statusCode: 200, data: signInAnswer })
      if (options.url.endsWith('/login/tarot')) return Promise.resolve({ statusCode: 200, data: { code: 0, data: { userId: 'u1', agentId: '' } } })
      return Promise.resolve({ statusCode: 200, data: { code: 0, data: { total: 0, vipTime: null } } })
    }) as never)
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  async function typeNameAndSubmit() {
    // Taro's H5 <Input> wraps a native input and reports its value in the event detail.
    let input = document.querySelector('.login__name input') as HTMLInputElement | null
    for (let i = 0; !input && i < 50; i += 1) {
      await flush()
      input = document.querySelector('.login__name input')
    }
    if (!input) throw new Error('the name field did not render')
    input.value = 'Luna'
    testUtils.fireEvent.input(input)
    await flush()
    testUtils.fireEvent.click(document.querySelector('.login__submit') as HTMLElement)
    await flush()
  }

  it('refuses to sign in before the agreement is ticked, with the spec message below the tick box, not in a toast over it', async () => {
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    await testUtils.mount(LoginPage)
    await flush()
    await typeNameAndSubmit()
    expect(toast).not.toHaveBeenCalled()
    const hint = document.querySelector('.login__must-agree')
    expect(hint?.textContent).toBe('Please read and agree to the User Agreement and Privacy Policy')
    // Right after the agreement line, which is marked as the thing to tick.
    expect(document.querySelector('.login__agreement')!.nextElementSibling).toBe(hint)
    expect(document.querySelector('.login__agreement')!.className).toContain('agreement--attention')
    expect(useSession.getState().token).toBe('')
    // Ticking it takes the hint away.
    testUtils.fireEvent.click(document.querySelector('.login__check') as HTMLElement)
    await flush()
    expect(document.querySelector('.login__must-agree')).toBeNull()
  })

  it('keeps each 《…》 title of the hint whole in Chinese', async () => {
    await setAppLanguage('zh-Hans')
    await testUtils.mount(LoginPage)
    await flush()
    await typeNameAndSubmit()
    const titles = Array.from(document.querySelectorAll('.login__must-agree .agreement__hint-title')).map((e) => e.textContent)
    expect(titles).toEqual(['《用户协议》', '《隐私政策》'])
    expect(document.querySelector('.login__must-agree')!.textContent).toBe('请阅读并同意《用户协议》和《隐私政策》')
  })

  it('signs in with the guest token sent along, says so, and goes back to where the user came from', async () => {
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    const loading = jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve()) as never)
    const tab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(LoginPage)
    await flush()
    testUtils.fireEvent.click(document.querySelector('.login__check') as HTMLElement)
    await typeNameAndSubmit()
    expect(loading).toHaveBeenCalledWith(expect.objectContaining({ title: 'Logging in...' }))
    const signIn = (Taro.request as jest.Mock).mock.calls.find(([o]) => String(o.url).endsWith('/login/sign-in'))![0]
    expect(signIn.data).toEqual({ provider: 'dev', name: 'Luna' })
    expect(signIn.header['tarot-token']).toBe('guest-token')
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Login successful' }))
    expect(useSession.getState().token).toBe('user-token')
    expect(tab).toHaveBeenCalledWith({ url: '/pages/index/history' })
  })

  it('says "Login failed, please try again" when the server refuses', async () => {
    signInAnswer = { code: 401002, message: 'Login failed, please try again' }
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    await testUtils.mount(LoginPage)
    await flush()
    testUtils.fireEvent.click(document.querySelector('.login__check') as HTMLElement)
    await typeNameAndSubmit()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Login failed, please try again' }))
    expect(useSession.getState().token).toBe('')
  })
})
