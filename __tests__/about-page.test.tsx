import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import AboutPage from '@/pages/index/about'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useSession } from '@/stores/session'
import { answerDialogs } from './support/dialogs'

initI18n('en')

/** The about page: feedback that reaches the server, log out, and account deletion behind the agreement. */
describe('about page', () => {
  let testUtils: TestUtils
  let calls: { url: string; method: string; data: unknown; header: Record<string, string> }[]
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  async function fill(selector: string, value: string) {
    let field = document.querySelector(selector) as HTMLInputElement | null
    for (let i = 0; !field && i < 50; i += 1) {
      await flush()
      field = document.querySelector(selector)
    }
    field!.value = value
    testUtils.fireEvent.input(field!)
    await flush()
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    calls = []
    jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string; method: string; data: unknown; header: Record<string, string> }) => {
      calls.push(options)
      if (options.url.endsWith('/login/user')) return Promise.resolve({ statusCode: 200, data: { code: 0, data: { access_token: 'new-guest', expires_at: Date.now() + 1e9 } } })
      if (options.url.endsWith('/account/me')) return Promise.resolve({ statusCode: 200, data: { code: 0, data: { kind: 'user', methods: ['wechat'], name: null, reader: true } } })
      return Promise.resolve({ statusCode: 200, data: { code: 0, data: null } })
    }) as never)
    jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('has an Energy & VIP row that opens the store', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(AboutPage)
    await flush()
    expect(document.querySelector('.about__energy')?.textContent).toContain('Energy & VIP')
    testUtils.fireEvent.click(document.querySelector('.about__energy') as HTMLElement)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/pay/energy' })
  })

  it('sends feedback with an optional contact, and says thanks', async () => {
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    await testUtils.mount(AboutPage)
    await fill('.feedback__content textarea', 'The reading of the Star was lovely.')
    await fill('.feedback__contact input', 'luna@example.com')
    testUtils.fireEvent.click(document.querySelector('.feedback__send') as HTMLElement)
    await flush()
    const sent = calls.find((c) => c.url.endsWith('/tarot/rest/feedback'))!
    expect(sent.data).toEqual({ content: 'The reading of the Star was lovely.', contact: 'luna@example.com' })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Thank you! We read every message.' }))
  })

  it('says who is signed in at the top: a WeChat account without a name, how it signs in, and that it is a reader’s', async () => {
    useSession.setState({ token: 'user-token', uken: '', time: Date.now(), userId: 'u1' })
    await testUtils.mount(AboutPage)
    await flush()
    expect(document.querySelector('.signed-in-as__name')!.textContent).toBe('WeChat user')
    expect(document.querySelector('.signed-in-as__details')!.textContent).toBe('WeChat sign-in · Reader account')
    expect(calls.some((c) => c.url.endsWith('/tarot/rest/account/me') && c.header['tarot-token'] === 'user-token')).toBe(true)
  })

  it('deletes an account only after the deletion agreement is ticked and confirmed (saying so when it is not), then carries on as a guest', async () => {
    useSession.setState({ token: 'user-token', uken: '', time: Date.now() })
    const modal = answerDialogs(true)
    await testUtils.mount(AboutPage)
    await flush()
    expect(document.body.textContent).toContain('This cannot be undone')
    testUtils.fireEvent.click(document.querySelector('.account__delete') as HTMLElement)
    await flush()
    expect(calls.some((c) => c.url.endsWith('/account/delete'))).toBe(false)
    expect(modal).not.toHaveBeenCalled()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Please read and agree to the Account Deletion Agreement' }))
    testUtils.fireEvent.click(document.querySelector('.account__check') as HTMLElement)
    await flush()
    testUtils.fireEvent.click(document.querySelector('.account__delete') as HTMLElement)
    await flush()
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete your account?' }))
    const deletion = calls.find((c) => c.url.endsWith('/account/delete'))!
    expect(deletion.data).toEqual({ agree: true })
    expect(deletion.header['tarot-token']).toBe('user-token')
    expect(useSession.getState().token).toBe('')
    expect(useSession.getState().uken).toBe('new-guest')
  })

  it('logs out after confirmation', async () => {
    useSession.setState({ token: 'user-token', uken: '', time: Date.now() })
    answerDialogs(true)
    await testUtils.mount(AboutPage)
    await flush()
    testUtils.fireEvent.click(document.querySelector('.account__logout') as HTMLElement)
    await flush()
    expect(calls.some((c) => c.url.endsWith('/login/logout'))).toBe(true)
    expect(useSession.getState().token).toBe('')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Logged out' }))
  })

  // Jest resolves the neutral subscription leaf, which is the mini-program's.
  describe('reminder switches in the mini-program', () => {
    const TEMPLATES = { lookBackTemplateId: 'tmpl-look', answerTemplateId: 'tmpl-answer', dailyCardTemplateId: 'tmpl-daily' }
    function serveSettings(settings: { remindersOn: boolean; dailyCardOn: boolean }) {
      jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string; method: string; data: unknown; header: Record<string, string> }) => {
        calls.push(options)
        if (options.url.endsWith('/journal/settings')) {
          const saved = options.method === 'PUT' ? { ...settings, ...(options.data as object) } : settings
          return Promise.resolve({ statusCode: 200, data: { code: 0, data: { tzOffsetMinutes: 480, ...saved, ...TEMPLATES } } })
        }
        return Promise.resolve({ statusCode: 200, data: { code: 0, data: null } })
      }) as never)
    }
    /** Taro's switch tells its change as a `change` event with `detail.value`. */
    async function flip(selector: string, value: boolean) {
      document.querySelector(selector)!.dispatchEvent(new CustomEvent('change', { detail: { value } }))
      await flush()
    }
    const saved = () => calls.filter((c) => c.url.endsWith('/journal/settings') && c.method === 'PUT').map((c) => c.data)

    beforeEach(() => useSession.setState({ token: 'user-token', uken: '', time: Date.now() }))

    it('asks WeChat for the look-back and answer messages when reminders are turned on, and keeps them on when refused', async () => {
      serveSettings({ remindersOn: false, dailyCardOn: false })
      const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.reject(new Error('requestSubscribeMessage:fail cancel'))) as never)
      await testUtils.mount(AboutPage)
      await flush()
      await flip('.journal-data__row taro-switch-core', true)
      expect(ask).toHaveBeenCalledTimes(1)
      expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['tmpl-look', 'tmpl-answer'] }))
      expect(saved()).toEqual([expect.objectContaining({ remindersOn: true })])
    })

    it('asks nothing when reminders are turned off', async () => {
      serveSettings({ remindersOn: true, dailyCardOn: false })
      const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok' })) as never)
      await testUtils.mount(AboutPage)
      await flush()
      await flip('.journal-data__row taro-switch-core', false)
      expect(ask).not.toHaveBeenCalled()
      expect(saved()).toEqual([expect.objectContaining({ remindersOn: false })])
    })

    it('offers today’s card, off until turned on, and then asks WeChat for its message', async () => {
      serveSettings({ remindersOn: true, dailyCardOn: false })
      const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', 'tmpl-daily': 'accept' })) as never)
      await testUtils.mount(AboutPage)
      await flush()
      expect(document.body.textContent).toContain("Today's card each morning")
      expect((document.querySelector('.journal-data__daily-card') as HTMLElement & { checked?: boolean }).checked).toBe(false)
      await flip('.journal-data__daily-card', true)
      expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['tmpl-daily'] }))
      expect(saved()).toEqual([expect.objectContaining({ dailyCardOn: true })])
    })
  })
})
