// The reading journey on React Native's own renderer, through Taro's RN runtime and router: a question
// from home → the check → the draw → the interpretation streamed through the XHR leaf → a follow-up →
// history; then the app is closed and launched again, and the session, the language and the reading in
// progress come back from AsyncStorage (the storage leaf). Only native modules are stood in for (setup.js);
// the server is the stand-in of support/journey-server.ts.
import '@testing-library/react-native/dont-cleanup-after-each'
import { act, render, screen } from '@testing-library/react-native'
import Taro from '@tarojs/taro'
import { createTestApp } from './support/app'
import { USER_TOKEN, answerPieces, interpretationPieces, journeyServer } from './support/journey-server'
import { press, tap } from './support/touch'

// require(): the app's texts and stores, as the app loads them.
const texts = {
  common: require('../src/locales/en/common.json'),
  ask: require('../src/locales/en/ask.json'),
  draw: require('../src/locales/en/draw.json'),
  reading: require('../src/locales/en/reading.json'),
  chat: require('../src/locales/en/chat.json'),
}

const QUESTION = 'Where should I put my energy over the next three months?'
const FOLLOW_UP = 'What is the second card telling me?'
const WAIT = { timeout: 30_000 }
const settle = (ms = 50) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))

type Stores = {
  session: typeof import('@/stores/session')
  preferences: typeof import('@/stores/preferences')
  askFlow: typeof import('@/stores/ask-flow')
}
// require(): the stores of the app as currently loaded.
const stores = (): Stores => ({ session: require('@/stores/session'), preferences: require('@/stores/preferences'), askFlow: require('@/stores/ask-flow') })

beforeAll(() => {
  globalThis.__nativeStorage.clear()
  createTestApp()
}, 900_000)

test('ask → check → draw → streamed reading → follow-up → history, and all of it back on the next launch', async () => {
  const server = journeyServer('en')
  // A person who signed in earlier and chose English on the About page.
  const { session, preferences, askFlow } = stores()
  await settle()
  session.useSession.getState().setLogin({ token: USER_TOKEN, userId: 'u1', agentId: '' }, Date.now())
  preferences.usePreferences.getState().setLanguage('en')

  const App = createTestApp()
  render(<App initPath="/pages/index/index" />)
  await screen.findAllByText(texts.common.titles.home, {}, WAIT)

  // Home: the question, then "Start a reading".
  await act(async () => {
    screen.getByPlaceholderText(texts.common.frames.homeAskPlaceholder).props.onChangeText(QUESTION)
  })
  await press(screen.getByText(texts.common.frames.homeStart))
  // The ask page, the question carried over; "Draw cards" sends it to the server's check.
  expect(await screen.findByDisplayValue(QUESTION, {}, WAIT)).toBeTruthy()
  await press(screen.getByText(texts.ask.actions.draw))
  await screen.findAllByText(texts.common.titles.draw, {}, WAIT)
  expect(server.requests.find((r) => r.path === '/tarot/rest/question/check')?.body).toMatchObject({ question: QUESTION })

  // The draw: the deck shuffles, the fan opens; three cards picked by tapping their strips.
  // The strips carry their label as `ariaLabel`, which reaches React Native's View as it is: found by that prop, on the host view.
  const strip = (n: number) => screen.UNSAFE_getAllByProps({ ariaLabel: texts.draw.draw.card.replace('{{number}}', String(n)) }).find((e) => typeof e.type === 'string')!
  await screen.findByText(texts.draw.draw.pickHint, {}, WAIT)
  for (const n of [8, 34, 62]) await tap(strip(n))
  // The server reveals the cards the sealed seed and the picks give; they turn, then the reading can be saved and read.
  await press(await screen.findByText(texts.draw.save.saveAndRead, {}, WAIT))

  // The reading: its price, then the interpretation streamed through the XHR leaf, shown at a reading pace.
  await screen.findAllByText(texts.common.titles.read, {}, WAIT)
  const reading = [...server.readings.values()][0]!
  expect(reading).toMatchObject({ status: 'saved', question: QUESTION, picks: [7, 33, 61] })
  await press(await screen.findByText(texts.reading.ai.start, {}, WAIT))
  expect(await screen.findByText(texts.reading.ai.author.offline, {}, WAIT)).toBeTruthy()
  await press(await screen.findByText(texts.reading.ai.showAll, {}, WAIT))
  const whole = interpretationPieces('en').join('')
  expect(await screen.findByText(whole.trim(), { exact: false }, WAIT)).toBeTruthy()

  // A follow-up on the chat page, answered through the same leaf.
  await press(await screen.findByText(texts.reading.ai.followUp, {}, WAIT))
  await screen.findAllByText(texts.common.titles.chat, {}, WAIT)
  await act(async () => {
    screen.getByPlaceholderText(texts.chat.placeholder).props.onChangeText(FOLLOW_UP)
  })
  await press(screen.getByText(texts.chat.send))
  expect(await screen.findByText(FOLLOW_UP, {}, WAIT)).toBeTruthy()
  expect(await screen.findByText(answerPieces('en').join(''), { exact: false }, WAIT)).toBeTruthy()

  // History (the tab bar belongs to the tab pages; from the chat the app switches tab): the reading is there.
  await act(async () => {
    await Taro.switchTab({ url: '/pages/index/history' })
  })
  expect(await screen.findByText(QUESTION, {}, WAIT)).toBeTruthy()
  expect(askFlow.useAskFlow.getState().readingId).toBe(reading.id)

  // The app is closed (Back out of it on Android)…
  screen.unmount()
  await settle(200)
  // …and launched again: a fresh copy of every module, only AsyncStorage's "disk" and the server kept.
  jest.resetModules()
  // require(): the second launch loads everything afresh.
  const again = require('@testing-library/react-native') as typeof import('@testing-library/react-native')
  const Relaunched = (require('./support/app') as typeof import('./support/app')).createTestApp()
  const fresh = stores()
  again.render(<Relaunched initPath="/pages/index/index" />)
  // English, signed in, the reading in progress kept: all read back from AsyncStorage.
  await again.screen.findAllByText(texts.common.titles.home, {}, WAIT)
  expect(fresh.session.useSession.getState()).toMatchObject({ token: USER_TOKEN, userId: 'u1' })
  expect(fresh.preferences.usePreferences.getState().language).toBe('en')
  expect(fresh.askFlow.useAskFlow.getState()).toMatchObject({ readingId: reading.id, question: QUESTION })
  await again.act(async () => {
    again.fireEvent.press(again.screen.getByLabelText(`${texts.common.tabs.history}, tab, 4 of 4`))
  })
  expect(await again.screen.findByText(QUESTION, {}, WAIT)).toBeTruthy()
  // The history request went with the user's token from storage.
  expect(server.requests.filter((r) => r.path === '/tarot/rest/readings').at(-1)?.headers['tarot-token']).toBe(USER_TOKEN)
  again.screen.unmount()
}, 600_000)
