import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import HistoryPage from '@/pages/index/history'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useSession } from '@/stores/session'
import { answerDialogs } from './support/dialogs'

initI18n('en')

/** The history tab as a visitor sees it, mounted with @tarojs/test-utils-react (Taro's H5 components in jsdom). */
describe('history page', () => {
  let testUtils: TestUtils

  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('asks a visitor to sign in to view and save records, and sends them to login and back', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(HistoryPage)
    expect(document.body.textContent).toContain('Please Sign in to view and save records')
    const button = document.querySelector('.primary-button') as HTMLElement
    testUtils.fireEvent.click(button)
    await testUtils.act(() => Promise.resolve())
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/index/history')}` })
  })

  it('explains records and sign-in from the info button in the title area', async () => {
    const modal = answerDialogs(true)
    await testUtils.mount(HistoryPage)
    testUtils.fireEvent.click(document.querySelector('.info-button') as HTMLElement)
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'About reading history', content: expect.stringContaining('Saving and viewing records needs sign-in') }))
  })

  const reading = (n: number) => ({
    id: `r${n}`,
    spreadId: 'cnc',
    question: `Question number ${n}?`,
    language: 'en',
    mode: 'draw',
    status: 'saved',
    commitment: null,
    serverSeed: null,
    clientSeed: null,
    picks: null,
    cards: [
      { id: 'Major00', orientation: 'upright' },
      { id: 'Cups02', orientation: 'reversed' },
      { id: 'Coins10', orientation: 'upright' },
    ],
    positions: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    savedAt: '2026-11-20T10:00:00.000Z',
  })

  /** Answers the REST calls the history makes: pages of 20 from `total` records, and deletes. */
  function serve(total: number, { failDelete = false } = {}) {
    const records = Array.from({ length: total }, (_, i) => reading(total - i))
    return jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string; method: string }) => {
      if (options.method === 'DELETE') {
        if (failDelete) return Promise.resolve({ statusCode: 500, data: { code: 500000, message: 'An unknown error occurred on the server, please try again later' } })
        const id = options.url.split('/').pop()
        records.splice(
          records.findIndex((r) => r.id === id),
          1,
        )
        return Promise.resolve({ statusCode: 200, data: { code: 0, data: null } })
      }
      const page = Number(new URL(options.url, 'http://x').searchParams.get('page'))
      const list = records.slice((page - 1) * 20, page * 20)
      return Promise.resolve({ statusCode: 200, data: { code: 0, data: { list, page, pageSize: 20, hasMore: records.length > page * 20 } } })
    }) as never)
  }
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }

  it('lists the signed-in user’s readings newest first, 20 at a time, with more on demand', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    const request = serve(25)
    await testUtils.mount(HistoryPage)
    await flush()
    expect(document.body.textContent).not.toContain('Please Sign in')
    const questions = () => Array.from(document.querySelectorAll('.history__question')).map((e) => e.textContent)
    expect(questions()).toHaveLength(20)
    expect(questions()[0]).toBe('Question number 25?')
    expect((request.mock.calls[0]![0] as { header: Record<string, string> }).header['tarot-token']).toBe('user')
    testUtils.fireEvent.click(document.querySelector('.history__more') as HTMLElement)
    await flush()
    expect(questions()).toHaveLength(25)
    expect(document.body.textContent).toContain('No more records')
    // 25 records with three card thumbnails each: slower than the default 5 s on a busy machine.
  }, 20_000)

  it('shows each record as its cards in small, reversed ones turned, with the spread, the question’s first line and the date', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    jest.spyOn(Taro, 'request').mockResolvedValue({
      statusCode: 200,
      data: { code: 0, data: { list: [{ ...reading(1), question: 'Will the move work out?\nWe sign next week.' }], page: 1, pageSize: 20, hasMore: false } },
    } as never)
    await testUtils.mount(HistoryPage)
    await flush()
    const record = document.querySelector('.history__record') as HTMLElement
    const thumbnails = Array.from(record.querySelectorAll('.history__thumbnail'))
    expect(thumbnails.map((t) => t.getAttribute('aria-label'))).toEqual(['The Fool', 'Two of Cups, reversed', 'Ten of Pentacles'])
    expect(thumbnails.map((t) => t.classList.contains('card-face--reversed'))).toEqual([false, true, false])
    expect(record.querySelector('.history__question')?.textContent).toBe('Will the move work out?')
    expect(record.querySelector('.history__spread')?.textContent).not.toBe('')
    expect(record.querySelector('.history__date')?.textContent).toMatch(/^Nov 20, 2026 \d\d:\d\d$/)
  })

  it('reopens a record, and deletes one only after confirmation', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    serve(2)
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    const modal = answerDialogs(false, true)
    await testUtils.mount(HistoryPage)
    await flush()
    testUtils.fireEvent.click(document.querySelector('.history__record') as HTMLElement)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=r2' })
    testUtils.fireEvent.click(document.querySelector('.history__delete') as HTMLElement)
    await flush()
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete this record?' }))
    expect(document.querySelectorAll('.history__record')).toHaveLength(2)
    testUtils.fireEvent.click(document.querySelector('.history__delete') as HTMLElement)
    await flush()
    expect(document.querySelectorAll('.history__record')).toHaveLength(1)
  })

  it('says "Failed to delete the record" and keeps it when the delete fails', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    serve(1, { failDelete: true })
    answerDialogs(true)
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    await testUtils.mount(HistoryPage)
    await flush()
    testUtils.fireEvent.click(document.querySelector('.history__delete') as HTMLElement)
    await flush()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to delete the record' }))
    expect(document.querySelectorAll('.history__record')).toHaveLength(1)
  })
})
