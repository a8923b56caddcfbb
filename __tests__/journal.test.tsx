import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { DueLookBacks } from '@/features/journal/components/due-look-backs'
import { JournalPanel } from '@/features/journal/components/journal-panel'
import { ENOUGH_READINGS } from '@/features/journal/model/enough-readings'
import { parseTags } from '@/features/journal/model/tags'
import { formatTime } from '@/lib/i18n/format-time'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import InsightsPage from '@/pagesApp/journal/insights'
import YearPage from '@/pagesApp/journal/year'
import { useSession } from '@/stores/session'
import { answerDialogs } from './support/dialogs'
import { DialogHost } from '@/components/dialog/dialog-host'

initI18n('en')

const READING = '11111111-2222-4333-8444-555555555555'

/** The panel as the reading page shows it: inside a page that draws the themed dialogs. */
function ReadingJournalPage() {
  return (
    <>
      <JournalPanel readingId={READING} />
      <DialogHost />
    </>
  )
}

/** A server for the journal calls: the reading's journal (a note, a due look back), and records what is sent. */
function serve(journal: { lookBackDue: boolean; timeline?: unknown[] }) {
  const sent: { url: string; method: string; data: unknown }[] = []
  const state = {
    readingId: READING,
    question: 'What should I focus on?',
    spreadId: 'cnc',
    cards: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    savedAt: '2026-11-01T00:00:00.000Z',
    interpretation: null,
    reminder: null,
    lookBackDue: journal.lookBackDue,
    timeline: journal.timeline ?? [],
  }
  const request = jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string; method: string; data: unknown }) => {
    sent.push({ url: options.url, method: options.method, data: options.data })
    if (options.url.includes('/journal/settings'))
      return Promise.resolve({ statusCode: 200, data: { code: 0, data: { remindersOn: true, tzOffsetMinutes: 480, lookBackTemplateId: 'tmpl-look-back' } } })
    if (options.method === 'GET') return Promise.resolve({ statusCode: 200, data: { code: 0, data: { ...state } } })
    if (options.url.endsWith('/look-backs')) {
      state.lookBackDue = false
      return Promise.resolve({ statusCode: 200, data: { code: 0, data: { id: 'l_1', readingId: READING, resonance: 4, outcome: 'x', createdAt: '2026-11-09T00:00:00.000Z' } } })
    }
    return Promise.resolve({ statusCode: 200, data: { code: 0, data: null } })
  }) as never)
  return { sent, request }
}

