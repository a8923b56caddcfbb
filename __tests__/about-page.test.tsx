import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import AboutPage from '@/pages/index/about'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useSession } from '@/stores/session'
import type { accountEndpoints, feedbackEndpoints, loginEndpoints } from '@tarot/contracts/endpoints/account'
import type { journalEndpoints } from '@tarot/contracts/endpoints/journal'
import { accountPaths, feedbackPaths, loginPaths } from '@tarot/contracts/paths/account'
import { journalPaths } from '@tarot/contracts/paths/journal'
import { answerDialogs } from './support/dialogs'
import { buttonByText, fieldByPlaceholder, screen } from './support/screen'
import { type StubServer, stubServer } from './support/stub-server'

initI18n('en')

/** The about page: feedback that reaches the server, log out, and account deletion behind the agreement. */
describe('about page', () => {
  let testUtils: TestUtils
  let server: StubServer
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  async function fill(placeholder: string, value: string) {
    for (let i = 0; !screen.queryAllByPlaceholderText(placeholder).length && i < 50; i += 1) await flush()
    const field = fieldByPlaceholder(placeholder)
    field.value = value
    testUtils.fireEvent.input(field)
    await flush()
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    server = stubServer()
      .handle<typeof loginEndpoints>(loginPaths, { guest: () => ({ data: { access_token: 'new-guest', expires_at: Date.now() + 1e9 } as never }) })
      .handle<typeof accountEndpoints>(accountPaths, {
        me: () => ({ data: { kind: 'user', methods: ['wechat'], name: null, reader: true } as never }),
        logout: () => ({ data: null as never }),
        deleteAccount: () => ({ data: null as never }),
      })
      .handle<typeof feedbackEndpoints>(feedbackPaths, { send: () => ({ data: null as never }) })
    jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('has an Energy & VIP row that opens the store', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(AboutPage)
    await flush()
    testUtils.fireEvent.click(screen.getByRole('link', { name: /Energy & VIP/ }))
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/pay/energy' })
  })

  it('sends feedback with an optional contact, and says thanks', async () => {
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    await testUtils.mount(AboutPage)
    await fill("What you'd like to tell us, or what went wrong", 'The reading of the Star was lovely.')
    await fill('WeChat, email or phone (optional)', 'luna@example.com')
    testUtils.fireEvent.click(buttonByText('Send'))
    await flush()
    expect(server.callsTo(feedbackPaths.send).map((call) => call.data)).toEqual([{ content: 'The reading of the Star was lovely.', contact: 'luna@example.com' }])
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Thank you! We read every message.' }))
  })

  it('says who is signed in at the top: a WeChat account without a name, how it signs in, and that it is a reader’s', async () => {
    useSession.setState({ token: 'user-token', uken: '', time: Date.now(), userId: 'u1' })
    await testUtils.mount(AboutPage)
    await flush()
    expect(screen.getByText('WeChat user')).toBeTruthy()
    expect(screen.getByText('WeChat sign-in · Reader account')).toBeTruthy()
    expect(server.callsTo(accountPaths.me).map((call) => call.token)).toContain('user-token')
  })

  it('deletes an account only after the deletion agreement is ticked and confirmed (saying so when it is not), then carries on as a guest', async () => {
    useSession.setState({ token: 'user-token', uken: '', time: Date.now() })
    const modal = answerDialogs(true)
    await testUtils.mount(AboutPage)
    await flush()
    expect(document.body.textContent).toContain('This cannot be undone')
    testUtils.fireEvent.click(buttonByText('Delete my account'))
    await flush()
    expect(server.callsTo(accountPaths.deleteAccount)).toEqual([])
    expect(modal).not.toHaveBeenCalled()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Please read and agree to the Account Deletion Agreement' }))
    testUtils.fireEvent.click(screen.getByLabelText('I have read and agree to the'))
    await flush()
    testUtils.fireEvent.click(buttonByText('Delete my account'))
    await flush()
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete your account?' }))
    expect(server.callsTo(accountPaths.deleteAccount)).toMatchObject([{ data: { agree: true }, token: 'user-token' }])
    expect(useSession.getState().token).toBe('')
    expect(useSession.getState().uken).toBe('new-guest')
  })

  it('logs out after confirmation', async () => {
    useSession.setState({ token: 'user-token', uken: '', time: Date.now() })
    answerDialogs(true)
    await testUtils.mount(AboutPage)
    await flush()
    testUtils.fireEvent.click(buttonByText('Log out'))
    await flush()
    expect(server.callsTo(accountPaths.logout)).toHaveLength(1)
    expect(useSession.getState().token).toBe('')
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Logged out' }))
  })

  // Jest resolves the neutral subscription leaf, which is the mini-program's.
  describe('reminder switches in the mini-program', () => {
    const TEMPLATES = { lookBackTemplateId: 'tmpl-look', answerTemplateId: 'tmpl-answer', dailyCardTemplateId: 'tmpl-daily' }
    function serveSettings(settings: { remindersOn: boolean; dailyCardOn: boolean }) {
      server.handle<typeof journalEndpoints>(journalPaths, {
        settings: () => ({ data: { tzOffsetMinutes: 480, ...settings, ...TEMPLATES } }),
        saveSettings: ({ data }) => ({ data: { tzOffsetMinutes: 480, ...settings, ...data, ...TEMPLATES } }),
      })
    }
    /**
     * The switches in the order the page shows them: "Receive reminders", then "Today's card each morning". They
     * have no name of their own (the label is a text beside them), so they are told apart by place.
     */
    const switches = () => screen.getAllByRole('checkbox')
    /** Taro's switch tells its change as a `change` event with `detail.value`, from its `<taro-switch-core>`. */
    async function flip(control: HTMLElement, value: boolean) {
      control.parentElement!.dispatchEvent(new CustomEvent('change', { detail: { value } }))
      await flush()
    }
    const saved = () => server.callsTo(journalPaths.saveSettings).map((c) => c.data)

    beforeEach(() => useSession.setState({ token: 'user-token', uken: '', time: Date.now() }))

    it('asks WeChat for the look-back and answer messages when reminders are turned on, and keeps them on when refused', async () => {
      serveSettings({ remindersOn: false, dailyCardOn: false })
      const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.reject(new Error('requestSubscribeMessage:fail cancel'))) as never)
      await testUtils.mount(AboutPage)
      await flush()
      await flip(switches()[0]!, true)
      expect(ask).toHaveBeenCalledTimes(1)
      expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['tmpl-look', 'tmpl-answer'] }))
      expect(saved()).toEqual([expect.objectContaining({ remindersOn: true })])
    })

    it('asks nothing when reminders are turned off', async () => {
      serveSettings({ remindersOn: true, dailyCardOn: false })
      const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok' })) as never)
      await testUtils.mount(AboutPage)
      await flush()
      await flip(switches()[0]!, false)
      expect(ask).not.toHaveBeenCalled()
      expect(saved()).toEqual([expect.objectContaining({ remindersOn: false })])
    })

    it('offers today’s card, off until turned on, and then asks WeChat for its message', async () => {
      serveSettings({ remindersOn: true, dailyCardOn: false })
      const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', 'tmpl-daily': 'accept' })) as never)
      await testUtils.mount(AboutPage)
      await flush()
      expect(screen.getByText("Today's card each morning")).toBeTruthy()
      expect(switches()).toHaveLength(2)
      expect((switches()[1]! as HTMLInputElement).checked).toBe(false)
      await flip(switches()[1]!, true)
      expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['tmpl-daily'] }))
      expect(saved()).toEqual([expect.objectContaining({ dailyCardOn: true })])
    })
  })
})
