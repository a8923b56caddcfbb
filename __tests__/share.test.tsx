import { screen, within } from '@testing-library/dom'
import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { cardName } from '@tarot/content/card-names'
import { dailyCard } from '@tarot/core/daily'
import dayjs from 'dayjs'
import type { agentEndpoints } from '@tarot/contracts/endpoints/agent'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import type { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import type { shareEndpoints } from '@tarot/contracts/endpoints/shares'
import { agentPaths } from '@tarot/contracts/paths/agent'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { readingPaths } from '@tarot/contracts/paths/readings'
import { sharePaths } from '@tarot/contracts/paths/shares'
import type { ReadingView } from '@tarot/contracts/readings'
import type { ShareView, SharedReading } from '@tarot/contracts/shares'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import HomePage from '@/pages/index/index'
import SharedLinksPage from '@/pagesApp/share/links'
import SharedReadingPage from '@/pagesApp/share/reading'
import TarotReadPage from '@/pages/tarot/tarot_read'
import { useCurrentShare } from '@/features/share/model/current-share'
import { useSession } from '@/stores/session'
import { answerDialogs } from './support/dialogs'
import { fieldByPlaceholder } from './support/screen'
import { type Reply, type StubServer, stubServer } from './support/stub-server'

// The browser's leaf (Web Share API, clipboard, poster download): Jest resolves the neutral file otherwise.
jest.mock('@/features/share/model/deliver', () => jest.requireActual('@/features/share/model/deliver.h5'))
jest.mock('@/features/share/model/app-link', () => jest.requireActual('@/features/share/model/app-link.h5'))

initI18n('en')

const READING = '11111111-2222-4333-8444-555555555555'
const SHARE = 'AbCdEfGhIjKlMnOpQrStUv'
const LINK = `https://tarot.example.com/tarot/h5app/#/pagesApp/share/reading?id=${SHARE}&friend=u_friend`

function reading(): ReadingView {
  return {
    id: READING,
    spreadId: 'cnc',
    question: 'Should I take the new job?',
    language: 'en',
    mode: 'physical',
    status: 'drawn',
    commitment: null,
    serverSeed: null,
    clientSeed: null,
    picks: null,
    cards: [
      { id: 'Major00', orientation: 'upright' },
      { id: 'Cups02', orientation: 'reversed' },
      { id: 'Wands10', orientation: 'upright' },
    ],
    positions: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    savedAt: null,
  } as unknown as ReadingView
}

function shareView(over: Partial<ShareView> = {}): ShareView {
  return {
    id: SHARE,
    readingId: READING,
    spreadId: 'cnc',
    includeQuestion: false,
    size: 'story',
    createdAt: '2026-11-21T09:30:00.000Z',
    revokedAt: null,
    link: LINK,
    posterPath: `/tarot/rest/shared/${SHARE}/poster.png?size=story`,
    ...over,
  }
}

function shared(over: Partial<SharedReading> = {}): SharedReading {
  return {
    id: SHARE,
    spreadId: 'cnc',
    language: 'en',
    cards: reading().cards!,
    bottomLine: 'The path you fear asks for patience more than courage.',
    question: null,
    date: '2026-11-20',
    friendCode: 'u_friend',
    posterPath: `/tarot/rest/shared/${SHARE}/poster.png?size=story`,
    ...over,
  }
}

describe('sharing', () => {
  let testUtils: TestUtils
  let server: StubServer
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const text = () => document.body.textContent ?? ''
  /** Taps what shows this text (Taro's H5 buttons have no role; a tap on the label reaches the control). */
  const tap = async (label: string | RegExp, index = 0) => {
    testUtils.fireEvent.click(screen.getAllByText(label)[index]!)
    await flush()
  }
  const includeQuestion = () => screen.getByRole('switch', { name: /Include my question/ })

  beforeEach(async () => {
    jest.resetAllMocks()
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    useCurrentShare.setState({ current: null })
    jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ windowWidth: 375, windowHeight: 700 } as never)
    server = stubServer()
      .handle<typeof readingEndpoints>(readingPaths, {
        get: () => ({ data: reading() }),
        interpretation: () => ({ code: 404000, message: 'Not found', status: 404 }),
      })
      .handle<typeof energyEndpoints>(energyPaths, {
        quota: () => ({ data: { vip: false, energy: 0, freeLeft: 2, freeLimit: 3, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'offline' } }),
      })
    testUtils = new TestUtils()
  })
  afterEach(() => {
    testUtils.unmout()
    Reflect.deleteProperty(navigator, 'share')
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  describe('from the reading page', () => {
    beforeEach(() => {
      Current.router = { params: { id: READING }, path: '/pages/tarot/tarot_read' } as never
    })

    it('leaves the question off by default, and without a share sheet copies the link and offers the picture', async () => {
      server.handle<typeof shareEndpoints>(sharePaths, { create: () => ({ data: shareView() }) })
      const writeText = jest.fn().mockResolvedValue(undefined)
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
      await testUtils.mount(TarotReadPage)
      await flush()
      expect(text()).toContain('Share this reading')
      expect(includeQuestion().getAttribute('aria-checked')).toBe('false')
      await tap('Create a share link')
      expect(server.callsTo(sharePaths.create).map((call) => call.data)).toEqual([{ readingId: READING, includeQuestion: false }])
      expect(writeText).toHaveBeenCalledWith(LINK)
      expect(text()).toContain('Link copied: paste it to a friend.')
      expect(screen.getByText(LINK)).toBeTruthy()
      expect(screen.getByText('Save the picture')).toBeTruthy()
      // No token rides on the link.
      expect(LINK).not.toContain('guest')
    })

    it('includes the question only when turned on, and hands the link to the browser’s share sheet', async () => {
      server.handle<typeof shareEndpoints>(sharePaths, { create: () => ({ data: shareView({ includeQuestion: true }) }) })
      const share = jest.fn().mockResolvedValue(undefined)
      Object.defineProperty(navigator, 'share', { value: share, configurable: true })
      await testUtils.mount(TarotReadPage)
      await flush()
      testUtils.fireEvent.click(includeQuestion())
      await flush()
      expect(includeQuestion().getAttribute('aria-checked')).toBe('true')
      await tap('Create a share link')
      expect(server.callsTo(sharePaths.create).map((call) => call.data)).toEqual([{ readingId: READING, includeQuestion: true }])
      expect(share).toHaveBeenCalledWith({ title: 'My tarot cards: Choice and Consequence', text: expect.any(String), url: LINK })
      expect(text()).toContain('Shared')
    })

    it('says so when the link cannot be made, and lets the person try again', async () => {
      let fail = true
      server.handle<typeof shareEndpoints>(sharePaths, { create: () => (fail ? { code: 500000, message: 'boom', status: 500 } : { data: shareView() }) })
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockResolvedValue(undefined) }, configurable: true })
      await testUtils.mount(TarotReadPage)
      await flush()
      await tap('Create a share link')
      expect(text()).toContain('The link could not be created. Please try again later.')
      expect(screen.queryByText(LINK)).toBeNull()
      fail = false
      await tap('Create a share link')
      expect(text()).not.toContain('could not be created')
      expect(screen.getByText(LINK)).toBeTruthy()
    })
  })

  describe("today's card, from home", () => {
    const today = () => dailyCard('u-42', dayjs().format('YYYY-MM-DD'))
    // The friend code is the server's sealed one: the link never carries the user id.
    const homeLink = `${window.location.origin}/tarot/h5app/#/pages/index/index?friend=SEALED-friend-code`
    beforeEach(() => {
      useSession.setState({ token: 'signed-in-token', uken: '', userId: 'u-42', time: Date.now() })
      Current.router = { params: {}, path: '/pages/index/index' } as never
      server.file(/\/cards\//, () => ({})).handle<typeof agentEndpoints>(agentPaths, { ownFriendCode: () => ({ data: { friendCode: 'SEALED-friend-code' } }) })
    })
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'canShare')
    })

    it("hands the browser's share sheet the card, the poster as a file and home's link with the friend code, no token", async () => {
      const share = jest.fn().mockResolvedValue(undefined)
      Object.defineProperty(navigator, 'share', { value: share, configurable: true })
      Object.defineProperty(navigator, 'canShare', { value: jest.fn(() => true), configurable: true })
      server.file(/\/tarot\/rest\/shares\/today\/poster\.png/, () => new Blob(['png'], { type: 'image/png' }))
      await testUtils.mount(HomePage)
      await flush()
      const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
      await tap('Share')
      const card = today()
      expect(share).toHaveBeenCalledTimes(1)
      const sent = share.mock.calls[0][0] as { title: string; url: string; files: File[] }
      expect(sent.title).toBe(`My card of the day: ${cardName(card.id, 'en')} (${card.orientation})`)
      expect(sent.url).toBe(homeLink)
      expect(sent.files.map((f) => f.type)).toEqual(['image/png'])
      const posters = server.calls.filter((call) => call.path === sharePaths.todayPoster.path)
      expect(posters.map((call) => Object.fromEntries(call.query))).toEqual([{ card: card.id, orientation: card.orientation, day: dayjs().format('YYYY-MM-DD'), size: 'story', lang: 'en' }])
      expect(JSON.stringify(sent)).not.toContain('signed-in-token')
      expect(JSON.stringify(sent)).not.toContain('u-42')
      // Sharing is not opening the card's page.
      expect(navigate).not.toHaveBeenCalled()
    })

    it('without a share sheet copies the link and says so, and offers the picture', async () => {
      const writeText = jest.fn().mockResolvedValue(undefined)
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
      jest.spyOn(Taro, 'showToast').mockResolvedValue(undefined as never)
      await testUtils.mount(HomePage)
      await flush()
      expect(screen.getByText('Save image')).toBeTruthy()
      await tap('Share')
      expect(writeText).toHaveBeenCalledWith(homeLink)
      expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Link copied: paste it to a friend.' }))
    })
  })

  describe('the shared reading page', () => {
    const open = (id: string | undefined) => {
      Current.router = { params: id ? { id, friend: 'u_friend' } : {}, path: '/pagesApp/share/reading' } as never
    }
    const answerShared = (reply: () => Reply<SharedReading>) => server.handle<typeof shareEndpoints>(sharePaths, { shared: reply })

    it('shows the cards on the spread (reversed turned), the bottom line and the date, without a token, and no question unless included', async () => {
      useSession.setState({ token: '', uken: '', time: 0 })
      answerShared(() => ({ data: shared() }))
      open(SHARE)
      await testUtils.mount(SharedReadingPage)
      await flush()
      const gets = server.callsTo(sharePaths.shared)
      expect(gets.map((call) => call.params.id)).toEqual([SHARE])
      expect(gets[0]!.token).toBeUndefined()
      expect(text()).toContain('Choice and Consequence')
      expect(text()).toContain('Drawn on Nov 20, 2026')
      expect(text()).toContain('The path you fear asks for patience more than courage.')
      expect(text()).not.toContain('Question')
      // The board's places, each labelled with its position, card and orientation.
      const places = screen.getAllByLabelText(/^\d+\. /)
      expect(places.map((place) => place.getAttribute('aria-label')!.replace(/^\d+\. .* (?=The Fool|Two of Cups|Ten of Wands)/, ''))).toEqual([
        'The Fool Upright',
        'Two of Cups Reversed',
        'Ten of Wands Upright',
      ])
      // The reversed card is drawn turned: the face's modifier class is that turn (styling, with no text of its own).
      const faces = places.map((place, i) => within(place).getByLabelText(['The Fool', 'Two of Cups', 'Ten of Wands'][i]!))
      expect(faces.map((face) => face.classList.contains('card-face--reversed'))).toEqual([false, true, false])
      expect(text()).toContain('Ask a question of your own')
    })

    it.each([
      ['llm', 'AI-generated: written by an AI model.', true],
      ['offline', "Written by the app's built-in reader from the card meanings, without an AI model.", false],
    ])('labels the bottom line with who wrote it (%s)', async (engine, line, ai) => {
      answerShared(() => ({ data: shared({ engine }) }))
      open(SHARE)
      await testUtils.mount(SharedReadingPage)
      await flush()
      expect(screen.getByText(line)).toBeTruthy()
      expect(text().includes('AI-generated')).toBe(ai)
    })

    it('shows the question when the sharer included it', async () => {
      answerShared(() => ({ data: shared({ question: 'Will the move be good for me?' }) }))
      open(SHARE)
      await testUtils.mount(SharedReadingPage)
      await flush()
      expect(text()).toContain('Will the move be good for me?')
    })

    it('says kindly, in the visitor’s language, that a link was taken back', async () => {
      await setAppLanguage('zh-Hans')
      answerShared(() => ({ code: 410000, message: 'revoked', status: 410 }))
      open(SHARE)
      await testUtils.mount(SharedReadingPage)
      await flush()
      expect(text()).toContain('分享者已收回这个链接，这次解读看不到了。')
      expect(text()).toContain('我也来问一个问题')
      expect(screen.queryByText('重试')).toBeNull()
    })

    it('says an unknown or incomplete link was not found, and offers a retry only for a network failure', async () => {
      open(SHARE)
      await testUtils.mount(SharedReadingPage)
      await flush()
      expect(text()).toContain('We could not find this reading. The link may be incomplete.')
      expect(screen.queryByText('Retry')).toBeNull()
      testUtils.unmout()

      open(undefined)
      testUtils = new TestUtils()
      await testUtils.mount(SharedReadingPage)
      await flush()
      expect(text()).toContain('We could not find this reading.')
      testUtils.unmout()

      answerShared(() => ({ fail: 'net::ERR_CONNECTION_REFUSED' }))
      open(SHARE)
      testUtils = new TestUtils()
      await testUtils.mount(SharedReadingPage)
      await flush()
      expect(text()).toContain('could not be opened just now')
      expect(screen.getByText('Retry')).toBeTruthy()
    })
  })

  describe('reporting a shared page', () => {
    const openShared = async (report: () => Reply<null>) => {
      Current.router = { params: { id: SHARE, friend: 'u_friend' }, path: '/pagesApp/share/reading' } as never
      server.handle<typeof shareEndpoints>(sharePaths, { shared: () => ({ data: shared() }), report })
      await testUtils.mount(SharedReadingPage)
      await flush()
    }
    const writeNote = async (value: string) => {
      const field = fieldByPlaceholder('Anything you would like to add (optional)')
      field.value = value
      testUtils.fireEvent.input(field)
      await flush()
    }

    it('sends the chosen reason and the note with no token, thanks the person and hides the link', async () => {
      await openShared(() => ({ data: null }))
      await tap('Report')
      expect(screen.getByRole('dialog', { name: 'What is wrong with this page?' })).toBeTruthy()
      expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['It is upsetting', 'It has personal information', 'Spam or ads', 'Something else'])
      testUtils.fireEvent.click(screen.getByRole('radio', { name: 'It has personal information' }))
      await flush()
      await writeNote('  It shows my full name.  ')
      await tap('Send report')
      const reports = server.callsTo(sharePaths.report)
      expect(reports.map((call) => [call.params.id, call.data])).toEqual([[SHARE, { reason: 'personal', note: 'It shows my full name.' }]])
      expect(reports[0]!.token).toBeUndefined()
      expect(screen.getByRole('status').textContent).toBe('Thanks, we will take a look')
      expect(screen.queryByText('Report')).toBeNull()
      expect(screen.queryByRole('dialog')).toBeNull()
    })

    it('sends no note when none was written, in the visitor’s language', async () => {
      await setAppLanguage('zh-Hant')
      await openShared(() => ({ data: null }))
      await tap('檢舉')
      testUtils.fireEvent.click(screen.getByRole('radio', { name: '垃圾或廣告' }))
      await flush()
      await tap('送出檢舉')
      expect(server.callsTo(sharePaths.report).map((call) => call.data)).toEqual([{ reason: 'spam' }])
      expect(text()).toContain('謝謝，我們會盡快查看')
    })

    it.each<[string, Reply<null>, string]>([
      ['429', { code: 429000, message: 'Too Many Requests', status: 429 }, 'You have sent a lot of reports just now. Please try again in a little while.'],
      ['404', { code: 404000, message: 'Not found', status: 404 }, 'This page is no longer here, so there is nothing to report.'],
    ])('words a %s kindly and keeps the sheet open', async (_status, reply, words) => {
      await openShared(() => reply)
      await tap('Report')
      testUtils.fireEvent.click(screen.getByRole('radio', { name: 'It is upsetting' }))
      await flush()
      await tap('Send report')
      expect(screen.getByRole('alert').textContent).toBe(words)
      expect(text()).not.toContain('Too Many Requests')
      expect(text()).not.toContain('Thanks, we will take a look')
      expect(screen.getByRole('dialog')).toBeTruthy()
    })

    it('words a 429 kindly in Chinese too', async () => {
      await setAppLanguage('zh-Hans')
      await openShared(() => ({ code: 429000, message: 'Too Many Requests', status: 429 }))
      await tap('举报')
      testUtils.fireEvent.click(screen.getByRole('radio', { name: '其他' }))
      await flush()
      await tap('提交举报')
      expect(screen.getByRole('alert').textContent).toBe('你刚才提交的举报有点多，请稍等一会儿再试。')
    })
  })

  describe('my shared links', () => {
    beforeEach(() => {
      Current.router = { params: {}, path: '/pagesApp/share/links' } as never
    })
    /** Each link listed, found by its "Shared on …" line; the item is that line's box. */
    const items = () => screen.queryAllByText(/^Shared on /).map((meta) => meta.parentElement!)

    it('lists each link with what it shows, and takes one back after a themed confirm', async () => {
      const older = shareView({ id: 'ZZZZZZZZZZZZZZZZZZZZZZ', includeQuestion: true, revokedAt: '2026-11-20T08:00:00.000Z', createdAt: '2026-11-19T08:00:00.000Z' })
      server.handle<typeof shareEndpoints>(sharePaths, {
        list: () => ({ data: { list: [shareView(), older] } }),
        revoke: () => ({ data: shareView({ revokedAt: '2026-11-22T00:00:00.000Z' }) }),
      })
      const seen = answerDialogs(false, true)
      await testUtils.mount(SharedLinksPage)
      await flush()
      expect(items()).toHaveLength(2)
      expect(items()[0]!.textContent).toContain('Question left off')
      expect(items()[0]!.textContent).not.toContain('Taken back')
      expect(within(items()[0]!).getByText('Take back')).toBeTruthy()
      expect(items()[1]!.textContent).toContain('Question included')
      expect(items()[1]!.textContent).toContain('Taken back')
      expect(within(items()[1]!).queryByText('Take back')).toBeNull()

      await tap('Take back')
      await flush()
      expect(seen).toHaveBeenCalledWith(expect.objectContaining({ title: 'Take this link back?', confirmText: 'Take back', cancelText: 'Keep it' }))
      expect(server.callsTo(sharePaths.revoke)).toHaveLength(0)

      await tap('Take back')
      await flush()
      expect(server.callsTo(sharePaths.revoke).map((call) => call.params.id)).toEqual([SHARE])
      expect(items()[0]!.textContent).toContain('Taken back')
      expect(screen.queryByText('Take back')).toBeNull()
    })

    it('says when nothing was shared yet', async () => {
      server.handle<typeof shareEndpoints>(sharePaths, { list: () => ({ data: { list: [] } }) })
      await testUtils.mount(SharedLinksPage)
      await flush()
      expect(text()).toContain('You have not shared a reading yet.')
    })
  })
})
