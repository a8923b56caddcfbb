import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { within } from '@testing-library/dom'
import LoginPage from '@/pagesApp/common/login'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useSession } from '@/stores/session'
import type { accountEndpoints, loginEndpoints } from '@tarot/contracts/endpoints/account'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import { accountPaths, loginPaths } from '@tarot/contracts/paths/account'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { buttonByText, screen, wholeText } from './support/screen'
import { type Reply, type StubServer, stubServer } from './support/stub-server'

initI18n('en')

const MUST_AGREE = 'Please read and agree to the User Agreement and Privacy Policy'

/** The sign-in page on H5: agreement first, then the server's dev sign-in, then back where the user came from. */
describe('login page', () => {
  let testUtils: TestUtils
  let signInAnswer: Reply
  let server: StubServer

  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: '', uken: 'guest-token', time: 0 })
    Current.router = { params: { redirect: encodeURIComponent('/pages/index/history') }, path: '/pagesApp/common/login' } as never
    signInAnswer = { data: { access_token: 'user-token', expires_at: Date.now() + 1e9, userId: 'u1' } }
    server = stubServer()
      .handle<typeof accountEndpoints>(accountPaths, { providers: () => ({ data: { providers: ['dev'] } as never }), signIn: () => signInAnswer as never })
      .handle<typeof loginEndpoints>(loginPaths, { token: () => ({ data: { userId: 'u1', agentId: '' } as never }) })
      .handle<typeof energyEndpoints>(energyPaths, { wallet: () => ({ data: { total: 0, vipTime: null } as never }) })
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  async function typeNameAndSubmit(submit = 'Sign in') {
    // Taro's H5 <Input> wraps a native input and reports its value in the event detail.
    // The name is the page's one text field (its label "Name" is on Taro's wrapper, not the native input).
    for (let i = 0; !screen.queryByRole('textbox') && i < 50; i += 1) await flush()
    const input = screen.getByRole('textbox') as HTMLInputElement
    input.value = 'Luna'
    testUtils.fireEvent.input(input)
    await flush()
    testUtils.fireEvent.click(buttonByText(submit))
    await flush()
  }

  it('refuses to sign in before the agreement is ticked, with the spec message below the tick box, not in a toast over it', async () => {
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    await testUtils.mount(LoginPage)
    await flush()
    await typeNameAndSubmit()
    expect(toast).not.toHaveBeenCalled()
    const hint = screen.getByText(MUST_AGREE)
    // Right after the agreement line, which is marked as the thing to tick (a colour: nothing else says so).
    const agreementLine = screen.getByLabelText('I have read and agree to the').parentElement!
    expect(agreementLine.nextElementSibling?.contains(hint)).toBe(true)
    expect(agreementLine.className).toContain('agreement--attention')
    expect(useSession.getState().token).toBe('')
    // Ticking it takes the hint away.
    testUtils.fireEvent.click(screen.getByLabelText('I have read and agree to the'))
    await flush()
    expect(screen.queryByText(MUST_AGREE)).toBeNull()
  })

  it('keeps each 《…》 title of the hint whole in Chinese', async () => {
    await setAppLanguage('zh-Hans')
    await testUtils.mount(LoginPage)
    await flush()
    await typeNameAndSubmit('登录')
    // Each title is an element of its own, which the style keeps from breaking across lines.
    const hint = screen.getByText(wholeText('请阅读并同意《用户协议》和《隐私政策》'))
    expect(within(hint).getByText('《用户协议》')).toBeTruthy()
    expect(within(hint).getByText('《隐私政策》')).toBeTruthy()
  })

  it('signs in with the guest token sent along, says so, and goes back to where the user came from', async () => {
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    const loading = jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve()) as never)
    const tab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(LoginPage)
    await flush()
    testUtils.fireEvent.click(screen.getByLabelText('I have read and agree to the'))
    await typeNameAndSubmit()
    expect(loading).toHaveBeenCalledWith(expect.objectContaining({ title: 'Logging in...' }))
    expect(server.callsTo(accountPaths.signIn)).toMatchObject([{ data: { provider: 'dev', name: 'Luna' }, token: 'guest-token' }])
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Login successful' }))
    expect(useSession.getState().token).toBe('user-token')
    expect(tab).toHaveBeenCalledWith({ url: '/pages/index/history' })
  })

  it('says "Login failed, please try again" when the server refuses', async () => {
    signInAnswer = { code: 401002, message: 'Login failed, please try again' }
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    await testUtils.mount(LoginPage)
    await flush()
    testUtils.fireEvent.click(screen.getByLabelText('I have read and agree to the'))
    await typeNameAndSubmit()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Login failed, please try again' }))
    expect(useSession.getState().token).toBe('')
  })
})