describe('the journal on the reading page', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: 'user', time: Date.now() })
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('is not shown to a visitor who is not signed in', async () => {
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    const { sent } = serve({ lookBackDue: false })
    await testUtils.mount(ReadingJournalPage)
    await flush()
    expect(document.querySelector('.journal')).toBeNull()
    expect(sent).toEqual([])
  })

  it('asks "What happened?" when the look back is due, and sends the resonance and outcome', async () => {
    const { sent } = serve({ lookBackDue: true })
    await testUtils.mount(ReadingJournalPage)
    await flush()
    expect(document.body.textContent).toContain('What happened?')
    const save = () => Array.from(document.querySelectorAll('.journal__button--primary')).find((b) => b.textContent === 'Save look-back') as HTMLElement
    // No resonance picked yet: nothing can be sent.
    testUtils.fireEvent.click(save())
    await flush()
    expect(sent.filter((s) => s.method === 'POST')).toEqual([])
    testUtils.fireEvent.click(document.querySelectorAll('.journal__scale-step')[3] as HTMLElement)
    await flush()
    expect(document.body.textContent).toContain('Mostly')
    testUtils.fireEvent.click(save())
    await flush()
    expect(sent.find((s) => s.method === 'POST')).toMatchObject({ url: expect.stringContaining(`/tarot/rest/readings/${READING}/look-backs`), data: { resonance: 4, outcome: '' } })
    expect(document.body.textContent).not.toContain('What happened?')
  })

  it('turns the look-back reminder on for 7 days with one tap', async () => {
    const { sent } = serve({ lookBackDue: false })
    await testUtils.mount(ReadingJournalPage)
    await flush()
    const seven = Array.from(document.querySelectorAll('.journal__segment')).find((s) => s.textContent === 'In 7 days') as HTMLElement
    testUtils.fireEvent.click(seven)
    await flush()
    expect(sent.find((s) => s.method === 'PUT')).toMatchObject({ url: expect.stringContaining('/reminder'), data: { days: 7 } })
  })

  // Jest resolves the neutral leaf, which is the mini-program's.
  it('asks WeChat for the look-back message when the reminder is turned on, and keeps the reminder when refused', async () => {
    const { sent } = serve({ lookBackDue: false })
    const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.reject(new Error('requestSubscribeMessage:fail cancel'))) as never)
    await testUtils.mount(ReadingJournalPage)
    await flush()
    const three = Array.from(document.querySelectorAll('.journal__segment')).find((s) => s.textContent === 'In 3 days') as HTMLElement
    testUtils.fireEvent.click(three)
    await flush()
    expect(ask).toHaveBeenCalledTimes(1)
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['tmpl-look-back'] }))
    expect(sent.find((s) => s.method === 'PUT')).toMatchObject({ url: expect.stringContaining('/reminder'), data: { days: 3 } })
  })

  it('asks nothing when the reminder is turned off', async () => {
    const { sent } = serve({ lookBackDue: false })
    const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok' })) as never)
    await testUtils.mount(ReadingJournalPage)
    await flush()
    const off = Array.from(document.querySelectorAll('.journal__segment')).find((s) => s.textContent === 'Off') as HTMLElement
    testUtils.fireEvent.click(off)
    await flush()
    expect(ask).not.toHaveBeenCalled()
    expect(sent.find((s) => s.method === 'PUT')).toMatchObject({ data: { days: null } })
  })

  it('offers "Write a look-back" when none was written, and "Look back again" once one was', async () => {
    serve({ lookBackDue: false })
    await testUtils.mount(ReadingJournalPage)
    await flush()
    expect(document.querySelector('.journal__look-back-open')?.textContent).toBe('Write a look-back')
    testUtils.unmout()

    jest.restoreAllMocks()
    const lookBack = { id: 'l_1', readingId: READING, resonance: 4, outcome: 'It went well.', createdAt: '2026-11-09T00:00:00.000Z' }
    serve({ lookBackDue: false, timeline: [{ kind: 'lookBack', at: lookBack.createdAt, lookBack }] })
    testUtils = new TestUtils()
    await testUtils.mount(ReadingJournalPage)
    await flush()
    expect(document.querySelector('.journal__look-back-open')?.textContent).toBe('Look back again')
  })

  it('deletes a note only after confirmation', async () => {
    const note = { id: 'n_1', readingId: READING, body: 'A private thought', mood: 'calm', tags: ['work'], createdAt: '2026-11-02T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z' }
    const { sent } = serve({ lookBackDue: false, timeline: [{ kind: 'note', at: note.createdAt, note }] })
    const seen = answerDialogs(false, true)
    await testUtils.mount(ReadingJournalPage)
    await flush()
    expect(document.body.textContent).toContain('A private thought')
    expect(document.body.textContent).toContain('#work')
    const remove = () => document.querySelector('.journal__link--danger') as HTMLElement
    testUtils.fireEvent.click(remove())
    await flush()
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete this note?' }))
    expect(sent.filter((s) => s.method === 'DELETE')).toEqual([])
    testUtils.fireEvent.click(remove())
    await flush()
    expect(sent.filter((s) => s.method === 'DELETE')).toEqual([expect.objectContaining({ url: expect.stringContaining(`/notes/n_1`) })])
  })
})

