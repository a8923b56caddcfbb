import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import WechatPage from '@/pagesH5/pay/wechat'
import { useSession } from '@/stores/session'
import { answerDialogs } from './support/dialogs'

// This page ships only in the H5 build: use the H5 payment leaf, and say per test whether we are inside WeChat's browser.
let mockInWechat = false
jest.mock('@/lib/platform/environment', () => ({ ...jest.requireActual('@/lib/platform/environment'), isWechatBrowser: () => mockInWechat }))
jest.mock('@/lib/pay/request-pay', () => jest.requireActual('@/lib/pay/request-pay.h5'))

initI18n('en')

const order = (status: string, channel = 'jsapi') => ({
  id: 'o7',
  productId: 'energy_300',
  kind: 'energy',
  energy: 300,
  vipDays: 0,
  amountFen: 2800,
  status,
  channel,
  createdAt: '2026-11-25T08:00:00.000Z',
  expiresAt: '2026-11-25T08:15:00.000Z',
  paidAt: status === 'paid' ? '2026-11-25T08:01:00.000Z' : null,
})
const jsapi = { channel: 'jsapi', appId: 'wxapp', timeStamp: '1700000000', nonceStr: 'nonce', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' }
type Answer = { code: number; message?: string; data?: unknown }

function serve(routes: Record<string, Answer | Answer[]>) {
  const calls: { method: string; path: string; data: unknown }[] = []
  const used: Record<string, number> = {}
  jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string; method: string; data: unknown }) => {
    const path = new URL(options.url, 'http://x').pathname
    const key = `${options.method} ${path}`
    calls.push({ method: options.method, path, data: options.data })
    const route = routes[key]
    if (!route) return Promise.resolve({ statusCode: 404, data: { code: 404000, message: 'not found' } })
    const list = Array.isArray(route) ? route : [route]
    const answer = list[Math.min(used[key] ?? 0, list.length - 1)]!
    used[key] = (used[key] ?? 0) + 1
    return Promise.resolve({ statusCode: 200, data: answer })
  }) as never)
  return calls
}
const orderAnswer = (status: string, channel = 'jsapi', total = 0) => ({ code: 0, data: { order: order(status, channel), wallet: { total, vipTime: null } } })
const text = () => document.body.textContent ?? ''
const el = (selector: string) => document.querySelector(selector) as HTMLElement

