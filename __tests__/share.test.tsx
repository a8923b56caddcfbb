import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { cardName } from '@tarot/content/card-names'
import { dailyCard } from '@tarot/core/daily'
import dayjs from 'dayjs'
import type { ReadingView } from '@tarot/contracts/readings'
import type { ShareView, SharedReading } from '@tarot/contracts/shares'
import * as readings from '@/lib/api/readings'
import { ApiError } from '@/lib/http/client'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import HomePage from '@/pages/index/index'
import SharedLinksPage from '@/pagesApp/share/links'
import SharedReadingPage from '@/pagesApp/share/reading'
import TarotReadPage from '@/pages/tarot/tarot_read'
import { useCurrentShare } from '@/features/share/model/current-share'
import { useSession } from '@/stores/session'
import { answerDialogs } from './support/dialogs'

jest.mock('@/lib/api/readings', () => ({
  getReading: jest.fn(),
  getInterpretation: jest.fn(),
  fetchQuota: jest.fn(),
  streamInterpretation: jest.fn(),
  saveReading: jest.fn(),
}))
// The browser's leaf (Web Share API, clipboard, poster download): Jest resolves the neutral file otherwise.
jest.mock('@/features/share/model/deliver', () => jest.requireActual('@/features/share/model/deliver.h5'))
jest.mock('@/features/share/model/app-link', () => jest.requireActual('@/features/share/model/app-link.h5'))
const api = readings as jest.Mocked<typeof readings>

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

type Answer = { status: number; body: unknown }
const ok = (data: unknown): Answer => ({ status: 200, body: { code: 0, data } })

/** The sharing routes as the server answers them; records every call with the headers it carried. */
function serve(routes: (call: { url: string; method: string; data: unknown }) => Answer | undefined) {
  const calls: { url: string; method: string; data: unknown; header: Record<string, string> }[] = []
  jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string; method: string; data: unknown; header: Record<string, string> }) => {
    calls.push(options)
    const answer = routes(options) ?? { status: 404, body: { code: 404000, message: 'Not found' } }
    return Promise.resolve({ statusCode: answer.status, data: answer.body })
  }) as never)
  return calls
}

