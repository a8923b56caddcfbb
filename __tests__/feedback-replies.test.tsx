import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { MyFeedback } from '@tarot/contracts/auth'
import type { feedbackEndpoints } from '@tarot/contracts/endpoints/account'
import { feedbackPaths } from '@tarot/contracts/paths/account'
import type { Language } from '@tarot/core/language'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import AboutPage from '@/pages/index/about'
import HomePage from '@/pages/index/index'
import FeedbackRepliesPage from '@/pagesApp/feedback/replies'
import { useSession } from '@/stores/session'
import { screen } from './support/screen'
import { type StubServer, stubServer } from './support/stub-server'

initI18n('en')

/** Issue 37: the person reads our replies to their feedback, and a badge says when one is new. */
describe('replies to feedback', () => {
  let testUtils: TestUtils
  let server: StubServer
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const text = () => document.body.textContent ?? ''

  /** Two messages: the older one answered (not seen yet unless `seen`), the newer one not answered. */
  function mine(seen: boolean): MyFeedback {
    return {
      list: [
        { id: 'f2', content: 'The Star card would not open.', createdAt: '2026-11-21T04:00:00.000Z', reply: null, repliedAt: null, seen: true },
        {
          id: 'f1',
          content: 'Could the readings be longer?',
          createdAt: '2026-11-18T04:00:00.000Z',
          reply: 'Thank you, longer readings come next month.',
          repliedAt: '2026-11-19T04:00:00.000Z',
          seen,
        },
      ],
      unread: seen ? 0 : 1,
    }
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    // A guest: the guest token is enough.
    useSession.setState({ token: '', uken: 'guest-token', time: 0 })
    let seen = false
    server = stubServer().handle<typeof feedbackEndpoints>(feedbackPaths, {
      mine: () => ({ data: mine(seen) }),
      seen: () => {
        seen = true
        return { data: mine(true) }
      },
    })
    jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it.each<[Language, string, string, string, string]>([
    ['en', 'Replies to your feedback', 'Sent Nov 18, 2026', 'Our reply, Nov 19, 2026', 'We have not replied yet'],
    ['zh-Hans', '反馈回复', '2026年11月18日 发送', '我们的回复 · 2026年11月19日', '我们还没有回复'],
    ['zh-Hant', '回饋回覆', '2026年11月18日 送出', '我們的回覆 · 2026年11月19日', '我們還沒有回覆'],
  ])('in %s, shows each message with its date, our reply under it, and that one has no reply yet', async (language, title, sent, replied, notYet) => {
    await setAppLanguage(language)
    const setTitle = jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation((() => Promise.resolve()) as never)
    await testUtils.mount(FeedbackRepliesPage)
    await flush()
    expect(setTitle).toHaveBeenCalledWith({ title })
    const items = screen.getAllByRole('article')
    expect(items).toHaveLength(2)
    expect(items[1]!.textContent).toContain(sent)
    expect(items[1]!.textContent).toContain('Could the readings be longer?')
    expect(items[1]!.textContent).toContain(replied)
    expect(items[1]!.textContent).toContain('Thank you, longer readings come next month.')
    expect(items[0]!.textContent).toContain('The Star card would not open.')
    expect(items[0]!.textContent).toContain(notYet)
    expect(items[1]!.textContent).not.toContain(notYet)
    // Asked with the guest's token.
    expect(server.callsTo(feedbackPaths.mine)[0]!.token).toBe('guest-token')
  })

  it('shows a badge on the about page while a reply is unread; opening the replies marks them seen once, and the badge goes', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(AboutPage)
    await flush()
    const entry = screen.getByRole('link', { name: /Replies to your feedback/ })
    expect(entry.getAttribute('aria-label')).toBe('Replies to your feedback, 1 new reply')
    expect(entry.textContent).toContain('1 new reply')
    testUtils.fireEvent.click(entry)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesApp/feedback/replies' })
    testUtils.unmout()

    testUtils = new TestUtils()
    await testUtils.mount(FeedbackRepliesPage)
    await flush()
    expect(text()).toContain('Thank you, longer readings come next month.')
    expect(server.callsTo(feedbackPaths.seen)).toHaveLength(1)
    testUtils.unmout()

    testUtils = new TestUtils()
    await testUtils.mount(AboutPage)
    await flush()
    const after = screen.getByRole('link', { name: /Replies to your feedback/ })
    expect(after.getAttribute('aria-label')).toBe('Replies to your feedback')
    expect(after.textContent).not.toContain('new repl')
    // Nothing new to mark: no second `seen`.
    expect(server.callsTo(feedbackPaths.seen)).toHaveLength(1)
  })

  it("puts a dot on home's way to the about page while a reply is unread, asked once, and none once seen", async () => {
    await testUtils.mount(HomePage)
    await flush()
    expect(screen.getByRole('button', { name: 'About & Settings, New reply to your feedback' })).toBeTruthy()
    expect(server.callsTo(feedbackPaths.mine)).toHaveLength(1)
    testUtils.unmout()

    testUtils = new TestUtils()
    await testUtils.mount(FeedbackRepliesPage)
    await flush()
    testUtils.unmout()

    testUtils = new TestUtils()
    await testUtils.mount(HomePage)
    await flush()
    expect(screen.getByRole('button', { name: 'About & Settings' })).toBeTruthy()
  })

  it('asks nothing before the app has any token', async () => {
    useSession.setState({ token: '', uken: '', time: 0 })
    await testUtils.mount(AboutPage)
    await flush()
    expect(server.callsTo(feedbackPaths.mine)).toHaveLength(0)
    expect(screen.getByRole('link', { name: 'Replies to your feedback' })).toBeTruthy()
  })

  it('says so when nothing was sent yet', async () => {
    server.handle<typeof feedbackEndpoints>(feedbackPaths, { mine: () => ({ data: { list: [], unread: 0 } }) })
    await testUtils.mount(FeedbackRepliesPage)
    await flush()
    expect(text()).toContain('You have not sent us feedback yet.')
    expect(server.callsTo(feedbackPaths.seen)).toHaveLength(0)
  })
})