describe('the insights page', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: 'user', time: Date.now() })
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  const insights = (readings: number) => ({
    range: '30d',
    since: '2026-10-01T00:00:00.000Z',
    readings,
    cardsDrawn: readings * 3,
    topCards: readings
      ? [
          { id: 'Major17', count: 3, reversed: 1 },
          { id: 'Cups02', count: 1, reversed: 0 },
        ]
      : [],
    suits: [
      { key: 'major', count: 3 },
      { key: 'Wands', count: 0 },
      { key: 'Cups', count: 1 },
      { key: 'Swords', count: 0 },
      { key: 'Coins', count: 0 },
    ],
    elements: [
      { key: 'fire', count: 0 },
      { key: 'water', count: 1 },
      { key: 'air', count: 3 },
      { key: 'earth', count: 0 },
    ],
    majorShare: 0.75,
    reversalRate: 0.25,
    perWeek: [{ week: '2026-10-26', count: 4 }],
    topics: [{ key: 'love', count: 4 }],
    resonance: [],
  })

  it('says how many more readings to save before there is something to sum up (ENOUGH_READINGS)', async () => {
    jest.spyOn(Taro, 'request').mockImplementation((() => Promise.resolve({ statusCode: 200, data: { code: 0, data: insights(ENOUGH_READINGS - 1) } })) as never)
    await testUtils.mount(InsightsPage)
    await flush()
    expect(document.querySelector('.insights__empty-text')?.textContent).toBe('Save 1 more reading and this is where the cards you draw most, your topics and how they change will appear.')
    expect(document.querySelector('.chart')).toBeNull()
  })

  it('draws each count as a chart and shows the number on tap; the range is asked of the server', async () => {
    const request = jest.spyOn(Taro, 'request').mockImplementation((() => Promise.resolve({ statusCode: 200, data: { code: 0, data: insights(4) } })) as never)
    await testUtils.mount(InsightsPage)
    await flush()
    expect(document.body.textContent).toContain('The cards that keep finding you')
    expect(document.body.textContent).toContain('The Star')
    expect(document.body.textContent).toContain('75%')
    testUtils.fireEvent.click(document.querySelector('.chart__bar-row') as HTMLElement)
    await flush()
    expect(document.body.textContent).toContain('The Star: 3 times · 1 reversed')
    expect(document.body.textContent).toContain('how much your readings resonated will show here')
    const year = Array.from(document.querySelectorAll('.insights__ranges .segment')).find((s) => s.textContent === 'Year') as HTMLElement
    testUtils.fireEvent.click(year)
    await flush()
    expect(request.mock.calls.some(([options]) => (options as { url: string }).url.includes('range=year'))).toBe(true)
  })
})

describe('the in-app reminders on history', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: 'user', time: Date.now() })
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('shows a reader’s answer beside the due look backs, counted in the badge, and opens the consultation', async () => {
    const due = {
      count: 1,
      list: [{ readingId: READING, question: 'What should I focus on?', spreadId: 'cnc', savedAt: '2026-11-01T00:00:00.000Z', dueAt: '2026-11-04T00:00:00.000Z', days: 3 }],
      answers: { count: 1, list: [{ consultationId: 'c_1', question: 'Is it time to change jobs?', readerName: 'Luna', answeredAt: '2026-11-05T00:00:00.000Z' }] },
    }
    jest.spyOn(Taro, 'request').mockImplementation((() => Promise.resolve({ statusCode: 200, data: { code: 0, data: due } })) as never)
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(DueLookBacks)
    await flush()
    expect(document.querySelector('.due__badge')?.textContent).toBe('2')
    expect(document.querySelector('.due__title')?.textContent).toBe('Reminders')
    const answer = document.querySelector('.due__row--answer') as HTMLElement
    expect(answer.textContent).toContain('Luna answered your consultation')
    expect(answer.textContent).toContain('Is it time to change jobs?')
    testUtils.fireEvent.click(answer)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/reader/order?id=c_1' })
  })

  it('says nothing is due, rather than "Time to look back", when no look back is due', async () => {
    jest.spyOn(Taro, 'request').mockImplementation((() => Promise.resolve({ statusCode: 200, data: { code: 0, data: { count: 0, list: [], answers: { count: 0, list: [] } } } })) as never)
    await testUtils.mount(DueLookBacks)
    await flush()
    expect(document.querySelector('.due__title')?.textContent).toBe('Nothing to look back on yet')
    expect(document.querySelector('.due__badge')).toBeNull()
  })

  it('still shows the due look backs when the server sends no answers', async () => {
    const due = { count: 1, list: [{ readingId: READING, question: 'What should I focus on?', spreadId: 'cnc', savedAt: null, dueAt: '2026-11-04T00:00:00.000Z', days: 3 }] }
    jest.spyOn(Taro, 'request').mockImplementation((() => Promise.resolve({ statusCode: 200, data: { code: 0, data: due } })) as never)
    await testUtils.mount(DueLookBacks)
    await flush()
    expect(document.querySelector('.due__badge')?.textContent).toBe('1')
    expect(document.querySelector('.due__title')?.textContent).toBe('Time to look back')
    expect(document.querySelector('.due__row--answer')).toBeNull()
  })
})

