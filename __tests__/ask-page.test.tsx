import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { QuotaData } from '@tarot/contracts/account'
import type { QuestionCheckData } from '@tarot/contracts/question'
import AdAskPage from '@/pages/ai/ad_ask'
import ProAskPage from '@/pages/ai/pro_ask'
import { checkQuestion, fetchQuota } from '@/lib/api/readings'
import { ApiError } from '@/lib/http/client'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useAskFlow } from '@/stores/ask-flow'
import { useSession } from '@/stores/session'

jest.mock('@/lib/api/readings', () => ({ checkQuestion: jest.fn(), fetchQuota: jest.fn() }))

initI18n('en')

const check = checkQuestion as jest.MockedFunction<typeof checkQuestion>
const quota = fetchQuota as jest.MockedFunction<typeof fetchQuota>

const QUOTA: QuotaData = { vip: true, energy: 25, freeLeft: 2, freeLimit: 3, proReadingCost: 10, chatFreePerReading: 1, chatCost: 2, writer: 'offline' }
const QUESTION = 'What should I focus on at work this month?'
const ok = (() => Promise.resolve({ errMsg: 'ok' })) as never

/** The ask pages on H5 (Taro's components in jsdom), with the reading calls and Taro's navigation mocked. */
describe('ask pages', () => {
  let testUtils: TestUtils
  let navigate: jest.SpyInstance
  let redirect: jest.SpyInstance
  let toast: jest.SpyInstance

  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const text = () => document.body.textContent ?? ''
  const el = (selector: string) => {
    const found = document.querySelector(selector)
    if (!found) throw new Error(`${selector} is not on the page`)
    return found as HTMLElement
  }
  const click = async (selector: string) => {
    testUtils.fireEvent.click(el(selector))
    await flush()
  }
  const textarea = () => el('.ask__input textarea') as HTMLTextAreaElement
  const type = async (value: string) => {
    const box = textarea()
    box.value = value
    testUtils.fireEvent.input(box)
    await flush()
  }
  const verdict = (data: Partial<QuestionCheckData> & Pick<QuestionCheckData, 'verdict'>): QuestionCheckData => ({ message: null, ...data })

  async function open(page: typeof AdAskPage, path: string, params: Record<string, string> = {}) {
    Current.router = { params, path } as never
    await testUtils.mount(page)
    await flush()
    // The question box is there once the access check let the page show.
    for (let i = 0; i < 20 && !document.querySelector('.ask__input textarea') && !document.querySelector('.ask__status'); i += 1) await flush()
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    check.mockReset()
    quota.mockReset().mockResolvedValue(QUOTA)
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
    expect(el('.ask__spread-name').textContent).toBe('Energy Pointer')
    expect(el('.ask__spread-count').textContent).toBe('3 cards')
    expect(el('.ask__chooser-fitted').textContent).toBe('Picked for the time your question names (this month); you can choose another.')
    expect(text()).toContain('Describe your question within 150 characters')
    expect(el('.question-counter__count').textContent).toBe(`${QUESTION.length}/150`)
    expect(el('.ask__quota').textContent).toContain('2 of 3 free readings left today')
    expect(document.querySelectorAll('.ask__spread-option')).toHaveLength(5)
  })

  it('counts the free readings in the singular when the day allows one, and in Chinese without plural forms', async () => {
    const shows = async (freeLeft: number, freeLimit: number) => {
      quota.mockResolvedValue({ ...QUOTA, freeLeft, freeLimit })
      testUtils.unmout()
      testUtils = new TestUtils()
      await open(AdAskPage, '/pages/ai/ad_ask')
      return el('.ask__quota').textContent
    }
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(await shows(1, 1)).toBe('1 of 1 free reading left today')
    expect(await shows(1, 3)).toBe('1 of 3 free readings left today')
    await setAppLanguage('zh-Hans')
    expect(await shows(1, 1)).toBe('今日免费解读还剩 1 次（共 1 次）')
    await setAppLanguage('zh-Hant')
    expect(await shows(1, 1)).toBe('今日免費解讀還剩 1 次（共 1 次）')
  })

  it('keeps a typed question across a reload until it goes on to the cards or is cleared', async () => {
    check.mockResolvedValue(verdict({ verdict: 'ok' }))
    await open(AdAskPage, '/pages/ai/ad_ask')
    await type('Will my studio find its audience?')
    await click('.ask__spread-option[data-spread="week"]')
    testUtils.unmout()
    // The page opened again the same way (a reload) shows the question and spread as they were.
    testUtils = new TestUtils()
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(textarea().value).toBe('Will my studio find its audience?')
    expect(el('.ask__spread-name').textContent).toBe('Weekly Events')
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
    await click('.ask__draw')
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
    expect(useAskFlow.getState().draft).toBeNull()
  })

  it('lets the spread follow the question while the person has not chosen one, and keeps the one they chose', async () => {
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(el('.ask__spread-name').textContent).toBe('Choice and Consequence')
    await type('Where should I put my energy over the next three months?')
    expect(el('.ask__spread-option--active').getAttribute('data-spread')).toBe('energy')
    expect(el('.ask__chooser-fitted').textContent).toContain('(over the next three months)')
    await type('What should I keep in mind this week?')
    expect(el('.ask__spread-option--active').getAttribute('data-spread')).toBe('week')
    // Chosen by the person: it stays, and nothing claims it was fitted.
    await click('.ask__spread-option[data-spread="one"]')
    await type('Where should I put my energy over the next three months?')
    expect(el('.ask__spread-option--active').getAttribute('data-spread')).toBe('one')
    expect(document.querySelector('.ask__chooser-fitted')).toBeNull()
  })

  it('keeps a spread a link asked for, whatever time the question names', async () => {
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION, spread: 'one' })
    expect(el('.ask__spread-name').textContent).toBe('One Card Spread')
    expect(document.querySelector('.ask__chooser-fitted')).toBeNull()
  })

  it('offers no way back to a sealed draw with no card picked yet', async () => {
    useAskFlow.setState({ question: 'Where is my career heading?', spreadId: 'cnc', mode: 'draw', readingId: 'r8', opened: false, picked: 0 })
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(document.querySelector('.ask__pending')).toBeNull()
    expect(text()).not.toContain('waiting')
  })

  it('offers to go back to a draw begun and not read yet, and not once it was read', async () => {
    useAskFlow.setState({ question: 'Where is my career heading?', spreadId: 'cnc', mode: 'draw', readingId: 'r9', opened: false, picked: 1 })
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(el('.ask__pending').textContent).toContain('Where is my career heading?')
    await click('.ask__pending-continue')
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
    testUtils.unmout()
    useAskFlow.setState({ opened: true })
    testUtils = new TestUtils()
    await open(AdAskPage, '/pages/ai/ad_ask')
    expect(document.querySelector('.ask__pending')).toBeNull()
  })

  it('counts as the user types and refuses an empty or too long question before calling the server', async () => {
    await open(AdAskPage, '/pages/ai/ad_ask')
    await click('.ask__draw')
    expect(el('.ask__error').textContent).toBe('Please enter your question')
    await type('Will it?')
    expect(el('.question-counter__count').textContent).toBe('8/150')
    await click('.ask__enter')
    expect(el('.ask__error').textContent).toBe('The question is too short')
    // Warned before the limit, with what is left; past it, with how much to cut; never cut by the box.
    await type(`${'Will the long road ahead be kind to me '.repeat(3)}and to the ones I love?`)
    expect(el('.question-counter__count').textContent).toBe('140/150')
    expect(el('.question-counter__note').textContent).toBe('10 characters left')
    expect(el('.question-counter__count').className).toContain('question-counter__count--near')
    await type(`${'Will the long road ahead be kind to me '.repeat(4)}?`)
    expect(textarea().value).toHaveLength(157)
    expect(el('.question-counter__count').className).toContain('question-counter__count--over')
    expect(el('.question-counter__note').textContent).toBe('7 characters over: shorten it to 150')
    await click('.ask__draw')
    expect(el('.ask__error').textContent).toBe('The question is too long')
    expect(check).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('checks an accepted question, keeps it with the chosen spread and goes on to draw or to enter cards', async () => {
    check.mockResolvedValue(verdict({ verdict: 'ok' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await click('.ask__spread-option[data-spread="week"]')
    expect(el('.ask__spread-name').textContent).toBe('Weekly Events')
    await click('.ask__draw')
    expect(check).toHaveBeenCalledWith(QUESTION, 'week')
    expect(useAskFlow.getState()).toMatchObject({ question: QUESTION, spreadId: 'week' })
    expect(useAskFlow.getState().checkedAt).toEqual(expect.any(Number))
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
    await click('.ask__enter')
    expect(navigate).toHaveBeenLastCalledWith({ url: '/pagesThird/third/input_cards' })
  })

  it('shows the server’s message under the box for an invalid question', async () => {
    check.mockResolvedValue(verdict({ verdict: 'invalid', error: 'question.tooShort', message: 'The question is too short' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await click('.ask__draw')
    expect(el('.ask__error').textContent).toBe('The question is too short')
    expect(navigate).not.toHaveBeenCalled()
  })

  it.each([
    ['not_a_question', 'That does not look like a question yet.', "Let's shape it into a question"],
    ['sensitive', 'This question touches a sensitive topic we cannot read on.', "We can't read on this topic"],
    ['unsuitable', 'Legal outcomes are for lawyers and courts, not for a reading.', 'This one is not for the cards'],
  ] as const)('explains a %s refusal with the server’s message, keeps the text and does not go on', async (kind, message, title) => {
    check.mockResolvedValue(verdict({ verdict: kind, message }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await click('.ask__draw')
    expect(el('.ask__verdict').textContent).toContain(message)
    expect(el('.ask__verdict').textContent).toContain(title)
    expect(textarea().value).toBe(QUESTION)
    expect(navigate).not.toHaveBeenCalled()
    expect(useAskFlow.getState().question).toBe('')
  })

  it('answers a health question with a doctor’s word and no cards, and offers a question about looking after oneself, checked before it goes on', async () => {
    const message = 'Whether to start, stop or change a medication is not something tarot or AI can decide, and the cards should not.'
    const suggestion = 'How can I look after myself while I talk this over with my doctor?'
    check.mockResolvedValueOnce(verdict({ verdict: 'unsuitable', reason: 'medical', suggestion, message }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: 'Should I stop taking my antidepressants?' })
    await click('.ask__draw')
    expect(el('.ask__verdict').textContent).toContain('Your health comes first')
    expect(el('.ask__verdict').textContent).toContain(message)
    expect(el('.ask__suggestion').textContent).toBe(suggestion)
    expect(navigate).not.toHaveBeenCalled()
    check.mockResolvedValueOnce(verdict({ verdict: 'ok' }))
    await click('.ask__health-reframe')
    expect(check).toHaveBeenLastCalledWith(suggestion, 'cnc')
    expect(textarea().value).toBe(suggestion)
    expect(useAskFlow.getState().question).toBe(suggestion)
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
  })

  it('answers a crisis with support, offers no way to draw for that question, and lets the user write another', async () => {
    const message = 'It sounds like you are going through something very hard. You can reach: Taiwan 1925; Hong Kong 2389 2222.'
    check.mockResolvedValue(verdict({ verdict: 'crisis', message }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: 'I want to die, what should I do?' })
    await click('.ask__draw')
    expect(el('.ask__verdict--crisis').textContent).toContain('Taiwan 1925')
    await click('.ask__draw')
    await click('.ask__enter')
    expect(check).toHaveBeenCalledTimes(1)
    expect(navigate).not.toHaveBeenCalled()
    check.mockResolvedValue(verdict({ verdict: 'ok' }))
    await type('How can I find someone to talk to this week?')
    await click('.ask__draw')
    expect(check).toHaveBeenCalledTimes(2)
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
  })

  it('makes each number of a crisis answer a tap that calls it, dialled without the spaces that group it (the neutral leaf: Taro.makePhoneCall)', async () => {
    const message = 'It sounds like you are going through something very hard. You can reach:\n• Hong Kong: 2389 2222 (Samaritan Befrienders, 24 hours)\nIf you are in immediate danger, call 999.'
    check.mockResolvedValue(verdict({ verdict: 'crisis', message }))
    const call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation(ok)
    await open(AdAskPage, '/pages/ai/ad_ask', { question: 'I want to die, what should I do?' })
    await click('.ask__draw')
    const links = Array.from(document.querySelectorAll('.ask__verdict--crisis .phone-link')) as HTMLElement[]
    expect(links.map((link) => link.textContent)).toEqual(['2389 2222', '999'])
    expect(el('.ask__verdict--crisis').textContent).toContain('Hong Kong: 2389 2222 (Samaritan Befrienders, 24 hours)')
    testUtils.fireEvent.click(links[0]!)
    await flush()
    expect(call).toHaveBeenCalledWith({ phoneNumber: '23892222' })
  })

  it('offers a suggested spread of the same tier: use it and go on with it', async () => {
    check.mockResolvedValue(
      verdict({ verdict: 'suggest_spread', spreadId: 'one', source: 'model', message: 'Good question. The One Card Spread may fit it better. Switch to that spread, or keep yours?' }),
    )
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await click('.ask__enter')
    expect(el('.ask__verdict').textContent).toContain('The One Card Spread may fit it better')
    expect(navigate).not.toHaveBeenCalled()
    expect(el('.ask__suggest-use').textContent).toBe('Use One Card Spread')
    await click('.ask__suggest-use')
    expect(useAskFlow.getState()).toMatchObject({ question: QUESTION, spreadId: 'one' })
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/input_cards' })
  })

  it('keeps the user’s spread when they choose to', async () => {
    check.mockResolvedValue(verdict({ verdict: 'suggest_spread', spreadId: 'one', message: 'Switch to that spread, or keep yours?' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION, spread: 'cnc' })
    await click('.ask__draw')
    expect(el('.ask__suggest-keep').textContent).toBe('Keep Choice and Consequence')
    await click('.ask__suggest-keep')
    expect(useAskFlow.getState()).toMatchObject({ question: QUESTION, spreadId: 'cnc' })
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
  })

  it('takes a suggested advanced spread to the advanced ask page with the question', async () => {
    check.mockResolvedValue(verdict({ verdict: 'suggest_spread', spreadId: 'celtic', message: 'The Celtic Cross may fit it better.' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await click('.ask__draw')
    await click('.ask__suggest-use')
    expect(redirect).toHaveBeenCalledWith({ url: `/pages/ai/pro_ask?question=${encodeURIComponent(QUESTION)}&spread=celtic` })
    expect(navigate).not.toHaveBeenCalled()
  })

  it('offers a better question: use it (the box takes it) or keep mine', async () => {
    const suggestion = 'What can I do to make my work feel more meaningful this month?'
    check.mockResolvedValue(verdict({ verdict: 'suggest_question', suggestion, message: 'Use the suggested question, or keep yours?' }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await click('.ask__draw')
    expect(el('.ask__suggestion').textContent).toBe(suggestion)
    expect(text()).toContain('Use the suggested question, or keep yours?')
    await click('.ask__suggest-use')
    expect(textarea().value).toBe(suggestion)
    expect(useAskFlow.getState().question).toBe(suggestion)
    expect(navigate).toHaveBeenCalledTimes(1)

    await type(QUESTION)
    await click('.ask__enter')
    await click('.ask__suggest-keep')
    expect(useAskFlow.getState().question).toBe(QUESTION)
    expect(navigate).toHaveBeenLastCalledWith({ url: '/pagesThird/third/input_cards' })
  })

  it('after too many refused attempts, says so, says when asking opens again and points to the article on asking', async () => {
    // 17:42 on the phone's clock, whatever its time zone.
    const retryAt = new Date(2026, 2, 1, 17, 42, 0, 1).toISOString()
    check.mockResolvedValue(verdict({ verdict: 'too_many_attempts', article: 'art-of-asking', message: 'Too many error attempts. You can ask again in 26 minutes.', retryAt }))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await click('.ask__draw')
    expect(el('.ask__verdict').textContent).toContain('Too many error attempts')
    expect(el('.ask__retry-at').textContent).toMatch(/17:42/)
    expect(navigate).not.toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
    await click('.ask__article')
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/content/article?id=art-of-asking' })
  })

  it('says a time-out plainly, keeps the question, and Try again goes on once the server answers', async () => {
    check.mockRejectedValueOnce(new ApiError('The request timed out, please check your network and try again', 'network', 5))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await click('.ask__draw')
    expect(el('.ask__verdict--unreachable').textContent).toContain('The request timed out, please check your network and try again')
    expect(textarea().value).toBe(QUESTION)
    expect(navigate).not.toHaveBeenCalled()
    check.mockResolvedValue(verdict({ verdict: 'ok' }))
    await click('.ask__retry')
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
  })

  it('says the server cannot be reached when a request gets no answer, and the buttons stay usable', async () => {
    check.mockRejectedValueOnce(new ApiError('Failed to fetch data, please try again later', 'network'))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await click('.ask__enter')
    expect(el('.ask__verdict--unreachable').textContent).toContain("The server can't be reached right now. Please try again in a moment.")
    expect(toast).not.toHaveBeenCalled()
    check.mockResolvedValue(verdict({ verdict: 'ok' }))
    await click('.ask__enter')
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/input_cards' })
  })

  it('checks once however often the user taps, and says it is checking meanwhile', async () => {
    let answer: (data: QuestionCheckData) => void = () => undefined
    check.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    await click('.ask__draw')
    expect(el('.ask__draw').textContent).toBe('Checking your question…')
    await click('.ask__draw')
    await click('.ask__enter')
    expect(check).toHaveBeenCalledTimes(1)
    answer(verdict({ verdict: 'ok' }))
    await flush()
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesThird/third/draw_cards' })
    expect(el('.ask__draw').textContent).toBe('Draw cards')
  })

  it('offers to try again when the free readings and energy cannot be fetched', async () => {
    quota.mockRejectedValueOnce(new ApiError('Failed to fetch data, please try again later', 'network'))
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    expect(el('.ask__quota').textContent).toContain('Could not check your free readings and energy.')
    await click('.ask__quota-retry')
    expect(el('.ask__quota').textContent).toContain('2 of 3 free readings left today')
  })

  it('says when today’s free readings are used up, that they renew tomorrow and that advanced readings use energy', async () => {
    quota.mockResolvedValue({ ...QUOTA, freeLeft: 0 })
    await open(AdAskPage, '/pages/ai/ad_ask', { question: QUESTION })
    expect(el('.ask__quota').textContent).toContain('No free readings left today. They renew tomorrow.')
    expect(el('.ask__quota').textContent).toContain('An advanced reading uses energy instead.')
    await click('.ask__try-pro')
    expect(redirect).toHaveBeenCalledWith({ url: `/pages/ai/pro_ask?question=${encodeURIComponent(QUESTION)}` })
  })

  it('on pro_ask shows the Celtic Cross, the cost against the energy held, and offers the free spread instead', async () => {
    quota.mockResolvedValue({ ...QUOTA, energy: 4 })
    await open(ProAskPage, '/pages/ai/pro_ask', { question: QUESTION })
    expect(el('.ask__spread-name').textContent).toBe('Celtic Cross')
    expect(el('.ask__spread-count').textContent).toBe('10 cards')
    expect(document.querySelector('.ask__spread-option')).toBeNull()
    expect(el('.ask__quota').textContent).toContain('This reading costs 10 energy · you have 4')
    expect(el('.ask__quota').textContent).toContain('Not enough energy for this reading.')
    await click('.ask__get-energy')
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/pay/energy?need=10' })
    await click('.ask__free-instead')
    expect(redirect).toHaveBeenCalledWith({ url: `/pages/ai/ad_ask?question=${encodeURIComponent(QUESTION)}` })
  })

  it('on pro_ask with enough energy says what it costs and who will write it, and checks with the advanced spread', async () => {
    check.mockResolvedValue(verdict({ verdict: 'ok' }))
    await open(ProAskPage, '/pages/ai/pro_ask', { question: QUESTION, spread: 'tree' })
    expect(el('.ask__spread-name').textContent).toBe('Tree of Love')
    expect(el('.ask__quota').textContent).toBe("This reading costs 10 energy · you have 25The app's built-in reader will write this reading from the cards' meanings, without an AI model.")
    await click('.ask__draw')
    expect(check).toHaveBeenCalledWith(QUESTION, 'tree')
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
