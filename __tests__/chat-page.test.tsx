import { screen } from '@testing-library/dom'
import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ChatView } from '@tarot/contracts/chat'
import type { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { readingPaths } from '@tarot/contracts/paths/readings'
import type { ReadingView } from '@tarot/contracts/readings'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import ChatPage from '@/pagesChat/ai/chat'
import { type StreamReply, type StubServer, stubServer } from './support/stub-server'

initI18n('en')

const reading: ReadingView = {
  id: 'r1',
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
    { id: 'Coins10', orientation: 'upright' },
  ],
  positions: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  savedAt: null,
}
const view = (over: Partial<ChatView> = {}): ChatView => ({ open: true, turns: [], left: 20, freeLeft: 3, nextCost: 0, ...over })
const turn = (seq: number, message: string, answer: string) => ({ seq, message, answer, engine: 'llm', cost: 0, createdAt: '2026-11-20T10:05:00.000Z' })
const META = { event: 'meta', data: { engine: 'llm', stored: false, seq: 1 } }
const delta = (text: string) => ({ event: 'delta', data: { text } })
/** The end of an answer: its length and what is left of the reading's follow-ups. */
const finish = (text: string, extra: Record<string, unknown> = {}) => ({ event: 'done', data: { length: text.length, ...extra } })
/** A whole streamed answer, as the server sends it. */
const answer = (text: string, extra: Record<string, unknown> = {}): StreamReply => ({ events: [META, delta(text), finish(text, extra)] })

