import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import HistoryPage from '@/pages/index/history'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useSession } from '@/stores/session'
import type { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { readingPaths } from '@tarot/contracts/paths/readings'
import { answerDialogs } from './support/dialogs'
import { screen } from './support/screen'
import { stubServer } from './support/stub-server'

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
    testUtils.fireEvent.click(screen.getByText('Sign in'))
    await testUtils.act(() => Promise.resolve())
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/index/history')}` })
  })

  it('explains records and sign-in from the info button in the title area', async () => {
    const modal = answerDialogs(true)
    await testUtils.mount(HistoryPage)
    testUtils.fireEvent.click(screen.getByRole('button', { name: 'About' }))
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
    return stubServer().handle<typeof readingEndpoints>(readingPaths, {
      remove: ({ params }) => {
        if (failDelete) return { code: 500000, message: 'An unknown error occurred on the server, please try again later', status: 500 }
        records.splice(
          records.findIndex((r) => r.id === params.id),
          1,
        )
        return { data: null }
      },
      list: ({ query }) => {
        const page = Number(query.get('page'))
        const list = records.slice((page - 1) * 20, page * 20)
        return { data: { list: list as never, page, pageSize: 20, hasMore: records.length > page * 20 } }
      },
    })
  }
  /** Each record says what was asked and offers to delete it. */
  const records = () => screen.queryAllByText('Delete')
  const flush = async () => {
    for (let i = 0; i < 5; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }

  it('lists the signed-in user’s readings newest first, 20 at a time, with more on demand', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    const server = serve(25)
    await testUtils.mount(HistoryPage)
    await flush()
    expect(document.body.textContent).not.toContain('Please Sign in')
    const questions = () => screen.queryAllByText(/^Question number \d+\?$/).map((e) => e.textContent)
    expect(questions()).toHaveLength(20)
    expect(questions()[0]).toBe('Question number 25?')
    expect(server.callsTo(readingPaths.list)[0]!.token).toBe('user')
    expect(screen.queryByText('No more records')).toBeNull()
    testUtils.fireEvent.click(screen.getByText('Load more'))
    await flush()
    expect(questions()).toHaveLength(25)
    expect(document.body.textContent).toContain('No more records')
    // 25 records with three card thumbnails each: slower than the default 5 s on a busy machine.
  }, 20_000)

  it('shows each record as its cards in small, reversed ones turned, with the spread, the question’s first line and the date', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    stubServer().handle<typeof readingEndpoints>(readingPaths, {
      list: () => ({ data: { list: [{ ...reading(1), question: 'Will the move work out?\nWe sign next week.' } as never], page: 1, pageSize: 20, hasMore: false } }),
    })
    await testUtils.mount(HistoryPage)
    await flush()
    const thumbnails = ['The Fool', 'Two of Cups, reversed', 'Ten of Pentacles'].map((name) => screen.getByLabelText(name))
    // The turn of a reversed thumbnail is the styling itself; its label says "reversed" to a screen reader.
    expect(thumbnails.map((t) => t.classList.contains('card-face--reversed'))).toEqual([false, true, false])
    expect(screen.getByText('Will the move work out?')).toBeTruthy()
    expect(screen.queryByText(/We sign next week/)).toBeNull()
    expect(screen.getByText('Choice and Consequence')).toBeTruthy()
    expect(screen.getByText(/^Nov 20, 2026 \d\d:\d\d$/)).toBeTruthy()
  })

  it('reopens a record, and deletes one only after confirmation', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    serve(2)
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    const modal = answerDialogs(false, true)
    await testUtils.mount(HistoryPage)
    await flush()
    testUtils.fireEvent.click(screen.getByText('Question number 2?'))
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=r2' })
    testUtils.fireEvent.click(records()[0]!)
    await flush()
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete this record?' }))
    expect(records()).toHaveLength(2)
    testUtils.fireEvent.click(records()[0]!)
    await flush()
    expect(records()).toHaveLength(1)
    expect(screen.queryByText('Question number 2?')).toBeNull()
    expect(screen.getByText('Question number 1?')).toBeTruthy()
  })

  it('says "Failed to delete the record" and keeps it when the delete fails', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    serve(1, { failDelete: true })
    answerDialogs(true)
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    await testUtils.mount(HistoryPage)
    await flush()
    testUtils.fireEvent.click(screen.getByText('Delete'))
    await flush()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to delete the record' }))
    expect(screen.getByText('Question number 1?')).toBeTruthy()
  })
})