describe('a year in cards', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: 'user', time: Date.now() })
    Current.router = { params: {}, path: '/pagesApp/journal/year' } as never
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  const year = (change: Record<string, unknown> = {}) => ({
    year: 2026,
    available: true,
    readings: 12,
    topCard: { id: 'Major17', count: 4 },
    busiestMonth: { month: 3, count: 5 },
    favouriteSpread: { spreadId: 'cnc', count: 7 },
    lookBacks: 5,
    resonatedShare: 0.6,
    ...change,
  })
  /** Answers the year call with `value` and the insights call with a few readings. */
  function serve(value: unknown) {
    return jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) =>
      Promise.resolve({
        statusCode: 200,
        data: {
          code: 0,
          data: options.url.includes('/journal/year')
            ? value
            : { range: '30d', since: '', readings: 0, cardsDrawn: 0, topCards: [], suits: [], elements: [], majorShare: 0, reversalRate: 0, perWeek: [], topics: [], resonance: [] },
        },
      })) as never)
  }

  it('shows the most frequent card with its face, the busiest month, the favourite spread and how often look-backs said it rang true', async () => {
    serve(year())
    await testUtils.mount(YearPage)
    await flush()
    const text = document.body.textContent
    expect(text).toContain('Your 2026 in cards')
    expect(text).toContain('12 readings saved this year')
    expect(text).toContain('The Star')
    expect(text).toContain('Drawn 4 times')
    expect(document.querySelector('.card-face[aria-label="The Star"]')).not.toBeNull()
    expect(text).toContain('March')
    expect(text).toContain('5 readings that month')
    expect(text).toContain('Choice and Consequence')
    expect(text).toContain('Chosen 7 times')
    expect(text).toContain('60%')
    expect(text).toContain('3 of 5 look-backs said the reading rang true')
    expect(text).not.toContain('so far')
  })

  it('calls the year under way "so far" before December, and asks for look-backs when there are none and no reminder is set', async () => {
    serve(
      year({
        available: false,
        readings: 3,
        topCard: { id: 'Cups02', count: 1 },
        busiestMonth: { month: 11, count: 3 },
        favouriteSpread: { spreadId: 'one', count: 3 },
        lookBacks: 0,
        resonatedShare: 0,
        nextLookBackAt: null,
      }),
    )
    await testUtils.mount(YearPage)
    await flush()
    const text = document.body.textContent
    expect(text).toContain('this is your year so far')
    expect(text).toContain('3 readings saved this year')
    expect(text).toContain('Drawn once')
    expect(text).toContain('November')
    expect(document.querySelector('.year__no-look-backs')?.textContent).toBe('No look-backs this year yet. Set a reminder below a reading and come back in a few days to see how much of it rang true.')
  })

  it('with a look-back reminder already set, says when it comes instead of asking for one', async () => {
    const due = new Date(Date.now() + 5 * 24 * 3600_000).toISOString()
    serve(year({ lookBacks: 0, resonatedShare: 0, nextLookBackAt: due }))
    await testUtils.mount(YearPage)
    await flush()
    expect(document.querySelector('.year__no-look-backs')?.textContent).toBe(
      `No look-backs this year yet. Your reminder is set for ${formatTime(due, 'en')}: come back then and see how much of the reading rang true.`,
    )
    expect(document.body.textContent).not.toContain('Set a reminder below a reading')
  })

  it('with a look-back reminder that has come, says it can be written now', async () => {
    const due = new Date(Date.now() - 3600_000).toISOString()
    serve(year({ lookBacks: 0, resonatedShare: 0, nextLookBackAt: due }))
    await setAppLanguage('zh-Hans')
    await testUtils.mount(YearPage)
    await flush()
    expect(document.querySelector('.year__no-look-backs')?.textContent).toBe(`今年还没写过复盘。${formatTime(due, 'zh-Hans')} 的复盘提醒已经到了，在历史记录里就能写下。`)
  })

  it('sums up nothing before there are ENOUGH_READINGS saved readings, and says so in the insights’ words', async () => {
    serve(
      year({
        available: false,
        readings: 1,
        topCard: { id: 'Cups02', count: 1 },
        busiestMonth: { month: 11, count: 1 },
        favouriteSpread: { spreadId: 'one', count: 1 },
        lookBacks: 0,
        resonatedShare: 0,
      }),
    )
    await testUtils.mount(YearPage)
    await flush()
    expect(document.querySelector('.insights__empty-text')?.textContent).toBe('Save 2 more readings and this is where the cards you draw most, your topics and how they change will appear.')
    expect(document.body.textContent).not.toContain('Drawn once')
    expect(document.querySelector('.card-face')).toBeNull()
  })

  it('shows a past year when the link names one', async () => {
    Current.router = { params: { year: '2025' }, path: '/pagesApp/journal/year' } as never
    const request = serve(year({ year: 2025 }))
    await testUtils.mount(YearPage)
    await flush()
    expect(request.mock.calls.some(([options]) => (options as { url: string }).url.includes('/journal/year?year=2025'))).toBe(true)
    expect(document.body.textContent).toContain('Your 2025 in cards')
  })

  it('says how many readings to save when the year has none', async () => {
    serve(year({ readings: 0, topCard: null, busiestMonth: null, favouriteSpread: null, lookBacks: 0, resonatedShare: 0 }))
    await testUtils.mount(YearPage)
    await flush()
    expect(document.querySelector('.insights__empty-text')?.textContent).toBe('Save 3 more readings and this is where the cards you draw most, your topics and how they change will appear.')
    expect(document.querySelector('.card-face')).toBeNull()
  })

  it('is reached from the insights page once the year has enough readings to sum up, and not before', async () => {
    serve(year({ available: true, readings: ENOUGH_READINGS - 1, topCard: { id: 'Cups02', count: 1 }, busiestMonth: { month: 12, count: 2 }, favouriteSpread: null, lookBacks: 0 }))
    await testUtils.mount(InsightsPage)
    await flush()
    expect(document.body.textContent).not.toContain('Your 2026 in cards')
    testUtils.unmout()

    jest.restoreAllMocks()
    serve(year({ available: false }))
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    testUtils = new TestUtils()
    await testUtils.mount(InsightsPage)
    await flush()
    testUtils.fireEvent.click(Array.from(document.querySelectorAll('.insights__year')).find((e) => e.textContent?.includes('Your 2026 in cards')) as HTMLElement)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesApp/journal/year' })
  })

  it('is written natively in Chinese', async () => {
    serve(year())
    await setAppLanguage('zh-Hans')
    await testUtils.mount(YearPage)
    await flush()
    expect(document.body.textContent).toContain('2026 塔罗年度报告')
    expect(document.body.textContent).toContain('三月')
    expect(document.body.textContent).toContain('5 次复盘里，有 3 次觉得解读很贴切')
  })
})

describe('tags typed in one box', () => {
  it('splits on spaces and commas of either width, drops # and repeats', () => {
    expect(parseTags(' #work, love，work 、 家庭 ')).toEqual(['work', 'love', '家庭'])
    expect(parseTags('   ')).toEqual([])
  })
})