describe('follow-up chat page', () => {
  let testUtils: TestUtils
  let server: StubServer
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const wait = (ms: number) => testUtils.act(() => new Promise((r) => setTimeout(r, ms)))
  /** Time passing for a reader, in small steps so each revealed piece reaches the screen. */
  const readFor = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 100) await wait(100)
  }
  const text = () => document.body.textContent ?? ''
  const input = () => screen.queryByRole('textbox') as HTMLTextAreaElement | null
  async function type(value: string) {
    // Taro's <Textarea> renders its native field a moment after mounting.
    for (let i = 0; !input() && i < 50; i += 1) await flush()
    const field = input()!
    field.value = value
    testUtils.fireEvent.input(field)
    await flush()
  }
  const tap = async (label: string) => {
    testUtils.fireEvent.click(screen.getByText(label))
    await flush()
  }
  const send = () => tap('Send')
  const allowance = () => screen.getByText(/free follow-ups? left$|^Next follow-up:|^No follow-ups left/).textContent
  const toasts = () => (Taro.showToast as unknown as jest.Mock).mock.calls.map((c) => (c[0] as { title: string }).title)
  /** The follow-ups as the server received them. */
  const sent = () => server.callsTo(readingPaths.followUp)
  /** The server's answers to the follow-ups, one per follow-up in turn. */
  const answerFollowUps = (...replies: StreamReply[]) => {
    let n = 0
    server.stream(readingPaths.followUp, () => replies[Math.min((n += 1) - 1, replies.length - 1)]!)
  }

  beforeEach(async () => {
    jest.resetAllMocks()
    jest.restoreAllMocks()
    await setAppLanguage('en')
    Current.router = { params: { id: 'r1' }, path: '/pagesChat/ai/chat' } as never
    jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    server = stubServer().handle<typeof readingEndpoints>(readingPaths, { get: () => ({ data: reading }), chat: () => ({ data: view() }) })
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('shows the question, a reminder of the cards, the earlier turns as bubbles, and the free follow-ups left', async () => {
    server.handle<typeof readingEndpoints>(readingPaths, { chat: () => ({ data: view({ turns: [turn(1, 'What about money?', '## Money\nSteady, with care.')], freeLeft: 2 }) }) })
    await testUtils.mount(ChatPage)
    await flush()
    expect(text()).toContain('Should I take the new job?')
    expect(text()).toContain('The Fool, Two of Cups (reversed), Ten of Pentacles')
    expect(screen.getByText('What about money?')).toBeTruthy()
    // The answer's markdown is drawn: a heading, not the "##" typed.
    expect(screen.getByText('Money')).toBeTruthy()
    expect(screen.getByText('Steady, with care.')).toBeTruthy()
    expect(text()).not.toContain('##')
    expect(allowance()).toBe('2 free follow-ups left')
  })

  it('says follow-ups open once the AI reading has arrived, with a way back to the reading', async () => {
    server.handle<typeof readingEndpoints>(readingPaths, { chat: () => ({ data: view({ open: false }) }) })
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pagesChat/ai/chat' }] as never)
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await testUtils.mount(ChatPage)
    await flush()
    expect(text()).toContain('Follow-up questions open once the reading has arrived.')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByText('Send')).toBeNull()
    await tap('Back to the reading')
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=r1' })
  })

  it('streams the answer into a new bubble, asks the user to wait if they send again meanwhile, and updates the allowance', async () => {
    let end: (events: Array<{ event: string; data: unknown }>) => void = () => undefined
    const rest = new Promise<Array<{ event: string; data: unknown }>>((resolve) => (end = resolve))
    answerFollowUps({ events: [META, delta('Watch the <i>small</i> print')], later: rest })
    await testUtils.mount(ChatPage)
    await flush()
    await type('  What should I watch out for?  ')
    await send()
    expect(sent()).toEqual([expect.objectContaining({ path: '/tarot/rest/readings/r1/chat', data: { message: 'What should I watch out for?', clientKey: expect.stringMatching(/^\w{8,}$/) } })])
    expect(input()!.value).toBe('')
    expect(screen.getByText('What should I watch out for?')).toBeTruthy()

    // The answer is revealed at a reading pace: wait for it, as a reader would.
    await readFor(1000)
    expect(screen.getByText(/Watch the <i>small<\/i> print/)).toBeTruthy()
    // Shown as the text it is, not as markup.
    expect(screen.queryByText('small')).toBeNull()
    expect(Taro.pageScrollTo).toHaveBeenCalledWith({ scrollTop: 1_000_000, duration: 0 })

    await type('And next year?')
    await send()
    expect(toasts()).toContain('Receiving AI message, please wait a moment.')
    expect(sent()).toHaveLength(1)

    await testUtils.act(async () => end([delta(', and rest.'), finish('Watch the <i>small</i> print, and rest.', { left: 19, freeLeft: 0, nextCost: 2 })]))
    await flush()
    await readFor(1000)
    // One answer, written whole, with no cursor left blinking.
    expect(screen.getAllByText(/Watch the <i>small<\/i> print/)).toHaveLength(1)
    expect(screen.getByText('Watch the <i>small</i> print, and rest.')).toBeTruthy()
    expect(screen.queryByText('▍')).toBeNull()
    expect(allowance()).toBe('Next follow-up: 2 energy')
    expect(input()!.value).toBe('And next year?')
  })

  it('shows the server’s busy answer the same way', async () => {
    answerFollowUps({ code: 409000, message: 'Receiving AI message, please wait a moment.' })
    await testUtils.mount(ChatPage)
    await flush()
    await type('Is it the right time?')
    await send()
    expect(toasts()).toEqual(['Receiving AI message, please wait a moment.'])
    expect(input()!.value).toBe('Is it the right time?')
  })

  it('keeps the text after a failed send, and retries it with the same client key', async () => {
    answerFollowUps(
      { events: [META, { event: 'error', data: { message: 'Message failed to send. Please try again later.', refunded: true } }] },
      answer('Yes, in spring.', { left: 19, freeLeft: 2, nextCost: 0 }),
      answer('Fine.', { left: 18, freeLeft: 1, nextCost: 0 }),
    )
    await testUtils.mount(ChatPage)
    await flush()
    await type('Will it work out?')
    await send()
    expect(toasts()).toEqual(['Message failed to send. Please try again later.'])
    expect(input()!.value).toBe('Will it work out?')
    expect(screen.queryByText('Will it work out?')).toBeNull()
    await send()
    expect(sent()[1]!.data).toEqual(sent()[0]!.data)
    expect(sent()[1]!.data).toEqual({ message: 'Will it work out?', clientKey: expect.any(String) })
    // The reader does not wait for the pace.
    await tap('Show all')
    expect(screen.getByText('Yes, in spring.')).toBeTruthy()
    expect(input()!.value).toBe('')
    await type('Something new')
    await send()
    expect(sent()[2]!.data).toEqual({ message: 'Something new', clientKey: expect.any(String) })
    expect(sent()[2]!.data!.clientKey).not.toBe(sent()[0]!.data!.clientKey)
    expect(allowance()).toBe('1 free follow-up left')
  })

  it('shows the kind no to an off-topic follow-up as a system bubble and clears the box', async () => {
    const no = 'Here I can only talk with you about this reading and your question. For something else, you can start a new reading.'
    answerFollowUps({ code: 0, message: '', data: { verdict: 'off_topic', message: no } })
    await testUtils.mount(ChatPage)
    await flush()
    await type('Write me Python code to sort a list')
    await send()
    expect(screen.getByText(no)).toBeTruthy()
    expect(input()!.value).toBe('')
  })

  it('shows a caring reply as a system bubble, and the server’s messages at the limit and when energy is short', async () => {
    const hotline = 'You are not alone. Please call 400-161-9995 now.'
    answerFollowUps(
      { code: 0, message: '', data: { verdict: 'crisis', message: hotline } },
      { code: 402000, message: 'Not enough energy: this follow-up needs 2 energy.' },
      { code: 403001, message: 'This reading has reached its limit of follow-up questions.' },
    )
    await testUtils.mount(ChatPage)
    await flush()
    await type('I want to end it all')
    await send()
    // The reply is drawn with its number as a control of its own, the rest as text around it.
    const link = screen.getByLabelText(/^Call /)
    expect(link.parentElement!.textContent).toBe(hotline)
    expect(input()!.value).toBe('')
    // The hotline in the reply calls when tapped, as on the ask page's crisis panel (issue 34 item 8).
    const call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation((() => Promise.resolve({ errMsg: 'makePhoneCall:ok' })) as never)
    expect(link.textContent).toBe('400-161-9995')
    testUtils.fireEvent.click(link)
    await flush()
    expect(call).toHaveBeenCalledWith({ phoneNumber: '4001619995' })

    await type('What about love?')
    await send()
    expect(text()).toContain('Not enough energy: this follow-up needs 2 energy.')
    expect(input()!.value).toBe('What about love?')

    await send()
    expect(text()).toContain('This reading has reached its limit of follow-up questions.')
    expect(allowance()).toBe('No follow-ups left for this reading')
    await send()
    expect(sent()).toHaveLength(3)
  })

  it('after a broken stream shows the answer the server kept instead of failing', async () => {
    answerFollowUps({ events: [META, delta('Half')], breakOff: true })
    let loads = 0
    server.handle<typeof readingEndpoints>(readingPaths, {
      chat: () => ((loads += 1) === 1 ? { data: view() } : { data: view({ turns: [turn(1, 'Will it last?', 'It can, with patience.')], freeLeft: 2 }) }),
    })
    await testUtils.mount(ChatPage)
    await flush()
    await type('Will it last?')
    await send()
    await flush()
    expect(toasts()).toEqual([])
    expect(screen.getByText('It can, with patience.')).toBeTruthy()
    expect(server.callsTo(readingPaths.chat)).toHaveLength(2)
    expect(allowance()).toBe('2 free follow-ups left')
  })

  it('says when no follow-ups are left', async () => {
    server.handle<typeof readingEndpoints>(readingPaths, { chat: () => ({ data: view({ left: 0, freeLeft: 0, nextCost: null }) }) })
    await testUtils.mount(ChatPage)
    await flush()
    expect(allowance()).toBe('No follow-ups left for this reading')
  })
})
