import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ConsultationView } from '@tarot/contracts/readers'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import AboutPage from '@/pages/index/about'
import ReaderDeskPage from '@/pages/reader/desk'
import { useSession } from '@/stores/session'
import { consultation, readerProfile, serve } from './support/readers-api'
import { screen, wholeText } from './support/screen'
import { within } from '@testing-library/dom'

initI18n('en')

const { reviews: _reviews, completedOrders: _completed, ...self } = readerProfile()
const readerSelf = { ...self, earnedEnergy: 270, pendingEnergy: 30 }
const context = {
  readingId: 'reading-7',
  spreadId: 'cnc',
  question: 'Should I take the new job?',
  cards: [
    { id: 'Major00', orientation: 'upright' as const },
    { id: 'Cups02', orientation: 'reversed' as const },
    { id: 'Coins10', orientation: 'upright' as const },
  ],
}

/** The reader's desk: only for readers; the queue grouped, accept, answer with its length rule, earned energy. */
describe('reader desk page', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const text = () => document.body.textContent ?? ''
  const el = (selector: string) => document.querySelector(selector) as HTMLElement | null
  /** One request on the desk: each carries its own answer box and buttons, so a step is taken inside the one meant. */
  const request = (id: string) => within(document.querySelector(`[data-consultation="${id}"]`) as HTMLElement)
  const pressIn = async (id: string, button: string) => {
    const found = request(id)
      .getAllByText(button)
      .filter((element) => element.tagName === 'TARO-BUTTON-CORE')
    if (found.length !== 1) throw new Error(`${found.length} buttons say ${button} in ${id}`)
    testUtils.fireEvent.click(found[0]!)
    await flush()
  }
  async function answerIn(id: string, value: string) {
    const field = request(id)
      .getAllByPlaceholderText('Write your reading for this person…')
      .find((element) => element.tagName === 'TEXTAREA') as HTMLTextAreaElement
    field.value = value
    testUtils.fireEvent.input(field)
    await flush()
  }
  const toasts = () => (Taro.showToast as unknown as jest.Mock).mock.calls.map((c) => (c[0] as { title: string }).title)

  function server(isReader = true, extra: ConsultationView[] = []) {
    let queue: ConsultationView[] = [
      ...extra,
      consultation({ id: 'c_new', status: 'paid', question: 'Will we find our way back to each other?', context }),
      consultation({ id: 'c_doing', status: 'accepted', question: 'Should I change teams?', acceptedAt: '2026-11-24T09:00:00.000Z' }),
      consultation({
        id: 'c_waiting',
        status: 'answered',
        question: 'Is it time to move?',
        answer: 'Not before the spring.',
        answeredAt: '2026-11-24T07:00:00.000Z',
        completesBy: '2026-11-27T07:00:00.000Z',
      }),
      consultation({ id: 'c_done', status: 'reviewed', question: 'What does spring hold?', answer: 'Growth, slowly.', review: { rating: 5, text: 'Spot on' }, answeredAt: '2026-11-23T09:00:00.000Z' }),
    ]
    const update = (id: string, change: Partial<ConsultationView>) => {
      queue = queue.map((c) => (c.id === id ? { ...c, ...change } : c))
      return { data: queue.find((c) => c.id === id) }
    }
    return serve((call) => {
      if (call.path === '/tarot/rest/reader/me') return { data: isReader ? readerSelf : null }
      if (call.path === '/tarot/rest/reader/consultations') return { data: { list: queue } }
      const match = /^\/tarot\/rest\/reader\/consultations\/([^/]+)\/(accept|answer)$/.exec(call.path)
      if (match?.[2] === 'accept') return update(match[1]!, { status: 'accepted', acceptedAt: '2026-11-24T10:00:00.000Z' })
      if (match?.[2] === 'answer') return update(match[1]!, { status: 'answered', answer: String(call.data!.answer), answeredAt: '2026-11-24T11:00:00.000Z' })
      if (call.path.startsWith('/tarot/rest/login')) return { data: { access_token: 'guest', expires_at: Date.now() + 1e9 } }
      return { data: null }
    })
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: 'reader-token', uken: '', time: Date.now() })
    jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('explains that the desk is for readers to a user who is not one', async () => {
    server(false)
    await testUtils.mount(ReaderDeskPage)
    await flush()
    expect(text()).toContain('This desk is for readers')
    expect(screen.queryByText('Energy earned')).toBeNull()
  })

  it('groups the queue into new, in progress and answered, with the cards, the answer-by time and the earned energy', async () => {
    const calls = server()
    await testUtils.mount(ReaderDeskPage)
    await flush()
    expect(calls.find((c) => c.path === '/tarot/rest/reader/consultations')!.token).toBe('reader-token')
    expect(screen.getByText(wholeText('Energy earned270 energy'))).toBeTruthy()
    const group = (name: string) => el(`.desk__group--${name}`)!.textContent ?? ''
    expect(group('new')).toContain('Will we find our way back to each other?')
    expect(group('new')).toContain('Choice and Consequence')
    expect(group('new')).toContain('The Fool')
    expect(group('new')).toContain('Answer by')
    expect(group('progress')).toContain('Should I change teams?')
    expect(group('progress')).toContain('No reading attached')
    expect(group('done')).toContain('Growth, slowly.')
    expect(group('done')).toContain('★★★★★  Spot on')
  })

  it('says the energy of an answer not confirmed yet is pending, until the asker confirms or the 72 hours pass', async () => {
    server()
    await testUtils.mount(ReaderDeskPage)
    await flush()
    expect(screen.getByText(wholeText('Waiting for confirmation30 energy'))).toBeTruthy()
    expect(screen.getByText('Not earned yet: the energy for an answer is yours once the asker confirms it, or by itself 72 hours after you answered.')).toBeTruthy()
    expect(request('c_waiting').getByText(/^Yours once the asker confirms, or by itself on /)).toBeTruthy()
    expect(request('c_done').queryByText(/^Yours once the asker confirms/)).toBeNull()
  })

  it('tells the reader an answer held by content review waits before the asker sees it, with no completion date yet', async () => {
    server(true, [
      consultation({
        id: 'c_held',
        status: 'answered',
        question: 'Where does the path lead?',
        answer: 'Toward the hills, slowly and surely.',
        answeredAt: '2026-11-24T08:00:00.000Z',
        moderation: 'answerUnderReview',
      }),
    ])
    await testUtils.mount(ReaderDeskPage)
    await flush()
    const held = request('c_held')
    expect(held.getByText('Under review')).toBeTruthy()
    expect(held.getByText('Your answer is being checked for safety before the asker sees it.')).toBeTruthy()
    expect(held.queryByText(/^Yours once the asker confirms/)).toBeNull()
    expect(request('c_waiting').queryByText('Your answer is being checked for safety before the asker sees it.')).toBeNull()
    expect(request('c_waiting').queryByText('This answer did not pass the content safety review; the consultation was closed and the asker refunded.')).toBeNull()
  })

  it('accepts a new request, then answers it only with 20 characters or more', async () => {
    const calls = server()
    await testUtils.mount(ReaderDeskPage)
    await flush()
    await pressIn('c_new', 'Accept')
    expect(calls.filter((c) => c.path === '/tarot/rest/reader/consultations/c_new/accept')).toHaveLength(1)
    expect(toasts()).toContain('Accepted. Take your time, and answer before the time shown.')
    expect(el('.desk__group--progress [data-consultation="c_new"]')).not.toBeNull()

    await answerIn('c_new', 'Yes, soon.')
    expect(request('c_new').getByText('10 characters (20–5000)')).toBeTruthy()
    await pressIn('c_new', 'Send the answer')
    expect(toasts()).toContain('Please write at least 20 characters')
    expect(calls.some((c) => c.path.endsWith('/answer'))).toBe(false)

    const answer = 'The Fool says you will begin again, together, if you both choose it.'
    await answerIn('c_new', answer)
    await pressIn('c_new', 'Send the answer')
    const sent = calls.find((c) => c.path === '/tarot/rest/reader/consultations/c_new/answer')!
    expect(sent.data).toEqual({ answer })
    expect(toasts()).toContain('Answer sent')
    expect(el('.desk__group--done')!.textContent).toContain(answer)
  })

  it('shows the "Reader desk" entry on the about page only to a reader', async () => {
    server(true)
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(AboutPage)
    await flush()
    expect(text()).toContain('Open the reader desk')
    testUtils.fireEvent.click(screen.getByText('Open the reader desk ›'))
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/reader/desk' })
    testUtils.unmout()

    jest.restoreAllMocks()
    jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    server(false)
    testUtils = new TestUtils()
    await testUtils.mount(AboutPage)
    await flush()
    expect(text()).not.toContain('Open the reader desk')
  })
})
