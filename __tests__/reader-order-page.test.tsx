import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ConsultationView } from '@tarot/contracts/readers'
import * as awaitOrderModule from '@/lib/pay/await-order'
import * as requestPayModule from '@/lib/pay/request-pay'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import OrderPage from '@/pages/reader/order'
import { useSession } from '@/stores/session'
import { type Call, type Reply, consultation, readerProfile, serve } from './support/readers-api'
import { answerDialogs } from './support/dialogs'
import { buttonByText, fieldByPlaceholder, screen } from './support/screen'

jest.mock('@/lib/pay/request-pay', () => ({ requestPay: jest.fn() }))
jest.mock('@/lib/pay/await-order', () => ({ awaitOrder: jest.fn() }))
const requestPay = requestPayModule.requestPay as jest.MockedFunction<typeof requestPayModule.requestPay>
const awaitOrder = awaitOrderModule.awaitOrder as jest.MockedFunction<typeof awaitOrderModule.awaitOrder>

initI18n('en')

const reading = {
  id: 'reading-7',
  spreadId: 'cnc',
  question: 'Should I take the new job?',
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
}

/** The consultation order page: a new order (question, reading, price, payment) and an existing one (timeline, answer, cancel, review). */
describe('reader order page', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const text = () => document.body.textContent ?? ''
  const press = async (button: string | RegExp) => {
    testUtils.fireEvent.click(buttonByText(button))
    await flush()
  }
  /** The order's one submit button, whichever way to pay it names ("Pay 30 energy and send", "Pay ¥3.00 with WeChat and send"). */
  const send = /and send$/
  async function fillField(placeholder: string, value: string) {
    // Taro renders the native field a tick after its wrapper.
    const native = () => screen.queryAllByPlaceholderText(placeholder).some((element) => element.tagName === 'INPUT' || element.tagName === 'TEXTAREA')
    for (let i = 0; !native() && i < 30; i += 1) await flush()
    const field = fieldByPlaceholder(placeholder)
    field.value = value
    testUtils.fireEvent.input(field)
    await flush()
  }
  const question = 'What would you like the reader to look at?'
  /** A text matcher for a sentence that goes on past what is checked (a time follows it). */
  const containing = (part: string) => (content: string) => content.includes(part)
  const el = (selector: string) => document.querySelector(selector) as HTMLElement | null
  const toasts = () => (Taro.showToast as unknown as jest.Mock).mock.calls.map((c) => (c[0] as { title: string }).title)

  /** A server holding one consultation, answering the order page's calls as the real one would. */
  function server({ balance = 100, order }: { balance?: number; order?: Partial<ConsultationView> } = {}) {
    let current: ConsultationView | null = order ? consultation(order) : null
    const state = { balance }
    const calls = serve((call: Call): Reply | undefined => {
      const { method, path } = call
      if (path === '/tarot/rest/readers/rd_luna') return { data: readerProfile() }
      if (path === '/tarot/rest/readings/reading-7') return { data: reading }
      if (path === '/tarot/rest/energy/amount') return { data: { total: state.balance, vipTime: null } }
      if (path === '/tarot/rest/consultations' && method === 'POST') {
        if (call.data!.payWith === 'energy') {
          if (state.balance < 30) return { code: 402000, message: 'Not enough energy: this consultation needs 30 energy.' }
          state.balance -= 30
          current = consultation({
            id: 'c_new',
            question: String(call.data!.question),
            context: { readingId: 'reading-7', spreadId: 'cnc', question: reading.question, cards: reading.cards as never },
          })
          return { data: { consultation: current, pay: null } }
        }
        current = consultation({ id: 'c_new', status: 'created', payWith: 'wechat', paidAt: null, answerBy: null })
        return { data: { consultation: current, pay: { channel: 'dev', orderId: 'o_1' } } }
      }
      if (path === '/tarot/rest/pay/orders/o_1') return { data: { order: { id: 'o_1', amountFen: 300, status: 'paying' }, wallet: { total: state.balance, vipTime: null } } }
      const match = /^\/tarot\/rest\/consultations\/([^/]+)(?:\/(\w+))?$/.exec(path)
      if (match && current && match[1] === current.id) {
        const step = match[2]
        if (!step) return { data: current }
        if (step === 'cancel' && current.status === 'paid')
          current = {
            ...current,
            status: 'cancelled',
            closedAt: '2026-11-24T09:00:00.000Z',
            // As the server refunds: energy to the balance, a WeChat payment back to WeChat Pay as money.
            refund: current.payWith === 'wechat' ? { to: 'wechat', state: 'sent', amountFen: current.paidFen } : { to: 'energy', state: 'sent', amountFen: null },
          }
        else if (step === 'complete' && current.status === 'answered') current = { ...current, status: 'completed', closedAt: '2026-11-24T12:00:00.000Z' }
        else if (step === 'review' && (current.status === 'answered' || current.status === 'completed'))
          current = { ...current, status: 'reviewed', review: { rating: Number(call.data!.rating), text: String(call.data!.text) }, closedAt: '2026-11-24T12:00:00.000Z' }
        else return { code: 409002, message: 'This consultation cannot take this step now' }
        return { data: current }
      }
      return undefined
    })
    return { calls, state }
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    requestPay.mockReset()
    awaitOrder.mockReset()
    await setAppLanguage('en')
    useSession.setState({ token: 'user-token', uken: '', time: Date.now() })
    jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never)
    jest.spyOn(Taro, 'showLoading').mockImplementation((() => Promise.resolve()) as never)
    jest.spyOn(Taro, 'hideLoading').mockImplementation((() => Promise.resolve()) as never)
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  const openNew = async (params: Record<string, string> = { readerId: 'rd_luna', readingId: 'reading-7' }) => {
    Current.router = { params, path: '/pages/reader/order' } as never
    await testUtils.mount(OrderPage)
    await flush()
  }
  const openExisting = async (id = 'c_1') => {
    Current.router = { params: { id }, path: '/pages/reader/order' } as never
    await testUtils.mount(OrderPage)
    await flush()
  }

  it('shows the reader, the attached reading, the price and the balance, and pays with energy by default', async () => {
    const { calls } = server({ balance: 100 })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await openNew()
    expect(screen.getByText('Luna Park')).toBeTruthy()
    const attached = el('.attached-reading')!.textContent
    expect(attached).toContain('Choice and Consequence')
    expect(attached).toContain('Should I take the new job?')
    expect(attached).toContain('The Fool')
    expect(attached).toContain('(reversed)')
    // The price in energy and in money, where the way to pay is chosen.
    expect(screen.getByText('30 energy or ¥3.00')).toBeTruthy()
    expect(screen.getByText('100 energy')).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Energy' }).getAttribute('aria-checked')).toBe('true')
    expect(text()).not.toContain('Get ')

    // Too short a question is refused before anything is sent.
    await fillField(question, 'Hm?')
    expect(text()).toContain('3/1000')
    await press(send)
    expect(toasts()).toContain('Please write at least 4 characters')
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    await fillField(question, 'Will we find our way back to each other?')
    await press(send)
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/tarot/rest/consultations')!
    expect(sent.token).toBe('user-token')
    expect(sent.data).toEqual(expect.objectContaining({ readerId: 'rd_luna', readingId: 'reading-7', payWith: 'energy', question: 'Will we find our way back to each other?' }))
    expect(sent.data!.clientKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/reader/order?id=c_new' })

    // The order as it now stands: paid, the energy held, the answer-by time.
    testUtils.unmout()
    testUtils = new TestUtils()
    await openExisting('c_new')
    expect(screen.getByText('Waiting for the reader')).toBeTruthy()
    expect(el('[data-step="paid"]')!.getAttribute('data-done')).toBe('yes')
    expect(el('[data-step="paid"]')!.textContent).toContain('Paid with 30 energy')
    expect(el('[data-step="accepted"]')!.getAttribute('data-done')).toBe('no')
    expect(text()).toContain('Your reader answers by')
    expect(el('.consultation .attached-reading')!.textContent).toContain('The Fool')
  })

  it('retries a failed submit with the same key, so the server makes one order', async () => {
    let failures = 1
    const calls = serve((call) => {
      if (call.path === '/tarot/rest/readers/rd_luna') return { data: readerProfile() }
      if (call.path === '/tarot/rest/energy/amount') return { data: { total: 100, vipTime: null } }
      if (call.path === '/tarot/rest/consultations' && call.method === 'POST') {
        if (failures-- > 0) return { code: 500000, message: 'An unknown error occurred on the server, please try again later', status: 500 }
        return { data: { consultation: consultation({ id: 'c_new' }), pay: null } }
      }
      return undefined
    })
    jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await openNew({ readerId: 'rd_luna' })
    await fillField(question, 'What should I focus on this winter?')
    await press(send)
    expect(toasts()).toContain('An unknown error occurred on the server, please try again later')
    await press(send)
    const posts = calls.filter((c) => c.method === 'POST')
    expect(posts).toHaveLength(2)
    expect(posts[1]!.data!.clientKey).toBe(posts[0]!.data!.clientKey)
    expect(posts[0]!.data).not.toHaveProperty('readingId')
  })

  it('shows the caring answer for crisis language where it can be read, with its hotlines, and opens no order', async () => {
    const careful = 'It sounds like you are going through something very hard, and thank you for saying it.\nYou can reach:\n• Hong Kong: 2389 2222'
    serve((call) => {
      if (call.path === '/tarot/rest/readers/rd_luna') return { data: readerProfile() }
      if (call.path === '/tarot/rest/energy/amount') return { data: { total: 100, vipTime: null } }
      if (call.path === '/tarot/rest/consultations' && call.method === 'POST') return { code: 400001, message: careful }
      return undefined
    })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await openNew({ readerId: 'rd_luna' })
    await fillField(question, 'i dont want to be here anymore')
    await press(send)
    expect(screen.getByRole('alert').textContent).toBe(careful)
    expect(redirect).not.toHaveBeenCalled()
    // Writing again clears it.
    await fillField(question, 'What should I focus on this winter?')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('explains missing energy and offers "Get energy" with the amount missing', async () => {
    server({ balance: 12 })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await openNew()
    expect(screen.getByText('12 energy')).toBeTruthy()
    // WeChat Pay is chosen for the user: nothing is missing, so no shortfall is shown, and the button says the money.
    expect(screen.getByRole('radio', { name: 'WeChat Pay' }).getAttribute('aria-checked')).toBe('true')
    expect(screen.queryAllByText(/more is needed to pay with energy/)).toHaveLength(0)
    expect(buttonByText(send).textContent).toBe('Pay ¥3.00 with WeChat and send')
    // Choosing energy: what is missing, and the other way to pay in money; it cannot be submitted.
    testUtils.fireEvent.click(screen.getByRole('radio', { name: 'Energy' }))
    await flush()
    expect(screen.getByText('This consultation is 30 energy and you have 12: 18 more is needed to pay with energy. You can also pay ¥3.00 with WeChat Pay.')).toBeTruthy()
    expect(buttonByText(send).hasAttribute('disabled')).toBe(true)
    testUtils.fireEvent.click(screen.getByText('Get 18 energy ›'))
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/pay/energy?need=18' })
  })

  it('pays with WeChat Pay through the payment step, then opens the order', async () => {
    const { calls } = server({ balance: 0 })
    requestPay.mockResolvedValue('paid')
    awaitOrder.mockResolvedValue({ kind: 'paid', data: null as never })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await openNew({ readerId: 'rd_luna' })
    await fillField(question, 'Is this the right time to move cities?')
    await press(send)
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/tarot/rest/consultations')!
    expect(sent.data).toEqual(expect.objectContaining({ payWith: 'wechat', platform: expect.any(String) }))
    expect(requestPay).toHaveBeenCalledWith({ channel: 'dev', orderId: 'o_1' }, 300)
    expect(awaitOrder).toHaveBeenCalledWith('o_1')
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/reader/order?id=c_new' })
  })

  it('asks the birth year before a first WeChat payment, then goes on with the same order; under 18 is refused', async () => {
    let birthYear: number | null = null
    const calls = serve((call) => {
      if (call.path === '/tarot/rest/readers/rd_luna') return { data: readerProfile() }
      if (call.path === '/tarot/rest/energy/amount') return { data: { total: 0, vipTime: null } }
      if (call.path === '/tarot/rest/account/birth-year') {
        birthYear = Number(call.data!.birthYear)
        return { data: { birthYear, adult: birthYear <= 2007 } }
      }
      if (call.path === '/tarot/rest/consultations' && call.method === 'POST') {
        if (birthYear === null) return { code: 403002, message: 'Please tell us your year of birth before your first purchase' }
        if (birthYear > 2007)
          return { code: 403003, message: 'You must be 18 or older to make a purchase. If your year of birth was entered wrongly, you can ask for a correction, which we make once we have checked.' }
        return { data: { consultation: consultation({ id: 'c_new', status: 'created', payWith: 'wechat', paidAt: null, answerBy: null }), pay: { channel: 'dev', orderId: 'o_1' } } }
      }
      if (call.path === '/tarot/rest/pay/orders/o_1') return { data: { order: { id: 'o_1', amountFen: 300, status: 'paying' }, wallet: { total: 0, vipTime: null } } }
      return undefined
    })
    requestPay.mockResolvedValue('paid')
    awaitOrder.mockResolvedValue({ kind: 'paid', data: null as never })
    jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await openNew({ readerId: 'rd_luna' })
    await fillField(question, 'Is this the right time to move cities?')
    await press(send)
    expect(screen.getByText('Your year of birth')).toBeTruthy()
    expect(requestPay).not.toHaveBeenCalled()
    await fillField('e.g. 1990', '1990')
    await press('Continue')
    await press('That is right, save')
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/tarot/rest/consultations')
    expect(posts).toHaveLength(2)
    expect(posts[1]!.data!.clientKey).toBe(posts[0]!.data!.clientKey)
    expect(requestPay).toHaveBeenCalledWith({ channel: 'dev', orderId: 'o_1' }, 300)
  })

  it('refuses a buyer under 18 at the birth-year question', async () => {
    serve((call) => {
      if (call.path === '/tarot/rest/readers/rd_luna') return { data: readerProfile() }
      if (call.path === '/tarot/rest/energy/amount') return { data: { total: 0, vipTime: null } }
      if (call.path === '/tarot/rest/account/birth-year') return { data: { birthYear: call.data ? Number(call.data.birthYear) : 2012, adult: false } }
      if (call.path === '/tarot/rest/consultations' && call.method === 'POST') return { code: 403002, message: 'Please tell us your year of birth before your first purchase' }
      return undefined
    })
    await openNew({ readerId: 'rd_luna' })
    await fillField(question, 'Is this the right time to move cities?')
    await press(send)
    await fillField('e.g. 1990', '2012')
    await press('Continue')
    await press('That is right, save')
    // Said on the page, not in a passing toast: why, the year on the account, and the way to ask for a correction.
    expect(screen.getByText('You must be 18 or older to make a purchase.')).toBeTruthy()
    expect(screen.getByText('The year of birth on your account is 2012, so buying is refused.')).toBeTruthy()
    expect(screen.getByText('Correct my year of birth')).toBeTruthy()
    expect(screen.queryAllByText(send)).toHaveLength(0)
    expect(requestPay).not.toHaveBeenCalled()
  })

  it('opened without a reader, sends the user to choose one and asks the server nothing', async () => {
    const { calls } = server()
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await openNew({})
    expect(text()).toContain('No reader chosen yet. Pick one from the list, then tap Consult.')
    expect(calls.filter((c) => c.path.startsWith('/tarot/rest/readers'))).toHaveLength(0)
    await press('Choose a reader')
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/reader/readers' })
  })

  it('keeps the user on the form when the payment is cancelled', async () => {
    server({ balance: 0 })
    requestPay.mockResolvedValue('cancelled')
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await openNew({ readerId: 'rd_luna' })
    await fillField(question, 'Is this the right time to move cities?')
    await press(send)
    expect(toasts()).toContain('Payment cancelled. Nothing was charged; you can try again.')
    expect(redirect).not.toHaveBeenCalled()
  })

  it('cancels before the reader accepts, after confirmation, and shows the refund', async () => {
    const { calls } = server({ order: { status: 'paid' } })
    const modal = answerDialogs(false, true)
    await openExisting()
    await press('Cancel the consultation')
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Cancel this consultation?', content: 'The reader has not started yet. Your 30 energy will be refunded right away.' }))
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false)
    await press('Cancel the consultation')
    expect(calls.filter((c) => c.path === '/tarot/rest/consultations/c_1/cancel')).toHaveLength(1)
    expect(toasts()).toContain('Cancelled. 30 energy is back in your balance.')
    expect(screen.getByText('Cancelled · refunded')).toBeTruthy()
    expect(el('[data-step="cancelled"]')!.textContent).toContain('Cancelled · 30 energy back in your balance')
    expect(text()).toContain('30 energy has been refunded to you.')
    expect(screen.queryAllByText('Cancel the consultation')).toHaveLength(0)
  })

  it('says a WeChat payment in money, and refunds it to WeChat Pay, never as energy', async () => {
    server({ order: { payWith: 'wechat', paidFen: 300 } })
    const modal = answerDialogs(true)
    await openExisting()
    expect(el('[data-step="paid"]')!.textContent).toContain('Paid ¥3.00 with WeChat Pay')
    expect(screen.getByText(containing('If not, your ¥3.00 goes back to WeChat Pay by itself.'))).toBeTruthy()
    expect(text()).not.toContain('energy')
    await press('Cancel the consultation')
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: 'The reader has not started yet. Your ¥3.00 will go back to WeChat Pay.' }))
    expect(toasts()).toContain('Cancelled. ¥3.00 is going back to your WeChat Pay.')
    expect(el('[data-step="cancelled"]')!.textContent).toContain('Cancelled · ¥3.00 refunded to WeChat Pay')
    expect(screen.getByText('¥3.00 has been refunded to your WeChat Pay, to where you paid from.')).toBeTruthy()
    expect(text()).not.toContain('energy')
  })

  it('after the answer, says when it completes by itself instead of promising to settle "after the answer"', async () => {
    server({
      order: {
        status: 'answered',
        acceptedAt: '2026-11-24T09:00:00.000Z',
        answeredAt: '2026-11-24T10:00:00.000Z',
        completesBy: '2026-11-27T10:00:00.000Z',
        answer: 'Begin gently, and keep a day a week for yourself.',
      },
    })
    await openExisting()
    expect(el('[data-step="paid"]')!.textContent).toContain('Paid with 30 energy')
    expect(text()).not.toContain('held until the answer')
    expect(screen.getByText(containing('Confirming completes the consultation and pays the reader. If you do not, it completes by itself on'))).toBeTruthy()
  })

  it('says "Under review" while the question waits for content review, what that means, and no deadline for the reader yet', async () => {
    server({ order: { status: 'paid', moderation: 'questionUnderReview' } })
    await openExisting()
    expect(screen.getByText('Under review')).toBeTruthy()
    // The badge's colour is what is asserted here: held for review, not the answered colour.
    expect(screen.getByText('Under review').className).toContain('order-status--held')
    expect(screen.getByText('Your question is being checked for safety before the reader sees it. The price is only held: if the question does not pass, it is refunded in full.')).toBeTruthy()
    expect(text()).not.toContain('Your reader answers by')
    // It can still be called off: the price comes back as for any cancellation.
    expect(buttonByText('Cancel the consultation')).toBeTruthy()
  })

  it('holds back a reader’s answer under review: no answer, no confirming, no review, and says so in Chinese', async () => {
    await setAppLanguage('zh-Hans')
    server({ order: { status: 'answered', acceptedAt: '2026-11-24T09:00:00.000Z', answeredAt: null, answer: null, moderation: 'answerUnderReview' } })
    await openExisting()
    expect(screen.getByText('审核中')).toBeTruthy()
    expect(screen.getByText('塔罗师已经解答，解答正在进行内容安全审核，通过后就会显示给你。如果没有通过，费用会全额退还。')).toBeTruthy()
    expect(el('.consultation__answer')).toBeNull()
    expect(screen.queryAllByText('Confirm complete')).toHaveLength(0)
    expect(screen.queryAllByPlaceholderText('A few words about the answer (optional)')).toHaveLength(0)
    expect(text()).not.toContain('确认完成')
  })

  it('says a consultation refused by content review was closed and refunded', async () => {
    await setAppLanguage('zh-Hant')
    server({ order: { status: 'cancelled', closedAt: '2026-11-24T09:00:00.000Z', moderation: 'rejected', refund: { to: 'energy', state: 'sent', amountFen: null } } })
    await openExisting()
    expect(screen.queryAllByText('審核中')).toHaveLength(0)
    expect(screen.getByText('這筆諮詢沒有通過內容安全審核，已經關閉並全額退款。')).toBeTruthy()
  })

  it('shows the answer as plain text, never as markup', async () => {
    server({ order: { status: 'answered', acceptedAt: '2026-11-24T09:00:00.000Z', answeredAt: '2026-11-24T10:00:00.000Z', answer: 'The <b>Fool</b> says: begin.\n<script>alert(1)</script>' } })
    await openExisting()
    const answer = el('.consultation__answer')!
    expect(answer.textContent).toContain('The <b>Fool</b> says: begin.')
    expect(answer.textContent).toContain('<script>alert(1)</script>')
    expect(answer.querySelector('b')).toBeNull()
    expect(answer.querySelector('script')).toBeNull()
    expect(el('[data-step="answered"]')!.getAttribute('data-done')).toBe('yes')
    expect(screen.queryAllByText('Cancel the consultation')).toHaveLength(0)
  })

  it('confirms the answer complete, and sends a review with stars and words', async () => {
    const { calls } = server({ order: { status: 'answered', acceptedAt: '2026-11-24T09:00:00.000Z', answeredAt: '2026-11-24T10:00:00.000Z', answer: 'Begin again, gently.' } })
    await openExisting()
    await press('Confirm complete')
    expect(calls.filter((c) => c.path === '/tarot/rest/consultations/c_1/complete')).toHaveLength(1)
    // The timeline says Completed too (as a step, done or not): the status badge is the one that says it now.
    expect(el('.order-status')!.textContent).toBe('Completed')
    expect(screen.queryAllByText('Confirm complete')).toHaveLength(0)

    // No stars yet: the review cannot be sent.
    expect(buttonByText('Choose 1 to 5 stars').hasAttribute('disabled')).toBe(true)
    testUtils.fireEvent.click(screen.getByRole('radio', { name: '4 stars' }))
    await flush()
    await fillField('A few words about the answer (optional)', 'Kind and clear.')
    await press('Send review')
    const review = calls.find((c) => c.path === '/tarot/rest/consultations/c_1/review')!
    expect(review.data).toEqual({ rating: 4, text: 'Kind and clear.' })
    expect(toasts()).toContain('Thank you for your review')
    expect(screen.getByText('Reviewed')).toBeTruthy()
    expect(text()).toContain('Your review')
    expect(text()).toContain('★★★★☆')
    expect(text()).toContain('Kind and clear.')
    expect(screen.queryAllByPlaceholderText('A few words about the answer (optional)')).toHaveLength(0)
  })

  it('asks a visitor to sign in before ordering', async () => {
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    server()
    await openNew()
    expect(text()).toContain('Sign in to ask a reader')
  })
})