describe('WeChat payment page', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const click = async (selector: string) => {
    testUtils.fireEvent.click(el(selector))
    await flush()
  }
  /** WeChat's bridge, answering the payment request with the given outcome. */
  const bridge = (errMsg: string) => {
    const invoke = jest.fn((_name: string, _args: unknown, callback: (res: { err_msg: string }) => void) => callback({ err_msg: errMsg }))
    ;(window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge = { invoke }
    return invoke
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    mockInWechat = true
    delete (window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge
    useSession.setState({ token: 'user', uken: '', time: Date.now(), energy: 0, vip: false })
    Current.router = { params: { orderId: 'o7' }, path: '/pagesH5/pay/wechat' } as never
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('shows the order, pays it through WeChat with fresh parameters, and confirms with the server', async () => {
    const calls = serve({
      'GET /tarot/rest/pay/orders/o7': [orderAnswer('paying'), orderAnswer('paid', 'jsapi', 300)],
      'POST /tarot/rest/pay/orders/o7/pay': { code: 0, data: jsapi },
    })
    const invoke = bridge('get_brand_wcpay_request:ok')
    await testUtils.mount(WechatPage)
    await flush()
    expect(el('.wallet__order-product').textContent).toBe('300 energy')
    expect(text()).toContain('¥28.00')
    await click('.wallet__pay')
    expect(calls.some((c) => c.method === 'POST' && c.path === '/tarot/rest/pay/orders/o7/pay')).toBe(true)
    expect(invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      { appId: 'wxapp', timeStamp: '1700000000', nonceStr: 'nonce', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' },
      expect.any(Function),
    )
    expect(el('.wallet__status--success').textContent).toBe('Success')
    expect(text()).toContain('Your energy is now 300.')
    expect(useSession.getState().energy).toBe(300)
    expect(document.querySelector('.wallet__to-wallet')).not.toBeNull()
  })

  it('waits for WeChat’s bridge when it is not there yet', async () => {
    serve({ 'GET /tarot/rest/pay/orders/o7': [orderAnswer('paying'), orderAnswer('paid', 'jsapi', 300)], 'POST /tarot/rest/pay/orders/o7/pay': { code: 0, data: jsapi } })
    await testUtils.mount(WechatPage)
    await flush()
    testUtils.fireEvent.click(el('.wallet__pay'))
    await flush()
    expect(text()).toContain('Paying…')
    const invoke = bridge('get_brand_wcpay_request:ok')
    await testUtils.act(async () => {
      document.dispatchEvent(new Event('WeixinJSBridgeReady'))
      await new Promise((r) => setTimeout(r, 0))
    })
    await flush()
    expect(invoke).toHaveBeenCalled()
    expect(el('.wallet__status--success').textContent).toBe('Success')
  })

  it('says "Payment Failed" when WeChat reports a failure, and "Invalid Payment" when the server finds a mismatch', async () => {
    serve({ 'GET /tarot/rest/pay/orders/o7': [orderAnswer('paying'), orderAnswer('invalid')], 'POST /tarot/rest/pay/orders/o7/pay': { code: 0, data: jsapi } })
    bridge('get_brand_wcpay_request:fail')
    await testUtils.mount(WechatPage)
    await flush()
    await click('.wallet__pay')
    expect(el('.wallet__status--failed').textContent).toBe('Payment Failed')
    await click('.wallet__status-close')
    bridge('get_brand_wcpay_request:ok')
    await click('.wallet__pay')
    expect(el('.wallet__status--failed').textContent).toBe('Invalid Payment')
  })

  it('outside WeChat explains that the page pays inside WeChat', async () => {
    mockInWechat = false
    serve({ 'GET /tarot/rest/pay/orders/o7': orderAnswer('paying') })
    await testUtils.mount(WechatPage)
    await flush()
    expect(text()).toContain('This page pays inside WeChat. Open the link in WeChat to pay.')
    expect(document.querySelector('.wallet__pay')).toBeNull()
  })

  it('outside WeChat still pays a dev-provider order through the local test checkout', async () => {
    mockInWechat = false
    const calls = serve({
      'GET /tarot/rest/pay/orders/o7': [orderAnswer('created', 'dev'), orderAnswer('paid', 'dev', 300)],
      'POST /tarot/rest/pay/orders/o7/pay': { code: 0, data: { channel: 'dev', orderId: 'o7' } },
      'POST /tarot/rest/pay/dev/o7': { code: 0, data: null },
    })
    const modal = answerDialogs(true)
    await testUtils.mount(WechatPage)
    await flush()
    expect(el('.wallet__pay').textContent).toBe('Pay (local test checkout)')
    await click('.wallet__pay')
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Local test payment', content: expect.stringContaining('¥28.00') }))
    expect(calls.find((c) => c.path === '/tarot/rest/pay/dev/o7')?.data).toEqual({ outcome: 'success' })
    expect(el('.wallet__status--success').textContent).toBe('Success')
  })

  it('shows an order already paid as paid, and a missing order as not found, each with a way back', async () => {
    serve({ 'GET /tarot/rest/pay/orders/o7': orderAnswer('paid') })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(WechatPage)
    await flush()
    expect(text()).toContain('This order is already paid.')
    expect(document.querySelector('.wallet__pay')).toBeNull()
    await click('.wallet__to-wallet')
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/pay/energy' })
    testUtils.unmout()

    Current.router = { params: { orderId: 'nope' }, path: '/pagesH5/pay/wechat' } as never
    testUtils = new TestUtils()
    await testUtils.mount(WechatPage)
    await flush()
    expect(text()).toContain('This order could not be found.')
  })
})
