import { screen, within } from '@testing-library/dom'
import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { QuotaData } from '@tarot/contracts/account'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import type { questionEndpoints } from '@tarot/contracts/endpoints/question'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { questionPaths } from '@tarot/contracts/paths/question'
import type { QuestionCheckData } from '@tarot/contracts/question'
import AdAskPage from '@/pages/ai/ad_ask'
import ProAskPage from '@/pages/ai/pro_ask'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useAskFlow } from '@/stores/ask-flow'
import { useSession } from '@/stores/session'
import { type Reply, type StubServer, stubServer } from './support/stub-server'

initI18n('en')

const QUOTA: QuotaData = { vip: true, energy: 25, freeLeft: 2, freeLimit: 3, proReadingCost: 10, chatFreePerReading: 1, chatCost: 2, writer: 'offline' }
const QUESTION = 'What should I focus on at work this month?'
const ok = (() => Promise.resolve({ errMsg: 'ok' })) as never

/** The ask pages on H5 (Taro's components in jsdom) against a stand-in server, with Taro's navigation mocked. */
describe('ask pages', () => {
  let testUtils: TestUtils
  let server: StubServer
  let navigate: jest.SpyInstance
  let redirect: jest.SpyInstance
  let toast: jest.SpyInstance

  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const text = () => document.body.textContent ?? ''
  /** Taps what shows this text (Taro's H5 buttons have no role; a tap on the label reaches the control). */
  const tap = async (label: string | RegExp) => {
    testUtils.fireEvent.click(screen.getByText(label))
    await flush()
  }
  const chooseSpread = async (name: string) => {
    testUtils.fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${name}`) }))
    await flush()
  }
  /** The name of the spread option checked in the chooser. */
  const checkedSpread = () => within(screen.getByRole('radio', { checked: true })).getAllByText(/\D/)[0]!.textContent
  /** The spread above the question: its name beside its number of cards. */
  const spreadShown = () => screen.getByText(/^\d+ cards?$/).parentElement!.textContent
  const textarea = () => screen.getByRole('textbox') as HTMLTextAreaElement
  const type = async (value: string) => {
    const box = textarea()
    box.value = value
    testUtils.fireEvent.input(box)
    await flush()
  }
  const verdict = (data: Partial<QuestionCheckData> & Pick<QuestionCheckData, 'verdict'>): QuestionCheckData => ({ message: null, ...data })
  /** The server's answers to the question check, one per check in turn; the last one answers any further checks. */
  const answerChecks = (...replies: Array<QuestionCheckData | Reply<QuestionCheckData>>) => {
    let n = 0
    server.handle<typeof questionEndpoints>(questionPaths, {
      check: () => {
        const reply = replies[Math.min(n, replies.length - 1)]!
        n += 1
        return 'verdict' in reply ? { data: reply } : reply
      },
    })
  }
  const answerQuota = (...replies: Array<Reply<QuotaData>>) => {
    let n = 0
    server.handle<typeof energyEndpoints>(energyPaths, { quota: () => replies[Math.min((n += 1) - 1, replies.length - 1)]! })
  }
  /** What the app sent to the question check, call by call. */
  const checksSent = () => server.callsTo(questionPaths.check).map((call) => call.data)

  async function open(page: typeof AdAskPage, path: string, params: Record<string, string> = {}) {
    Current.router = { params, path } as never
    await testUtils.mount(page)
    await flush()
    // The question box is there once the access check let the page show.
    for (let i = 0; i < 20 && !screen.queryByRole('textbox'); i += 1) await flush()
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    server = stubServer().handle<typeof energyEndpoints>(energyPaths, { quota: () => ({ data: QUOTA }) })
    await setAppLanguage('en')
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    useAskFlow.getState().reset()
    navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation(ok)
    redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    toast = jest.spyOn(Taro, 'showToast').mockImplementation(ok)
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('prefills the question from the address, shows the free spread fitted to it, the limit and the free readings left', async () => {
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    expect(textarea().value).toBe(QUESTION)
    // A month's question: not the spread read for today's choice.
    expect(spreadShown()).toBe('Energy Pointer3 cards')
    expect(checkedSpread()).toBe('Energy Pointer')
    expect(screen.getByText('Picked for the time your question names (this month); you can choose another.')).toBeTruthy()
    expect(text()).toContain('Describe your question within 150 characters')
    expect(screen.getByText(`${QUESTION.length}/150`)).toBeTruthy()
    expect(screen.getByText('2 of 3 free readings left today')).toBeTruthy()
    expect(screen.getAllByRole('radio')).toHaveLength(5)
  })

  it('counts the free readings in the singular when the day allows one, and in Chinese without plural forms', async () => {
    const shows = async (freeLeft: number, freeLimit: number, line: RegExp) => {
      answerQuota({ data: { ...QUOTA, freeLeft, freeLimit } })
      testUtils.unmout()
      testUtils = new TestUtils()
      await open(AdAskPage, '/pages/ai/ad_ask')
      return screen.getByText(line).textContent
    }
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(await shows(1, 1, /free reading/)).toBe('1 of 1 free reading left today')
    expect(await shows(1, 3, /free reading/)).toBe('1 of 3 free readings left today')
    await setAppLanguage('zh-Hans')
    expect(await shows(1, 1, /今日免费解读/)).toBe('今日免费解读还剩 1 次（共 1 次）')
    await setAppLanguage('zh-Hant')
    expect(await shows(1, 1, /今日免費解讀/)).toBe('今日免費解讀還剩 1 次（共 1 次）')
  })

  it('keeps a typed question across a reload until it goes on to the cards or is cleared', async () => {
    answerChecks(verdict({ verdict: 'ok' }))
    await open(AdAskPage, '/pages/ai/ad_ask')
    await type('Will my studio find its audience?')
    await chooseSpread('Weekly Events')
    testUtils.unmout()
    // The page opened again the same way (a reload) shows the question and spread as they were.
    testUtils = new TestUtils()
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(textarea().value).toBe('Will my studio find its audience?')
    expect(spreadShown()).toBe('Weekly Events7 cards')
    // Opened with another question (from the home page), that question wins.
    testUtils.unmout()
    testUtils = new TestUtils()
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    expect(textarea().value).toBe(QUESTION)
    testUtils.unmout()
    // Cleared by the user: nothing comes back.
    testUtils = new TestUtils()
    await open(AdAskPage, '/pages/ai/ad_ask')
    await type('')
    testUtils.unmout()
    testUtils = new TestUtils()
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(textarea().value).toBe('')
    // Gone on to the cards: the draft is spent.
    await type('Will my studio find its audience?')
    await tap('Draw cards')
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
    expect(useAskFlow.getState().draft).toBeNull()
  })

  it('lets the spread follow the question while the person has not chosen one, and keeps the one they chose', async () => {
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(spreadShown()).toBe('Choice and Consequence3 cards')
    await type('Where should I put my energy over the next three months?')
    expect(checkedSpread()).toBe('Energy Pointer')
    expect(screen.getByText(/^Picked for the time your question names/).textContent).toContain('(over the next three months)')
    await type('What should I keep in mind this week?')
    expect(checkedSpread()).toBe('Weekly Events')
    // Chosen by the person: it stays, and nothing claims it was fitted.
    await chooseSpread('One Card Spread')
    await type('Where should I put my energy over the next three months?')
    expect(checkedSpread()).toBe('One Card Spread')
    expect(screen.queryByText(/^Picked for the time your question names/)).toBeNull()
  })

  it('keeps a spread a link asked for, whatever time the question names', async () => {
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION, spread: 'one' })
    expect(spreadShown()).toBe('One Card Spread1 card')
    expect(screen.queryByText(/^Picked for the time your question names/)).toBeNull()
  })

  it('offers no way back to a sealed draw with no card picked yet', async () => {
    useAskFlow.setState({ question: 'Where is my career heading?', spreadId: 'cnc', mode: 'draw', readingId: 'r8', opened: false, picked: 0 })
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(screen.queryByText('Your cards are waiting')).toBeNull()
    expect(screen.queryByText('Continue this reading')).toBeNull()
    expect(text()).not.toContain('waiting')
  })

  it('offers to go back to a draw begun and not read yet, and not once it was read', async () => {
    useAskFlow.setState({ question: 'Where is my career heading?', spreadId: 'cnc', mode: 'draw', readingId: 'r9', opened: false, picked: 1 })
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(screen.getByText('Your cards are waiting')).toBeTruthy()
    expect(screen.getByText('Where is my career heading?')).toBeTruthy()
    await tap('Continue this reading')
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
    testUtils.unmout()
    useAskFlow.setState({ opened: true })
    testUtils = new TestUtils()
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(screen.queryByText('Your cards are waiting')).toBeNull()
    expect(screen.queryByText('Continue this reading')).toBeNull()
  })

  it('counts as the user types and refuses an empty or too long question before calling the server', async () => {
    await open(AdAskPage, '/pages/ai/ad_ask')
    await tap('Draw cards')
    expect(screen.getByText('Please enter your question')).toBeTruthy()
    await type('Will it?')
    expect(screen.getByText('8/150')).toBeTruthy()
    await tap('Enter my own cards')
    expect(screen.getByText('The question is too short')).toBeTruthy()
    // Warned before the limit, with what is left; past it, with how much to cut; never cut by the box.
    await type(`${'Will the long road ahead be kind to me '.repeat(3)}and to the ones I love?`)
    expect(screen.getByText('10 characters left')).toBeTruthy()
    // The count's colour is the warning itself: its modifier class is what is asserted.
    expect(screen.getByText('140/150').className).toContain('question-counter__count--near')
    await type(`${'Will the long road ahead be kind to me '.repeat(4)}?`)
    expect(textarea().value).toHaveLength(157)
    expect(screen.getByText('157/150').className).toContain('question-counter__count--over')
    expect(screen.getByText('7 characters over: shorten it to 150')).toBeTruthy()
    await tap('Draw cards')
    expect(screen.getByText('The question is too long')).toBeTruthy()
    expect(checksSent()).toHaveLength(0)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('checks an accepted question, keeps it with the chosen spread and goes on to draw or to enter cards', async () => {
    answerChecks(verdict({ verdict: 'ok' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await chooseSpread('Weekly Events')
    expect(spreadShown()).toBe('Weekly Events7 cards')
    await tap('Draw cards')
    expect(checksSent()).toEqual([{ question: QUESTION, spreadId: 'week' }])
    expect(useAskFlow.getState()).toMatchObject({ question: QUESTION, spreadId: 'week' })
    expect(useAskFlow.getState().checkedAt).toEqual(expect.any(Number))
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
    await tap('Enter my own cards')
    expect(navigate).toHaveBeenLastCalledWith({ url: '/pagesThird/third/input_cards' })
  })

  it('shows the server’s message under the box for an invalid question', async () => {
    answerChecks(verdict({ verdict: 'invalid', error: 'question.tooShort', message: 'The question is too short' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await tap('Draw cards')
    expect(screen.getByText('The question is too short')).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
  })

  it.each([
    ['not_a_question', 'That does not look like a question yet.', "Let's shape it into a question"],
    ['sensitive', 'This question touches a sensitive topic we cannot read on.', "We can't read on this topic"],
    ['unsuitable', 'Legal outcomes are for lawyers and courts, not for a reading.', 'This one is not for the cards'],
  ] as const)('explains a %s refusal with the server’s message, keeps the text and does not go on', async (kind, message, title) => {
    answerChecks(verdict({ verdict: kind, message }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await tap('Draw cards')
    expect(screen.getByRole('alert').textContent).toContain(message)
    expect(screen.getByRole('alert').textContent).toContain(title)
    expect(textarea().value).toBe(QUESTION)
    expect(navigate).not.toHaveBeenCalled()
    expect(useAskFlow.getState().question).toBe('')
  })

  it('answers a health question with a doctor’s word and no cards, and offers a question about looking after oneself, checked before it goes on', async () => {
    const message = 'Whether to start, stop or change a medication is not something tarot or AI can decide, and the cards should not.'
    const suggestion = 'How can I look after myself while I talk this over with my doctor?'
    answerChecks(verdict({ verdict: 'unsuitable', reason: 'medical', suggestion, message }), verdict({ verdict: 'ok' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: 'Should I stop taking my antidepressants?' })
    await tap('Draw cards')
    const answer = screen.getByRole('alert')
    expect(answer.textContent).toContain('Your health comes first')
    expect(answer.textContent).toContain(message)
    expect(within(answer).getByText(suggestion)).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
    await tap('Ask this instead')
    expect(checksSent()[1]).toEqual({ question: suggestion, spreadId: 'cnc' })
    expect(textarea().value).toBe(suggestion)
    expect(useAskFlow.getState().question).toBe(suggestion)
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
  })

  it('answers a crisis with support, offers no way to draw for that question, and lets the user write another', async () => {
    const message = 'It sounds like you are going through something very hard. You can reach: Taiwan 1925; Hong Kong 2389 2222.'
    answerChecks(verdict({ verdict: 'crisis', message }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: 'I want to die, what should I do?' })
    await tap('Draw cards')
    expect(screen.getByRole('alert').textContent).toContain("You don't have to carry this alone")
    expect(screen.getByRole('alert').textContent).toContain('Taiwan 1925')
    await tap('Draw cards')
    await tap('Enter my own cards')
    expect(checksSent()).toHaveLength(1)
    expect(navigate).not.toHaveBeenCalled()
    answerChecks(verdict({ verdict: 'ok' }))
    await type('How can I find someone to talk to this week?')
    await tap('Draw cards')
    expect(checksSent()).toHaveLength(2)
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
  })

  it('makes each number of a crisis answer a tap that calls it, dialled without the spaces that group it (the neutral leaf: Taro.makePhoneCall)', async () => {
    const message = 'It sounds like you are going through something very hard. You can reach:\n• Hong Kong: 2389 2222 (Samaritan Befrienders, 24 hours)\nIf you are in immediate danger, call 999.'
    answerChecks(verdict({ verdict: 'crisis', message }))
    const call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation(ok)
    await open(AdAskPage, '/pages/ai/ad_ask', { question: 'I want to die, what should I do?' })
    await tap('Draw cards')
    const answer = screen.getByRole('alert')
    // Each number is a control labelled with the call it places (a `tel:` link on H5, a tap elsewhere).
    const links = within(answer).getAllByLabelText(/^Call /)
    expect(links.map((link) => link.textContent)).toEqual(['2389 2222', '999'])
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Call 2389 2222', 'Call 999'])
    expect(answer.textContent).toContain('Hong Kong: 2389 2222 (Samaritan Befrienders, 24 hours)')
    testUtils.fireEvent.click(links[0]!)
    await flush()
    expect(call).toHaveBeenCalledWith({ phoneNumber: '23892222' })
  })

  it('offers a suggested spread of the same tier: use it and go on with it', async () => {
    answerChecks(verdict({ verdict: 'suggest_spread', spreadId: 'one', source: 'model', message: 'Good question. The One Card Spread may fit it better. Switch to that spread, or keep yours?' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await tap('Enter my own cards')
    expect(screen.getByText(/The One Card Spread may fit it better/)).toBeTruthy()
    expect(navigate).not.toHaveBeenCalled()
    await tap('Use One Card Spread')
    expect(useAskFlow.getState()).toMatchObject({ question: QUESTION, spreadId: 'one' })
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/input_cards' })
  })

  it('keeps the user’s spread when they choose to', async () => {
    answerChecks(verdict({ verdict: 'suggest_spread', spreadId: 'one', message: 'Switch to that spread, or keep yours?' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION, spread: 'cnc' })
    await tap('Draw cards')
    await tap('Keep Choice and Consequence')
    expect(useAskFlow.getState()).toMatchObject({ question: QUESTION, spreadId: 'cnc' })
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
  })

  it('takes a suggested advanced spread to the advanced ask page with the question', async () => {
    answerChecks(verdict({ verdict: 'suggest_spread', spreadId: 'celtic', message: 'The Celtic Cross may fit it better.' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await tap('Draw cards')
    await tap('Use Celtic Cross')
    expect(redirect).toHaveBeenCalledWith({ url: `/pages/ai/pro_ask?question=${encodeURIComponent(QUESTION)}&spread=celtic` })
    expect(navigate).not.toHaveBeenCalled()
  })

  it('offers a better question: use it (the box takes it) or keep mine', async () => {
    const suggestion = 'What can I do to make my work feel more meaningful this month?'
    answerChecks(verdict({ verdict: 'suggest_question', suggestion, message: 'Use the suggested question, or keep yours?' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await tap('Draw cards')
    expect(screen.getByText(suggestion)).toBeTruthy()
    expect(text()).toContain('Use the suggested question, or keep yours?')
    await tap('Use this question')
    expect(textarea().value).toBe(suggestion)
    expect(useAskFlow.getState().question).toBe(suggestion)
    expect(navigate).toHaveBeenCalledTimes(1)

    await type(QUESTION)
    await tap('Enter my own cards')
    await tap('Keep mine')
    expect(useAskFlow.getState().question).toBe(QUESTION)
    expect(navigate).toHaveBeenLastCalledWith({ url: '/pagesThird/third/input_cards' })
  })

  it('after too many refused attempts, says so, says when asking opens again and points to the article on asking', async () => {
    // 17:42 on the phone's clock, whatever its time zone.
    const retryAt = new Date(2026, 2, 1, 17, 42, 0, 1).toISOString()
    answerChecks(verdict({ verdict: 'too_many_attempts', article: 'art-of-asking', message: 'Too many error attempts. You can ask again in 26 minutes.', retryAt }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await tap('Draw cards')
    expect(screen.getByRole('alert').textContent).toContain('Too many error attempts')
    expect(screen.getByText(/^Asking opens again at/).textContent).toMatch(/17:42/)
    expect(navigate).not.toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
    testUtils.fireEvent.click(screen.getByRole('link', { name: /The Art of Asking/ }))
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/content/article?id=art-of-asking' })
  })

  it('says a time-out plainly, keeps the question, and Try again goes on once the server answers', async () => {
    answerChecks({ fail: 'timeout' }, verdict({ verdict: 'ok' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await tap('Draw cards')
    expect(screen.getByRole('alert').textContent).toContain('Your question is still here')
    expect(screen.getByRole('alert').textContent).toContain('The request timed out, please check your network and try again')
    expect(textarea().value).toBe(QUESTION)
    expect(navigate).not.toHaveBeenCalled()
    await tap('Try again')
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
  })

  it('says the server cannot be reached when a request gets no answer, and the buttons stay usable', async () => {
    answerChecks({ fail: 'net::ERR_CONNECTION_REFUSED' }, verdict({ verdict: 'ok' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await tap('Enter my own cards')
    expect(screen.getByRole('alert').textContent).toContain("The server can't be reached right now. Please try again in a moment.")
    expect(toast).not.toHaveBeenCalled()
    await tap('Enter my own cards')
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/input_cards' })
  })

  it('checks once however often the user taps, and says it is checking meanwhile', async () => {
    let answer: (reply: Reply<QuestionCheckData>) => void = () => undefined
    server.handle<typeof questionEndpoints>(questionPaths, { check: () => new Promise((resolve) => (answer = resolve)) })
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await tap('Draw cards')
    expect(screen.queryByText('Draw cards')).toBeNull()
    await tap('Checking your question…')
    await tap('Enter my own cards')
    expect(checksSent()).toHaveLength(1)
    answer({ data: verdict({ verdict: 'ok' }) })
    await flush()
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
    expect(screen.getByText('Draw cards')).toBeTruthy()
  })

  it('offers to try again when the free readings and energy cannot be fetched', async () => {
    answerQuota({ fail: 'net::ERR_CONNECTION_REFUSED' }, { data: QUOTA })
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    expect(screen.getByText('Could not check your free readings and energy.')).toBeTruthy()
    expect(screen.queryByText('2 of 3 free readings left today')).toBeNull()
    await tap('Try again')
    expect(screen.getByText('2 of 3 free readings left today')).toBeTruthy()
  })

  it('says when today’s free readings are used up, that they renew tomorrow and that advanced readings use energy', async () => {
    answerQuota({ data: { ...QUOTA, freeLeft: 0 } })
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    expect(screen.getByText('No free readings left today. They renew tomorrow.')).toBeTruthy()
    expect(screen.getByText('An advanced reading uses energy instead.')).toBeTruthy()
    await tap(/^Try an advanced spread/)
    expect(redirect).toHaveBeenCalledWith({ url: `/pages/ai/pro_ask?question=${encodeURIComponent(QUESTION)}` })
  })

  it('on pro_ask shows the Celtic Cross, the cost against the energy held, and offers the free spread instead', async () => {
    answerQuota({ data: { ...QUOTA, energy: 4 } })
    await open(ProAskPage, '/pages/ai/pro_ask', { question: QUESTION })
    expect(spreadShown()).toBe('Celtic Cross10 cards')
    expect(screen.queryAllByRole('radio')).toHaveLength(0)
    expect(screen.getByText('This reading costs 10 energy · you have 4')).toBeTruthy()
    expect(screen.getByText(/^Not enough energy for this reading\./)).toBeTruthy()
    await tap(/^Get energy/)
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/pay/energy?need=10' })
    await tap(/^Use the free basic spread instead/)
    expect(redirect).toHaveBeenCalledWith({ url: `/pages/ai/ad_ask?question=${encodeURIComponent(QUESTION)}` })
  })

  it('on pro_ask with enough energy says what it costs and who will write it, and checks with the advanced spread', async () => {
    answerChecks(verdict({ verdict: 'ok' }))
    await open(ProAskPage, '/pages/ai/pro_ask', { question: QUESTION, spread: 'tree' })
    expect(spreadShown()).toBe('Tree of Love6 cards')
    expect(screen.getByText('This reading costs 10 energy · you have 25')).toBeTruthy()
    expect(screen.getByText("The app's built-in reader will write this reading from the cards' meanings, without an AI model.")).toBeTruthy()
    expect(screen.queryByText(/^Not enough energy/)).toBeNull()
    await tap('Draw cards')
    expect(checksSent()).toEqual([{ question: QUESTION, spreadId: 'tree' }])
    expect(useAskFlow.getState().spreadId).toBe('tree')
  })

  it('sends a spread of the other tier to the right ask page, keeping the question', async () => {
    await open(ProAskPage, '/pages/ai/pro_ask', { question: QUESTION, spread: 'one' })
    expect(redirect).toHaveBeenCalledWith({ url: `/pages/ai/ad_ask?question=${encodeURIComponent(QUESTION)}&spread=one` })
    testUtils.unmout()
    testUtils = new TestUtils()
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION, spread: 'celtic' })
    expect(redirect).toHaveBeenLastCalledWith({ url: `/pages/ai/pro_ask?question=${encodeURIComponent(QUESTION)}&spread=celtic` })
  })
})