describe('sharing', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const text = () => document.body.textContent ?? ''
  const click = async (selector: string, index = 0) => {
    const element = document.querySelectorAll(selector)[index] as HTMLElement | undefined
    if (!element) throw new Error(`nothing matches ${selector}`)
    testUtils.fireEvent.click(element)
    await flush()
  }

  beforeEach(async () => {
    jest.resetAllMocks()
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    useCurrentShare.setState({ current: null })
    jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ windowWidth: 375, windowHeight: 700 } as never)
    api.getReading.mockResolvedValue(reading())
    api.getInterpretation.mockRejectedValue(new ApiError('Not found', 'code', 404000))
    api.fetchQuota.mockResolvedValue({ vip: false, energy: 0, freeLeft: 2, freeLimit: 3, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'offline' } as never)
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
      const calls = serve((call) => (call.url.endsWith('/tarot/rest/shares') && call.method === 'POST' ? ok(shareView()) : undefined))
      const writeText = jest.fn().mockResolvedValue(undefined)
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
      await testUtils.mount(TarotReadPage)
      await flush()
      expect(text()).toContain('Share this reading')
      expect(document.querySelector('.share-panel__option')!.getAttribute('aria-checked')).toBe('false')
      await click('.share-panel__create')
      const created = calls.find((c) => c.method === 'POST' && c.url.endsWith('/tarot/rest/shares'))!
      expect(created.data).toEqual({ readingId: READING, includeQuestion: false })
      expect(writeText).toHaveBeenCalledWith(LINK)
      expect(text()).toContain('Link copied: paste it to a friend.')
      expect(document.querySelector('.share-panel__link')!.textContent).toBe(LINK)
      expect(document.querySelector('.share-panel__poster')!.textContent).toBe('Save the picture')
      // No token rides on the link.
      expect(LINK).not.toContain('guest')
    })

    it('includes the question only when turned on, and hands the link to the browser’s share sheet', async () => {
      const calls = serve((call) => (call.url.endsWith('/tarot/rest/shares') && call.method === 'POST' ? ok(shareView({ includeQuestion: true })) : undefined))
      const share = jest.fn().mockResolvedValue(undefined)
      Object.defineProperty(navigator, 'share', { value: share, configurable: true })
      await testUtils.mount(TarotReadPage)
      await flush()
      await click('.share-panel__option')
      expect(document.querySelector('.share-panel__option')!.getAttribute('aria-checked')).toBe('true')
      await click('.share-panel__create')
      expect(calls.find((c) => c.method === 'POST')!.data).toEqual({ readingId: READING, includeQuestion: true })
      expect(share).toHaveBeenCalledWith({ title: 'My tarot cards: Choice and Consequence', text: expect.any(String), url: LINK })
      expect(text()).toContain('Shared')
    })

    it('says so when the link cannot be made, and lets the person try again', async () => {
      let fail = true
      serve((call) => (call.method === 'POST' ? (fail ? { status: 500, body: { code: 500000, message: 'boom' } } : ok(shareView())) : undefined))
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockResolvedValue(undefined) }, configurable: true })
      await testUtils.mount(TarotReadPage)
      await flush()
      await click('.share-panel__create')
      expect(text()).toContain('The link could not be created. Please try again later.')
      fail = false
      await click('.share-panel__create')
      expect(text()).not.toContain('could not be created')
      expect(document.querySelector('.share-panel__link')!.textContent).toBe(LINK)
    })
  })

  describe("today's card, from home", () => {
    const today = () => dailyCard('u-42', dayjs().format('YYYY-MM-DD'))
    // The friend code is the server's sealed one: the link never carries the user id.
    const homeLink = `${window.location.origin}/tarot/h5app/#/pages/index/index?friend=SEALED-friend-code`
    beforeEach(() => {
      useSession.setState({ token: 'signed-in-token', uken: '', userId: 'u-42', time: Date.now() })
      Current.router = { params: {}, path: '/pages/index/index' } as never
      serve((call) => (call.url.includes('/cards/') ? ok({}) : call.url.includes('/agent/friend-code') ? ok({ friendCode: 'SEALED-friend-code' }) : undefined))
    })
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'canShare')
      Reflect.deleteProperty(globalThis, 'fetch')
    })

    it("hands the browser's share sheet the card, the poster as a file and home's link with the friend code, no token", async () => {
      const share = jest.fn().mockResolvedValue(undefined)
      Object.defineProperty(navigator, 'share', { value: share, configurable: true })
      Object.defineProperty(navigator, 'canShare', { value: jest.fn(() => true), configurable: true })
      const fetched: string[] = []
      Object.defineProperty(globalThis, 'fetch', {
        value: jest.fn(async (url: string) => (fetched.push(url), { ok: true, blob: async () => new Blob(['png'], { type: 'image/png' }) })),
        configurable: true,
      })
      await testUtils.mount(HomePage)
      await flush()
      const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
      await click('.share-today__send')
      const card = today()
      expect(share).toHaveBeenCalledTimes(1)
      const sent = share.mock.calls[0][0] as { title: string; url: string; files: File[] }
      expect(sent.title).toBe(`My card of the day: ${cardName(card.id, 'en')} (${card.orientation})`)
      expect(sent.url).toBe(homeLink)
      expect(sent.files.map((f) => f.type)).toEqual(['image/png'])
      expect(fetched).toEqual([
        expect.stringMatching(new RegExp(`/tarot/rest/shares/today/poster\\.png\\?card=${card.id}&orientation=${card.orientation}&day=${dayjs().format('YYYY-MM-DD')}&size=story&lang=en$`)),
      ])
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
      expect(document.querySelector('.share-today__poster')!.textContent).toBe('Save image')
      await click('.share-today__send')
      expect(writeText).toHaveBeenCalledWith(homeLink)
      expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Link copied: paste it to a friend.' }))
    })
  })

  describe('the shared reading page', () => {
    const open = (id: string | undefined) => {
      Current.router = { params: id ? { id, friend: 'u_friend' } : {}, path: '/pagesApp/share/reading' } as never
    }

    it('shows the cards on the spread (reversed turned), the bottom line and the date, without a token, and no question unless included', async () => {
      useSession.setState({ token: '', uken: '', time: 0 })
      const calls = serve((call) => (call.url.endsWith(`/tarot/rest/shared/${SHARE}`) ? ok(shared()) : undefined))
      open(SHARE)
      await testUtils.mount(SharedReadingPage)
      await flush()
      const get = calls.find((c) => c.url.endsWith(`/shared/${SHARE}`))!
      expect(get.header['tarot-token']).toBeUndefined()
      expect(text()).toContain('Choice and Consequence')
      expect(text()).toContain('Drawn on Nov 20, 2026')
      expect(text()).toContain('The path you fear asks for patience more than courage.')
      expect(text()).not.toContain('Question')
      const faces = document.querySelectorAll('.shared__board .card-face')
      expect(faces).toHaveLength(3)
      expect(Array.from(faces).map((f) => f.classList.contains('card-face--reversed'))).toEqual([false, true, false])
      expect(text()).toContain('Ask a question of your own')
    })

    it.each([
      ['llm', 'AI-generated: written by an AI model.', true],
      ['offline', "Written by the app's built-in reader from the card meanings, without an AI model.", false],
    ])('labels the bottom line with who wrote it (%s)', async (engine, line, ai) => {
      serve((call) => (call.url.endsWith(`/shared/${SHARE}`) ? ok(shared({ engine })) : undefined))
      open(SHARE)
      await testUtils.mount(SharedReadingPage)
      await flush()
      expect(document.querySelector('.shared__author')?.textContent).toBe(line)
      expect(text().includes('AI-generated')).toBe(ai)
    })

    it('shows the question when the sharer included it', async () => {
      serve((call) => (call.url.endsWith(`/shared/${SHARE}`) ? ok(shared({ question: 'Will the move be good for me?' })) : undefined))
      open(SHARE)
      await testUtils.mount(SharedReadingPage)
      await flush()
      expect(text()).toContain('Will the move be good for me?')
    })

    it('says kindly, in the visitor’s language, that a link was taken back', async () => {
      await setAppLanguage('zh-Hans')
      serve(() => ({ status: 410, body: { code: 410000, message: 'revoked' } }))
      open(SHARE)
      await testUtils.mount(SharedReadingPage)
      await flush()
      expect(text()).toContain('分享者已收回这个链接，这次解读看不到了。')
      expect(text()).toContain('我也来问一个问题')
      expect(document.querySelector('.shared__retry')).toBeNull()
    })

    it('says an unknown or incomplete link was not found, and offers a retry only for a network failure', async () => {
      serve(() => undefined)
      open(SHARE)
      await testUtils.mount(SharedReadingPage)
      await flush()
      expect(text()).toContain('We could not find this reading. The link may be incomplete.')
      testUtils.unmout()

      open(undefined)
      testUtils = new TestUtils()
      await testUtils.mount(SharedReadingPage)
      await flush()
      expect(text()).toContain('We could not find this reading.')
      testUtils.unmout()

      jest.spyOn(Taro, 'request').mockRejectedValue({ errMsg: 'request:fail' } as never)
      open(SHARE)
      testUtils = new TestUtils()
      await testUtils.mount(SharedReadingPage)
      await flush()
      expect(text()).toContain('could not be opened just now')
      expect(document.querySelector('.shared__retry')).not.toBeNull()
    })
  })

  describe('my shared links', () => {
    beforeEach(() => {
      Current.router = { params: {}, path: '/pagesApp/share/links' } as never
    })

    it('lists each link with what it shows, and takes one back after a themed confirm', async () => {
      const older = shareView({ id: 'ZZZZZZZZZZZZZZZZZZZZZZ', includeQuestion: true, revokedAt: '2026-11-20T08:00:00.000Z', createdAt: '2026-11-19T08:00:00.000Z' })
      const calls = serve((call) => {
        if (call.url.endsWith('/tarot/rest/shares') && call.method === 'GET') return ok({ list: [shareView(), older] })
        if (call.method === 'DELETE') return ok(shareView({ revokedAt: '2026-11-22T00:00:00.000Z' }))
        return undefined
      })
      const seen = answerDialogs(false, true)
      await testUtils.mount(SharedLinksPage)
      await flush()
      const items = document.querySelectorAll('.shared-links__item')
      expect(items).toHaveLength(2)
      expect(items[0]!.textContent).toContain('Question left off')
      expect(items[1]!.textContent).toContain('Question included')
      expect(items[1]!.textContent).toContain('Taken back')
      expect(items[1]!.querySelector('.shared-links__revoke')).toBeNull()

      await click('.shared-links__revoke')
      await flush()
      expect(seen).toHaveBeenCalledWith(expect.objectContaining({ title: 'Take this link back?', confirmText: 'Take back', cancelText: 'Keep it' }))
      expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0)

      await click('.shared-links__revoke')
      await flush()
      const revoked = calls.filter((c) => c.method === 'DELETE')
      expect(revoked.map((c) => c.url)).toEqual([expect.stringMatching(new RegExp(`/tarot/rest/shares/${SHARE}$`))])
      expect(document.querySelectorAll('.shared-links__item')[0]!.textContent).toContain('Taken back')
      expect(document.querySelector('.shared-links__revoke')).toBeNull()
    })

    it('says when nothing was shared yet', async () => {
      serve((call) => (call.method === 'GET' ? ok({ list: [] }) : undefined))
      await testUtils.mount(SharedLinksPage)
      await flush()
      expect(text()).toContain('You have not shared a reading yet.')
    })
  })
})
