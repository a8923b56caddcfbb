import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { screen, wholeText } from './support/screen'
import type { journalEndpoints } from '@tarot/contracts/endpoints/journal'
import { journalPaths } from '@tarot/contracts/paths/journal'
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
import { stubServer } from './support/stub-server'
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

/** A server for the journal calls: the reading's journal (its timeline, whether a look back is due); a saved look back is no longer due. */
function serve(journal: { lookBackDue: boolean; timeline?: unknown[] }) {
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
  return stubServer().handle<typeof journalEndpoints>(journalPaths, {
    settings: () => ({
      data: { remindersOn: true, dailyCardOn: false, tzOffsetMinutes: 480, lookBackTemplateId: 'tmpl-look-back', answerTemplateId: 'tmpl-answer', dailyCardTemplateId: 'tmpl-daily' },
    }),
    reading: () => ({ data: { ...state } as never }),
    addLookBack: () => {
      state.lookBackDue = false
      return { data: { id: 'l_1', readingId: READING, resonance: 4, outcome: 'x', createdAt: '2026-11-09T00:00:00.000Z' } }
    },
    setReminder: () => ({ data: { reminder: null } }),
    deleteNote: () => ({ data: null }),
  })
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
    const server = serve({ lookBackDue: false })
    await testUtils.mount(ReadingJournalPage)
    await flush()
    expect(screen.queryByText('Notes and look-backs')).toBeNull()
    expect(screen.queryByText('Write a look-back')).toBeNull()
    expect(server.calls).toEqual([])
  })

  it('asks "What happened?" when the look back is due, and sends the resonance and outcome', async () => {
    const server = serve({ lookBackDue: true })
    await testUtils.mount(ReadingJournalPage)
    await flush()
    expect(screen.getByText('What happened?')).toBeTruthy()
    const save = () => screen.getByText('Save look-back')
    // No resonance picked yet: nothing can be sent.
    testUtils.fireEvent.click(save())
    await flush()
    expect(server.callsTo(journalPaths.addLookBack)).toEqual([])
    testUtils.fireEvent.click(screen.getByLabelText('Mostly'))
    await flush()
    // The picked step's word is written under the scale.
    expect(screen.getByText('Mostly')).toBeTruthy()
    testUtils.fireEvent.click(save())
    await flush()
    expect(server.callsTo(journalPaths.addLookBack)).toMatchObject([{ params: { id: READING }, data: { resonance: 4, outcome: '' } }])
    expect(screen.queryByText('What happened?')).toBeNull()
  })

  it('turns the look-back reminder on for 7 days with one tap', async () => {
    const server = serve({ lookBackDue: false })
    await testUtils.mount(ReadingJournalPage)
    await flush()
    testUtils.fireEvent.click(screen.getByText('In 7 days'))
    await flush()
    expect(server.callsTo(journalPaths.setReminder)).toMatchObject([{ params: { id: READING }, data: { days: 7 } }])
  })

  // Jest resolves the neutral leaf, which is the mini-program's.
  it('asks WeChat for the look-back message when the reminder is turned on, and keeps the reminder when refused', async () => {
    const server = serve({ lookBackDue: false })
    const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.reject(new Error('requestSubscribeMessage:fail cancel'))) as never)
    await testUtils.mount(ReadingJournalPage)
    await flush()
    testUtils.fireEvent.click(screen.getByText('In 3 days'))
    await flush()
    expect(ask).toHaveBeenCalledTimes(1)
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ tmplIds: ['tmpl-look-back'] }))
    expect(server.callsTo(journalPaths.setReminder)).toMatchObject([{ data: { days: 3 } }])
  })

  it('asks nothing when the reminder is turned off', async () => {
    const server = serve({ lookBackDue: false })
    const ask = jest.spyOn(Taro, 'requestSubscribeMessage').mockImplementation((() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok' })) as never)
    await testUtils.mount(ReadingJournalPage)
    await flush()
    testUtils.fireEvent.click(screen.getByText('Off'))
    await flush()
    expect(ask).not.toHaveBeenCalled()
    expect(server.callsTo(journalPaths.setReminder)).toMatchObject([{ data: { days: null } }])
  })

  it('offers "Write a look-back" when none was written, and "Look back again" once one was', async () => {
    serve({ lookBackDue: false })
    await testUtils.mount(ReadingJournalPage)
    await flush()
    expect(screen.getByText('Write a look-back')).toBeTruthy()
    expect(screen.queryByText('Look back again')).toBeNull()
    testUtils.unmout()

    jest.restoreAllMocks()
    const lookBack = { id: 'l_1', readingId: READING, resonance: 4, outcome: 'It went well.', createdAt: '2026-11-09T00:00:00.000Z' }
    serve({ lookBackDue: false, timeline: [{ kind: 'lookBack', at: lookBack.createdAt, lookBack }] })
    testUtils = new TestUtils()
    await testUtils.mount(ReadingJournalPage)
    await flush()
    expect(screen.getByText('Look back again')).toBeTruthy()
    expect(screen.queryByText('Write a look-back')).toBeNull()
  })

  it('deletes a note only after confirmation', async () => {
    const note = { id: 'n_1', readingId: READING, body: 'A private thought', mood: 'calm', tags: ['work'], createdAt: '2026-11-02T00:00:00.000Z', updatedAt: '2026-11-02T00:00:00.000Z' }
    const server = serve({ lookBackDue: false, timeline: [{ kind: 'note', at: note.createdAt, note }] })
    const seen = answerDialogs(false, true)
    await testUtils.mount(ReadingJournalPage)
    await flush()
    expect(screen.getByText('A private thought')).toBeTruthy()
    expect(screen.getByText('#work')).toBeTruthy()
    const remove = () => screen.getByText('Delete')
    testUtils.fireEvent.click(remove())
    await flush()
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete this note?' }))
    expect(server.callsTo(journalPaths.deleteNote)).toEqual([])
    testUtils.fireEvent.click(remove())
    await flush()
    expect(server.callsTo(journalPaths.deleteNote)).toMatchObject([{ params: { id: READING, noteId: 'n_1' } }])
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
    range: '30d' as const,
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
    stubServer().handle<typeof journalEndpoints>(journalPaths, { insights: () => ({ data: insights(ENOUGH_READINGS - 1) }) })
    await testUtils.mount(InsightsPage)
    await flush()
    expect(screen.getByText('Save 1 more reading and this is where the cards you draw most, your topics and how they change will appear.')).toBeTruthy()
    // No chart: neither its heading nor a bar to tap.
    expect(screen.queryByText('The cards that keep finding you')).toBeNull()
    expect(screen.queryByLabelText(/^The Star /)).toBeNull()
  })

  it('draws each count as a chart and shows the number on tap; the range is asked of the server', async () => {
    const server = stubServer().handle<typeof journalEndpoints>(journalPaths, { insights: () => ({ data: insights(4) }) })
    await testUtils.mount(InsightsPage)
    await flush()
    expect(screen.getByText('The cards that keep finding you')).toBeTruthy()
    expect(screen.getByText('The Star')).toBeTruthy()
    expect(screen.getByText('75%')).toBeTruthy()
    expect(screen.queryByText('The Star: 3 times · 1 reversed')).toBeNull()
    testUtils.fireEvent.click(screen.getByLabelText(/^The Star /))
    await flush()
    expect(screen.getByText('The Star: 3 times · 1 reversed')).toBeTruthy()
    expect(screen.getByText(/how much your readings resonated will show here/)).toBeTruthy()
    testUtils.fireEvent.click(screen.getByText('Year'))
    await flush()
    expect(server.callsTo(journalPaths.insights).map((call) => call.query.get('range'))).toContain('year')
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
    stubServer().handle<typeof journalEndpoints>(journalPaths, { due: () => ({ data: due }) })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(DueLookBacks)
    await flush()
    expect(screen.getByLabelText('2 reminders waiting').textContent).toBe('2')
    expect(screen.getByText('Reminders')).toBeTruthy()
    expect(screen.getByText('Is it time to change jobs?')).toBeTruthy()
    testUtils.fireEvent.click(screen.getByText('Luna answered your consultation'))
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/reader/order?id=c_1' })
  })

  it('says nothing is due, rather than "Time to look back", when no look back is due', async () => {
    stubServer().handle<typeof journalEndpoints>(journalPaths, { due: () => ({ data: { count: 0, list: [], answers: { count: 0, list: [] } } }) })
    await testUtils.mount(DueLookBacks)
    await flush()
    expect(screen.getByText('Nothing to look back on yet')).toBeTruthy()
    expect(screen.queryByText('Time to look back')).toBeNull()
    expect(screen.queryByLabelText(/reminders? waiting/i)).toBeNull()
  })

  it('still shows the due look backs when the server sends no answers', async () => {
    const due = { count: 1, list: [{ readingId: READING, question: 'What should I focus on?', spreadId: 'cnc', savedAt: null, dueAt: '2026-11-04T00:00:00.000Z', days: 3 }] }
    // An older server's answer, without `answers`, which the contract now requires.
    stubServer().handle<typeof journalEndpoints>(journalPaths, { due: () => ({ data: due as never }) })
    await testUtils.mount(DueLookBacks)
    await flush()
    expect(screen.getByLabelText('One reminder waiting').textContent).toBe('1')
    expect(screen.getByText('Time to look back')).toBeTruthy()
    expect(screen.getByText('What should I focus on?')).toBeTruthy()
    expect(screen.queryByText(/answered your consultation/)).toBeNull()
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
  /** Answers the year call with `value` and the insights call with no readings. */
  function serve(value: ReturnType<typeof year>) {
    return stubServer().handle<typeof journalEndpoints>(journalPaths, {
      year: () => ({ data: value as never }),
      insights: () => ({
        data: { range: '30d' as const, since: '', readings: 0, cardsDrawn: 0, topCards: [], suits: [], elements: [], majorShare: 0, reversalRate: 0, perWeek: [], topics: [], resonance: [] },
      }),
    })
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
    expect(screen.getByLabelText('The Star')).toBeTruthy()
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
    expect(screen.getByText('No look-backs this year yet. Set a reminder below a reading and come back in a few days to see how much of it rang true.')).toBeTruthy()
  })

  it('with a look-back reminder already set, says when it comes instead of asking for one', async () => {
    const due = new Date(Date.now() + 5 * 24 * 3600_000).toISOString()
    serve(year({ lookBacks: 0, resonatedShare: 0, nextLookBackAt: due }))
    await testUtils.mount(YearPage)
    await flush()
    expect(screen.getByText(wholeText(`No look-backs this year yet. Your reminder is set for ${formatTime(due, 'en')}: come back then and see how much of the reading rang true.`))).toBeTruthy()
    expect(document.body.textContent).not.toContain('Set a reminder below a reading')
  })

  it('with a look-back reminder that has come, says it can be written now', async () => {
    const due = new Date(Date.now() - 3600_000).toISOString()
    serve(year({ lookBacks: 0, resonatedShare: 0, nextLookBackAt: due }))
    await setAppLanguage('zh-Hans')
    await testUtils.mount(YearPage)
    await flush()
    expect(screen.getByText(wholeText(`今年还没写过复盘。${formatTime(due, 'zh-Hans')} 的复盘提醒已经到了，在历史记录里就能写下。`))).toBeTruthy()
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
    expect(screen.getByText('Save 2 more readings and this is where the cards you draw most, your topics and how they change will appear.')).toBeTruthy()
    expect(screen.queryByText('Drawn once')).toBeNull()
    // No card face: the top card's name labels none.
    expect(screen.queryByLabelText('Two of Cups')).toBeNull()
  })

  it('shows a past year when the link names one', async () => {
    Current.router = { params: { year: '2025' }, path: '/pagesApp/journal/year' } as never
    const server = serve(year({ year: 2025 }))
    await testUtils.mount(YearPage)
    await flush()
    expect(server.callsTo(journalPaths.year).map((call) => call.query.get('year'))).toEqual(['2025'])
    expect(document.body.textContent).toContain('Your 2025 in cards')
  })

  it('says how many readings to save when the year has none', async () => {
    serve(year({ readings: 0, topCard: null, busiestMonth: null, favouriteSpread: null, lookBacks: 0, resonatedShare: 0 }))
    await testUtils.mount(YearPage)
    await flush()
    expect(screen.getByText('Save 3 more readings and this is where the cards you draw most, your topics and how they change will appear.')).toBeTruthy()
    expect(screen.queryByText(/^Drawn /)).toBeNull()
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
    testUtils.fireEvent.click(screen.getByText(/Your 2026 in cards/))
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
