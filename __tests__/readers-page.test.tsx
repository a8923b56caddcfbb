import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ReaderTopic } from '@tarot/contracts/readers'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import ReaderPage from '@/pages/reader/reader'
import ReadersPage from '@/pages/reader/readers'
import { useSession } from '@/stores/session'
import type { consultationEndpoints, readerEndpoints } from '@tarot/contracts/endpoints/readers'
import { consultationPaths, readerPaths } from '@tarot/contracts/paths/readers'
import { consultation, readerProfile } from './support/readers-api'
import { screen } from './support/screen'
import { stubServer } from './support/stub-server'

initI18n('en')

const { bio: _bio, reviews: _reviews, completedOrders: _completed, ...lunaCard } = readerProfile()
const luna = lunaCard
const sol = {
  ...luna,
  id: 'rd_sol',
  name: 'Sol',
  photo: '/res/readers/sol.png',
  tagline: 'Straight talk about work',
  specialties: ['career', 'wealth'] as ReaderTopic[],
  languages: ['zh-Hans' as const],
  rating: null,
  reviewCount: 0,
  priceEnergy: 20,
  responseHours: 12,
}

/** The readers list, a reader's profile and "My consultations", mounted with @tarojs/test-utils-react. */
describe('readers pages', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
    // A value already in the data cache is shown at once and asked for again on the next frame.
    await testUtils.act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))))
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const text = () => document.body.textContent ?? ''
  const click = async (element: HTMLElement) => {
    testUtils.fireEvent.click(element)
    await flush()
  }
  /** The reader cards on the list, each a button named by what it says. */
  const readerCards = () => screen.queryAllByRole('button', { name: /Usually answers within/ })
  /** Answers the readers list with `list`. */
  const serveReaders = (list: unknown[]) => stubServer().handle<typeof readerEndpoints>(readerPaths, { list: () => ({ data: { list: list as never } }) })

  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    Current.router = { params: {}, path: '/pages/reader/readers' } as never
    jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('shows each reader with photo or initials, specialties, languages, rating or "New", price and response time', async () => {
    serveReaders([luna, sol])
    await testUtils.mount(ReadersPage)
    await flush()
    const cards = readerCards().map((c) => c.textContent ?? '')
    expect(cards).toHaveLength(2)
    // Luna has no photo: her initials on the gold circle.
    expect(cards[0]).toContain('LP')
    expect(cards[0]).toContain('Luna Park')
    expect(cards[0]).toContain('Gentle readings for matters of the heart')
    expect(cards[0]).toContain('Love')
    expect(cards[0]).toContain('Family')
    expect(cards[0]).toContain('Speaks English · Simplified Chinese')
    expect(cards[0]).toContain('★ 4.8 · 12 reviews')
    expect(cards[0]).toContain('30 energy')
    expect(cards[0]).toContain('Usually answers within 6 h')
    expect(cards[1]).toContain('New')
    expect(cards[1]).toContain('20 energy')
    expect(cards[1]).toContain('Career')
    for (let i = 0; i < 20 && !screen.queryByAltText('Sol'); i += 1) await flush()
    expect(screen.getByAltText('Sol').getAttribute('src')).toMatch(/\/res\/readers\/sol\.png$/)
    expect(screen.queryByAltText('Luna Park')).toBeNull()
    expect(text()).toContain('you get it all back, the way you paid')
    // Who the readers are is said once, in the lead line, not again in a paragraph under it.
    expect(text().match(/(?:real|human) tarot readers/gi)).toHaveLength(1)
  })

  it('falls back to initials when a photo fails to load', async () => {
    serveReaders([sol])
    await testUtils.mount(ReadersPage)
    await flush()
    for (let i = 0; i < 20 && !screen.queryByAltText('Sol'); i += 1) await flush()
    const img = screen.getByAltText('Sol')
    expect(screen.queryByText('S')).toBeNull()
    await testUtils.act(() => void img.dispatchEvent(new Event('error')))
    await flush()
    expect(screen.queryByAltText('Sol')).toBeNull()
    expect(screen.getByText('S')).toBeTruthy()
  })

  it('asks the server again for each topic chosen, and says when a topic has no reader', async () => {
    const server = stubServer().handle<typeof readerEndpoints>(readerPaths, {
      list: ({ query }) => {
        const topic = query.get('topic')
        return { data: { list: topic === 'study' ? [] : [luna, sol].filter((r) => !topic || r.specialties.includes(topic as ReaderTopic)) } }
      },
    })
    const lastTopicAsked = () => server.callsTo(readerPaths.list).at(-1)!.query.get('topic')
    await testUtils.mount(ReadersPage)
    await flush()
    expect(readerCards()).toHaveLength(2)
    expect(screen.getAllByRole('radio').map((c) => c.textContent)).toEqual(['All', 'Love', 'Career', 'Wealth', 'Growth', 'Family', 'Study'])

    await click(screen.getByRole('radio', { name: 'Career' }))
    expect(lastTopicAsked()).toBe('career')
    expect(readerCards().map((card) => card.textContent)).toEqual([expect.stringContaining('Sol')])
    expect(screen.getByRole('radio', { name: 'Career' }).getAttribute('aria-checked')).toBe('true')

    await click(screen.getByRole('radio', { name: 'Study' }))
    expect(lastTopicAsked()).toBe('study')
    expect(readerCards()).toHaveLength(0)
    expect(text()).toContain('No reader for this topic yet')

    await click(screen.getByRole('radio', { name: 'All' }))
    expect(lastTopicAsked()).toBeNull()
    expect(readerCards()).toHaveLength(2)
  })

  it('has a friendly line when no reader has joined yet', async () => {
    serveReaders([])
    await testUtils.mount(ReadersPage)
    await flush()
    expect(text()).toContain('No readers have joined yet')
  })

  it('says "Failed to fetch data, please try again later" when the list fails, and retries', async () => {
    let fail = true
    stubServer().handle<typeof readerEndpoints>(readerPaths, {
      list: () => (fail ? { code: 500000, message: 'An unknown error occurred on the server, please try again later', status: 500 } : { data: { list: [luna] } }),
    })
    await testUtils.mount(ReadersPage)
    await flush()
    expect(text()).toContain('Failed to fetch data, please try again later')
    fail = false
    await click(screen.getByText('Retry'))
    expect(readerCards()).toHaveLength(1)
  })

  it('carries the reading the user came from to the profile', async () => {
    Current.router = { params: { readingId: 'reading-7' }, path: '/pages/reader/readers' } as never
    serveReaders([luna])
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(ReadersPage)
    await flush()
    expect(text()).toContain('the reading you just made will go with your question')
    await click(screen.getByRole('button', { name: /Luna Park/ }))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/reader/reader?id=rd_luna&readingId=reading-7' })
  })

  it('shows the profile with bio, the promise and the latest reviews, and "Consult" opens the order with the reading', async () => {
    Current.router = { params: { id: 'rd_luna', readingId: 'reading-7' }, path: '/pages/reader/reader' } as never
    const server = stubServer().handle<typeof readerEndpoints>(readerPaths, {
      get: ({ params }) => (params.readerId === 'rd_luna' ? { data: readerProfile() } : { code: 404000, message: 'Not found', status: 404 }),
    })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(ReaderPage)
    await flush()
    expect(server.callsTo(readerPaths.get)[0]!.params.readerId).toBe('rd_luna')
    expect(text()).toContain('I have read tarot for ten years')
    expect(text()).toContain('40 consultations completed')
    expect(text()).toContain('Answered within 24 hours, or a full refund: energy back to your balance, a WeChat payment back to WeChat Pay.')
    const consult = screen.getByText('Consult · 30 energy or ¥3.00')
    expect(text()).toContain('Usually answers within 6 h')
    expect(screen.getByText('★★★★★')).toBeTruthy()
    expect(screen.getByText(/^User K\*\* · /)).toBeTruthy()
    expect(screen.getByText('She saw what I could not.')).toBeTruthy()
    await click(consult)
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/reader/order?readerId=rd_luna&readingId=reading-7' })
  })

  it('says when a reader is not found', async () => {
    Current.router = { params: { id: 'gone' }, path: '/pages/reader/reader' } as never
    stubServer()
    await testUtils.mount(ReaderPage)
    await flush()
    expect(text()).toContain('This reader could not be found')
  })

  it('lists the signed-in user’s consultations under "My consultations" and opens one', async () => {
    useSession.setState({ token: 'user-token', time: Date.now() })
    const server = serveReaders([luna]).handle<typeof consultationEndpoints>(consultationPaths, {
      list: () => ({ data: { list: [consultation({ status: 'answered', answer: 'Yes.' }), consultation({ id: 'c_0', status: 'cancelled', question: 'An older question' })] } }),
    })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(ReadersPage)
    await flush()
    await click(screen.getByRole('tab', { name: 'My consultations' }))
    expect(server.callsTo(consultationPaths.list).map((call) => call.token)).toContain('user-token')
    const items = screen.getAllByRole('button', { name: /Will we find our way back|An older question/ })
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining('Answered'), expect.stringContaining('Cancelled · refunded')])
    await click(items[0]!)
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/reader/order?id=c_1' })
  })

  it('asks a visitor to sign in to see their consultations', async () => {
    serveReaders([])
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(ReadersPage)
    await flush()
    await click(screen.getByRole('tab', { name: 'My consultations' }))
    expect(text()).toContain('Sign in to see your consultations')
    await click(screen.getByText('Sign in'))
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/reader/readers?tab=mine')}` })
  })
})
