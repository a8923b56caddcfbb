import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ReaderTopic } from '@tarot/contracts/readers'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import ReaderPage from '@/pages/reader/reader'
import ReadersPage from '@/pages/reader/readers'
import { useSession } from '@/stores/session'
import { consultation, readerProfile, serve } from './support/readers-api'

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
  const click = async (selector: string, index = 0) => {
    const element = document.querySelectorAll(selector)[index] as HTMLElement | undefined
    if (!element) throw new Error(`nothing matches ${selector}`)
    testUtils.fireEvent.click(element)
    await flush()
  }

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
    serve((call) => (call.path === '/tarot/rest/readers' ? { data: { list: [luna, sol] } } : undefined))
    await testUtils.mount(ReadersPage)
    await flush()
    const cards = Array.from(document.querySelectorAll('.reader-card')).map((c) => c.textContent ?? '')
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
    for (let i = 0; i < 20 && !document.querySelectorAll('.reader-card')[1]!.querySelector('img'); i += 1) await flush()
    const photo = document.querySelectorAll('.reader-card')[1]!.querySelector('img')
    expect(photo?.getAttribute('src')).toMatch(/\/res\/readers\/sol\.png$/)
    expect(text()).toContain('you get it all back, the way you paid')
    // Who the readers are is said once, in the lead line, not again in a paragraph under it.
    expect(text().match(/(?:real|human) tarot readers/gi)).toHaveLength(1)
  })

  it('falls back to initials when a photo fails to load', async () => {
    serve((call) => (call.path === '/tarot/rest/readers' ? { data: { list: [sol] } } : undefined))
    await testUtils.mount(ReadersPage)
    await flush()
    for (let i = 0; i < 20 && !document.querySelector('.reader-card img'); i += 1) await flush()
    const img = document.querySelector('.reader-card img') as HTMLImageElement
    expect(img).toBeTruthy()
    await testUtils.act(() => void img.dispatchEvent(new Event('error')))
    await flush()
    expect(document.querySelector('.reader-card img')).toBeNull()
    expect(document.querySelector('.reader-avatar__initials')?.textContent).toBe('S')
  })

  it('asks the server again for each topic chosen, and says when a topic has no reader', async () => {
    const calls = serve((call) => {
      if (call.path !== '/tarot/rest/readers') return undefined
      const topic = call.query.get('topic')
      return { data: { list: topic === 'study' ? [] : [luna, sol].filter((r) => !topic || r.specialties.includes(topic as ReaderTopic)) } }
    })
    await testUtils.mount(ReadersPage)
    await flush()
    expect(document.querySelectorAll('.reader-card')).toHaveLength(2)
    expect(Array.from(document.querySelectorAll('.topic-filter__chip')).map((c) => c.textContent)).toEqual(['All', 'Love', 'Career', 'Wealth', 'Growth', 'Family', 'Study'])

    await click('[data-topic="career"]')
    expect(calls.at(-1)!.query.get('topic')).toBe('career')
    expect(Array.from(document.querySelectorAll('.reader-card__name')).map((n) => n.textContent)).toEqual(['Sol'])
    expect(document.querySelector('[data-topic="career"]')!.getAttribute('aria-checked')).toBe('true')

    await click('[data-topic="study"]')
    expect(calls.at(-1)!.query.get('topic')).toBe('study')
    expect(document.querySelectorAll('.reader-card')).toHaveLength(0)
    expect(text()).toContain('No reader for this topic yet')

    await click('[data-topic="all"]')
    expect(calls.at(-1)!.query.has('topic')).toBe(false)
    expect(document.querySelectorAll('.reader-card')).toHaveLength(2)
  })

  it('has a friendly line when no reader has joined yet', async () => {
    serve((call) => (call.path === '/tarot/rest/readers' ? { data: { list: [] } } : undefined))
    await testUtils.mount(ReadersPage)
    await flush()
    expect(text()).toContain('No readers have joined yet')
  })

  it('says "Failed to fetch data, please try again later" when the list fails, and retries', async () => {
    let fail = true
    serve((call) => {
      if (call.path !== '/tarot/rest/readers') return undefined
      return fail ? { code: 500000, message: 'An unknown error occurred on the server, please try again later', status: 500 } : { data: { list: [luna] } }
    })
    await testUtils.mount(ReadersPage)
    await flush()
    expect(text()).toContain('Failed to fetch data, please try again later')
    fail = false
    await click('.readers-status__retry')
    expect(document.querySelectorAll('.reader-card')).toHaveLength(1)
  })

  it('carries the reading the user came from to the profile', async () => {
    Current.router = { params: { readingId: 'reading-7' }, path: '/pages/reader/readers' } as never
    serve((call) => (call.path === '/tarot/rest/readers' ? { data: { list: [luna] } } : undefined))
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(ReadersPage)
    await flush()
    expect(text()).toContain('the reading you just made will go with your question')
    await click('.reader-card')
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/reader/reader?id=rd_luna&readingId=reading-7' })
  })

  it('shows the profile with bio, the promise and the latest reviews, and "Consult" opens the order with the reading', async () => {
    Current.router = { params: { id: 'rd_luna', readingId: 'reading-7' }, path: '/pages/reader/reader' } as never
    const calls = serve((call) => (call.path === '/tarot/rest/readers/rd_luna' ? { data: readerProfile() } : undefined))
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(ReaderPage)
    await flush()
    expect(calls[0]!.path).toBe('/tarot/rest/readers/rd_luna')
    expect(text()).toContain('I have read tarot for ten years')
    expect(text()).toContain('40 consultations completed')
    expect(text()).toContain('Answered within 24 hours, or a full refund: energy back to your balance, a WeChat payment back to WeChat Pay.')
    expect(document.querySelector('.reader-profile__consult')!.textContent).toBe('Consult · 30 energy or ¥3.00')
    expect(text()).toContain('Usually answers within 6 h')
    const review = document.querySelector('.reader-review')!.textContent
    expect(review).toContain('★★★★★')
    expect(review).toContain('User K**')
    expect(review).toContain('She saw what I could not.')
    await click('.reader-profile__consult')
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/reader/order?readerId=rd_luna&readingId=reading-7' })
  })

  it('says when a reader is not found', async () => {
    Current.router = { params: { id: 'gone' }, path: '/pages/reader/reader' } as never
    serve(() => undefined)
    await testUtils.mount(ReaderPage)
    await flush()
    expect(text()).toContain('This reader could not be found')
  })

  it('lists the signed-in user’s consultations under "My consultations" and opens one', async () => {
    useSession.setState({ token: 'user-token', time: Date.now() })
    const calls = serve((call) => {
      if (call.path === '/tarot/rest/readers') return { data: { list: [luna] } }
      if (call.path === '/tarot/rest/consultations')
        return { data: { list: [consultation({ status: 'answered', answer: 'Yes.' }), consultation({ id: 'c_0', status: 'cancelled', question: 'An older question' })] } }
      return undefined
    })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(ReadersPage)
    await flush()
    await click('.readers-tabs__tab--mine')
    const mine = calls.find((c) => c.path === '/tarot/rest/consultations')!
    expect(mine.token).toBe('user-token')
    const items = Array.from(document.querySelectorAll('.my-orders__item')).map((i) => i.textContent ?? '')
    expect(items).toHaveLength(2)
    expect(items[0]).toContain('Answered')
    expect(items[1]).toContain('Cancelled · refunded')
    await click('.my-orders__item')
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/reader/order?id=c_1' })
  })

  it('asks a visitor to sign in to see their consultations', async () => {
    serve((call) => (call.path === '/tarot/rest/readers' ? { data: { list: [] } } : undefined))
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(ReadersPage)
    await flush()
    await click('.readers-tabs__tab--mine')
    expect(text()).toContain('Sign in to see your consultations')
    await click('.readers-sign-in')
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/reader/readers?tab=mine')}` })
  })
})
