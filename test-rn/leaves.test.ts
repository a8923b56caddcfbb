// The RN leaves, resolved as the RN build resolves them (x.rn.ts before x.ts), on Taro's RN APIs:
// the stores through the async storage leaf, the AI stream through the XHR leaf, paying through the
// native WeChat boundary.
import { standardServer } from './support/standard-server'

// require(): each "launch" loads the app's modules afresh.
const load = () => ({
  session: require('@/stores/session') as typeof import('@/stores/session'),
  preferences: require('@/stores/preferences') as typeof import('@/stores/preferences'),
  stream: require('@/lib/stream/ai-stream') as typeof import('@/lib/stream/ai-stream'),
  pay: require('@/lib/pay/request-pay') as typeof import('@/lib/pay/request-pay'),
  nativePay: require('@/lib/pay/native-wechat-pay') as typeof import('@/lib/pay/native-wechat-pay'),
})
const settle = () => new Promise((r) => setTimeout(r, 20))

beforeEach(() => {
  jest.resetModules()
  globalThis.__nativeStorage.clear()
})

test('the session and the language are kept in AsyncStorage and come back on the next launch', async () => {
  let app = load()
  app.session.useSession.getState().setLogin({ token: 'signed-in', userId: 'u1', agentId: '' }, Date.now())
  app.preferences.usePreferences.getState().setLanguage('en')
  await settle()
  expect(JSON.parse(JSON.parse(globalThis.__nativeStorage.get('user-info')!)).state.token).toBe('signed-in')

  jest.resetModules()
  app = load()
  // RN storage is asynchronous: the stores start empty and fill in once AsyncStorage answers.
  await settle()
  expect(app.session.useSession.getState()).toMatchObject({ token: 'signed-in', userId: 'u1' })
  expect(app.preferences.usePreferences.getState().language).toBe('en')
})

test('an interpretation arrives piece by piece through the XHR transport', async () => {
  const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
  standardServer().on('POST', '/tarot/rest/readings/r1/interpretation', () => ({
    status: 200,
    stream: [sse('meta', { engine: 'offline', stored: true }), sse('delta', { text: 'The Tower ' }), 'event: delta\ndata: {"text":"speaks of', ' change."}\n\n', sse('done', { length: 28 })],
  }))
  const { stream } = load()
  const seen: string[] = []
  const result = await stream.streamAi('/tarot/rest/readings/r1/interpretation', {}, { onText: (text) => seen.push(text) })
  expect(result).toMatchObject({ kind: 'done', text: 'The Tower speaks of change.', meta: { engine: 'offline' } })
  expect(seen).toEqual(['The Tower ', 'The Tower speaks of change.'])
})

test('a broken stream is reported as broken, with what had arrived', async () => {
  standardServer().on('POST', '/tarot/rest/readings/r1/interpretation', () => {
    throw new Error('connection reset')
  })
  const { stream } = load()
  const result = await stream.streamAi('/tarot/rest/readings/r1/interpretation', {})
  expect(result).toMatchObject({ kind: 'failed', broken: true })
})

const appParams = { channel: 'app', appId: 'wx-open-app', partnerId: '1900000109', prepayId: 'wx-prepay-1', packageValue: 'Sign=WXPay', nonceStr: 'n', timeStamp: '1700000000', sign: 's' } as const

test('without a native WeChat module, paying in the app is unavailable', async () => {
  const { pay } = load()
  await expect(pay.requestPay(appParams, 600)).resolves.toBe('unavailable')
})

test('with the native WeChat module registered, the app pays through it with the server’s parameters', async () => {
  const { pay, nativePay } = load()
  const sdk = jest.fn(async () => 'paid' as const)
  nativePay.registerNativeWechatPay(sdk)
  await expect(pay.requestPay(appParams, 600)).resolves.toBe('paid')
  expect(sdk).toHaveBeenCalledWith(appParams)
  sdk.mockRejectedValueOnce(new Error('SDK crashed'))
  await expect(pay.requestPay(appParams, 600)).resolves.toBe('failed')
  // A mini-program order cannot be paid in the app.
  await expect(pay.requestPay({ ...appParams, channel: 'mini' } as never, 600)).resolves.toBe('unavailable')
})

test("the res warm-up's next request waits while a touch or an animation holds an interaction, and goes once it ends", async () => {
  // require(): the leaf as the RN build resolves it.
  const { whenQuiet } = require('@/lib/content/warm-conditions') as typeof import('@/lib/content/warm-conditions.rn')
  const { InteractionManager } = require('react-native') as typeof import('react-native')
  const handle = InteractionManager.createInteractionHandle()
  let quiet = false
  void whenQuiet().then(() => (quiet = true))
  await settle()
  expect(quiet).toBe(false)
  InteractionManager.clearInteractionHandle(handle)
  await settle()
  expect(quiet).toBe(true)
})

test('a crisis hotline calls through the dialer (tel: without its spaces), and a device that cannot call copies the number', async () => {
  // require(): the leaf as the RN build resolves it.
  const { placeCall } = require('@/lib/platform/call') as typeof import('@/lib/platform/call.rn')
  const { Linking } = require('react-native') as typeof import('react-native')
  const clipboard = (require('@react-native-clipboard/clipboard') as { default: { setString: jest.Mock } }).default
  const canOpen = jest.spyOn(Linking, 'canOpenURL').mockResolvedValue(true)
  const open = jest.spyOn(Linking, 'openURL').mockResolvedValue(true)
  await expect(placeCall('116 123')).resolves.toBe('called')
  expect(open).toHaveBeenCalledWith('tel:116123')
  canOpen.mockResolvedValue(false)
  open.mockClear()
  await expect(placeCall('2389 2222')).resolves.toBe('copied')
  expect(open).not.toHaveBeenCalled()
  expect(clipboard.setString).toHaveBeenCalledWith('23892222')
})
