import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ChatView } from '@tarot/contracts/chat'
import type { ReadingView } from '@tarot/contracts/readings'
import * as readings from '@/lib/api/readings'
import type { AiStreamHandlers, AiStreamResult } from '@/lib/stream/ai-stream'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import ChatPage from '@/pagesChat/ai/chat'

jest.mock('@/lib/api/readings', () => ({
  getReading: jest.fn(),
  getChat: jest.fn(),
  streamFollowUp: jest.fn(),
  newClientKey: jest.fn(),
}))
const api = readings as jest.Mocked<typeof readings>

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
const done = (text: string, extra: Record<string, unknown> = {}): AiStreamResult => ({ kind: 'done', text, meta: { engine: 'llm', stored: false, seq: 1 }, done: { length: text.length, ...extra } })

describe('follow-up chat page', () => {
  let testUtils: TestUtils
  let keys: number
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const wait = (ms: number) => testUtils.act(() => new Promise((r) => setTimeout(r, ms)))
  /** Time passing for a reader, in small steps so each revealed piece reaches the screen. */
  const readFor = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 100) await wait(100)
  }
  const text = () => document.body.textContent ?? ''
  const input = () => document.querySelector('.chat__input textarea') as HTMLTextAreaElement
  async function type(value: string) {
    // Taro's <Textarea> renders its native field a moment after mounting.
    for (let i = 0; !input() && i < 50; i += 1) await flush()
    const field = input()
    field.value = value
    testUtils.fireEvent.input(field)
    await flush()
  }
  const send = async () => {
    testUtils.fireEvent.click(document.querySelector('.chat__send') as HTMLElement)
    await flush()
  }
  const allowance = () => document.querySelector('.chat__allowance')?.textContent
  const toasts = () => (Taro.showToast as unknown as jest.Mock).mock.calls.map((c) => (c[0] as { title: string }).title)

  beforeEach(async () => {
    jest.resetAllMocks()
    jest.restoreAllMocks()
    await setAppLanguage('en')
    Current.router = { params: { id: 'r1' }, path: '/pagesChat/ai/chat' } as never
    jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    keys = 0
    api.newClientKey.mockImplementation(() => `key-${(keys += 1)}-abcdef`)
    api.getReading.mockResolvedValue(reading)
    api.getChat.mockResolvedValue(view())
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('shows the question, a reminder of the cards, the earlier turns as bubbles, and the free follow-ups left', async () => {
    api.getChat.mockResolvedValue(view({ turns: [turn(1, 'What about money?', '## Money\nSteady, with care.')], freeLeft: 2 }))
    await testUtils.mount(ChatPage)
    await flush()
    expect(text()).toContain('Should I take the new job?')
    expect(text()).toContain('The Fool, Two of Cups (reversed), Ten of Pentacles')
    expect(document.querySelector('.chat__bubble--user')?.textContent).toBe('What about money?')
    expect(document.querySelector('.chat__bubble--ai .text-document__heading-text')?.textContent).toBe('Money')
    expect(allowance()).toBe('2 free follow-ups left')
  })

  it('says follow-ups open once the AI reading has arrived, with a way back to the reading', async () => {
    api.getChat.mockResolvedValue(view({ open: false }))
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pagesChat/ai/chat' }] as never)
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await testUtils.mount(ChatPage)
    await flush()
    expect(text()).toContain('Follow-up questions open once the reading has arrived.')
    expect(document.querySelector('.chat__input')).toBeNull()
    testUtils.fireEvent.click(document.querySelector('.chat__back') as HTMLElement)
    await flush()
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=r1' })
  })

  it('streams the answer into a new bubble, asks the user to wait if they send again meanwhile, and updates the allowance', async () => {
    let finish: (result: AiStreamResult) => void = () => undefined
    let handlers: AiStreamHandlers = {}
    api.streamFollowUp.mockImplementation((_id, _message, _key, h) => {
      handlers = h
      return new Promise((resolve) => (finish = resolve))
    })
    await testUtils.mount(ChatPage)
    await flush()
    await type('  What should I watch out for?  ')
    await send()
    expect(api.streamFollowUp).toHaveBeenCalledWith('r1', 'What should I watch out for?', 'key-1-abcdef', expect.anything(), expect.anything())
    expect(input().value).toBe('')
    expect(document.querySelector('.chat__bubble--user')?.textContent).toBe('What should I watch out for?')

    await testUtils.act(() => handlers.onText?.('Watch the <i>small</i> print'))
    // The answer is revealed at a reading pace: wait for it, as a reader would.
    await readFor(1000)
    expect(document.querySelector('.chat__bubble--ai')?.textContent).toContain('Watch the <i>small</i> print')
    expect(document.querySelector('.chat__bubble--ai i')).toBeNull()
    expect(Taro.pageScrollTo).toHaveBeenCalledWith({ scrollTop: 1_000_000, duration: 0 })

    await type('And next year?')
    await send()
    expect(toasts()).toContain('Receiving AI message, please wait a moment.')
    expect(api.streamFollowUp).toHaveBeenCalledTimes(1)

    await testUtils.act(async () => finish(done('Watch the <i>small</i> print, and rest.', { left: 19, freeLeft: 0, nextCost: 2 })))
    await flush()
    await readFor(1000)
    expect(document.querySelectorAll('.chat__bubble--ai')).toHaveLength(1)
    expect(document.querySelector('.chat__bubble--ai')?.textContent).toContain('and rest.')
    expect(document.querySelector('.text-document__cursor')).toBeNull()
    expect(allowance()).toBe('Next follow-up: 2 energy')
    expect(input().value).toBe('And next year?')
  })

  it('shows the server’s busy answer the same way', async () => {
    api.streamFollowUp.mockResolvedValue({ kind: 'refused', code: 409000, message: 'Receiving AI message, please wait a moment.' })
    await testUtils.mount(ChatPage)
    await flush()
    await type('Is it the right time?')
    await send()
    expect(toasts()).toEqual(['Receiving AI message, please wait a moment.'])
    expect(input().value).toBe('Is it the right time?')
  })

  it('keeps the text after a failed send, and retries it with the same client key', async () => {
    api.streamFollowUp
      .mockResolvedValueOnce({ kind: 'failed', text: '', message: 'Message failed to send. Please try again later.', refunded: true, broken: false, aborted: false })
      .mockResolvedValueOnce(done('Yes, in spring.', { left: 19, freeLeft: 2, nextCost: 0 }))
    await testUtils.mount(ChatPage)
    await flush()
    await type('Will it work out?')
    await send()
    expect(toasts()).toEqual(['Message failed to send. Please try again later.'])
    expect(input().value).toBe('Will it work out?')
    expect(document.querySelector('.chat__bubble--user')).toBeNull()
    await send()
    expect(api.streamFollowUp.mock.calls[1]!.slice(0, 3)).toEqual(['r1', 'Will it work out?', 'key-1-abcdef'])
    // The reader does not wait for the pace.
    testUtils.fireEvent.click(document.querySelector('.chat__show-all') as HTMLElement)
    await flush()
    expect(document.querySelector('.chat__bubble--ai')?.textContent).toContain('Yes, in spring.')
    expect(input().value).toBe('')
    await type('Something new')
    api.streamFollowUp.mockResolvedValueOnce(done('Fine.', { left: 18, freeLeft: 1, nextCost: 0 }))
    await send()
    expect(api.streamFollowUp.mock.calls[2]![2]).toBe('key-2-abcdef')
    expect(allowance()).toBe('1 free follow-up left')
  })

  it('shows the kind no to an off-topic follow-up as a system bubble and clears the box', async () => {
    const no = 'Here I can only talk with you about this reading and your question. For something else, you can start a new reading.'
    api.streamFollowUp.mockResolvedValueOnce({ kind: 'refused', code: 0, message: '', data: { verdict: 'off_topic', message: no } })
    await testUtils.mount(ChatPage)
    await flush()
    await type('Write me Python code to sort a list')
    await send()
    expect(document.querySelector('.chat__bubble--system')?.textContent).toBe(no)
    expect(input().value).toBe('')
  })

  it('shows a caring reply as a system bubble, and the server’s messages at the limit and when energy is short', async () => {
    const hotline = 'You are not alone. Please call 400-161-9995 now.'
    api.streamFollowUp
      .mockResolvedValueOnce({ kind: 'refused', code: 0, message: '', data: { verdict: 'crisis', message: hotline } })
      .mockResolvedValueOnce({ kind: 'refused', code: 402000, message: 'Not enough energy: this follow-up needs 2 energy.' })
      .mockResolvedValueOnce({ kind: 'refused', code: 403001, message: 'This reading has reached its limit of follow-up questions.' })
    await testUtils.mount(ChatPage)
    await flush()
    await type('I want to end it all')
    await send()
    expect(document.querySelector('.chat__bubble--system')?.textContent).toBe(hotline)
    expect(input().value).toBe('')
    // The hotline in the reply calls when tapped, as on the ask page's crisis panel (issue 34 item 8).
    const call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation((() => Promise.resolve({ errMsg: 'makePhoneCall:ok' })) as never)
    const link = document.querySelector('.chat__bubble--system .phone-link') as HTMLElement
    expect(link.textContent).toBe('400-161-9995')
    testUtils.fireEvent.click(link)
    await flush()
    expect(call).toHaveBeenCalledWith({ phoneNumber: '4001619995' })

    await type('What about love?')
    await send()
    expect(text()).toContain('Not enough energy: this follow-up needs 2 energy.')
    expect(input().value).toBe('What about love?')

    await send()
    expect(text()).toContain('This reading has reached its limit of follow-up questions.')
    expect(allowance()).toBe('No follow-ups left for this reading')
    await send()
    expect(api.streamFollowUp).toHaveBeenCalledTimes(3)
  })

  it('after a broken stream shows the answer the server kept instead of failing', async () => {
    api.streamFollowUp.mockResolvedValue({ kind: 'failed', text: 'Half', message: 'Failed to fetch data, please try again later', refunded: false, broken: true, aborted: false })
    api.getChat.mockResolvedValueOnce(view()).mockResolvedValueOnce(view({ turns: [turn(1, 'Will it last?', 'It can, with patience.')], freeLeft: 2 }))
    await testUtils.mount(ChatPage)
    await flush()
    await type('Will it last?')
    await send()
    expect(toasts()).toEqual([])
    expect(document.querySelector('.chat__bubble--ai')?.textContent).toContain('It can, with patience.')
    expect(allowance()).toBe('2 free follow-ups left')
  })

  it('says when no follow-ups are left', async () => {
    api.getChat.mockResolvedValue(view({ left: 0, freeLeft: 0, nextCost: null }))
    await testUtils.mount(ChatPage)
    await flush()
    expect(allowance()).toBe('No follow-ups left for this reading')
  })
})
