import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import WechatPage from '@/pagesH5/pay/wechat'
import { useSession } from '@/stores/session'
import type { payEndpoints } from '@tarot/contracts/endpoints/pay'
import { payPaths } from '@tarot/contracts/paths/pay'
import { answerDialogs } from './support/dialogs'
import { buttonByText, screen } from './support/screen'
import { type Handlers, type Reply, inTurn as repliesInTurn, stubServer } from './support/stub-server'

// This page ships only in the H5 build: use the H5 payment leaf, and say per test whether we are inside WeChat's browser.
let mockInWechat = false
jest.mock('@/lib/platform/environment', () => ({ ...jest.requireActual('@/lib/platform/environment'), isWechatBrowser: () => mockInWechat }))
jest.mock('@/lib/pay/request-pay', () => jest.requireActual('@/lib/pay/request-pay.h5'))

initI18n('en')

/** Answers in turn, the last one repeating; the fixtures are partial, so the handlers take them as any data. */
const inTurn = (...answers: Reply[]) => repliesInTurn(...answers) as () => Reply<never>

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

/** The stand-in server: the purchase endpoints by name (an order other than o7 is not found). */
const serve = (pay: Handlers<typeof payEndpoints>) => stubServer().handle<typeof payEndpoints>(payPaths, pay)
const orderAnswer = (status: string, channel = 'jsapi', total = 0): Reply => ({ data: { order: order(status, channel), wallet: { total, vipTime: null } } })
/** The order o7 as the server holds it, answering in turn; any other order is not found. */
function orderO7(...answers: Reply[]) {
  const next = inTurn(...answers)
  return (call: { params: Record<string, string> }): Reply<never> => (call.params.id === 'o7' ? next() : { code: 404000, message: 'Not found', status: 404 })
}
const text = () => document.body.textContent ?? ''

describe('WeChat payment page', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const click = async (element: HTMLElement) => {
    testUtils.fireEvent.click(element)
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
    const server = serve({ getOrder: orderO7(orderAnswer('paying'), orderAnswer('paid', 'jsapi', 300)), payOrder: () => ({ data: jsapi as never }) })
    const invoke = bridge('get_brand_wcpay_request:ok')
    await testUtils.mount(WechatPage)
    await flush()
    expect(screen.getByText('300 energy')).toBeTruthy()
    expect(text()).toContain('¥28.00')
    await click(buttonByText('Pay with WeChat'))
    expect(server.callsTo(payPaths.payOrder)).toMatchObject([{ params: { id: 'o7' } }])
    expect(invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      { appId: 'wxapp', timeStamp: '1700000000', nonceStr: 'nonce', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' },
      expect.any(Function),
    )
    expect(screen.getByText('Success')).toBeTruthy()
    expect(text()).toContain('Your energy is now 300.')
    expect(useSession.getState().energy).toBe(300)
    expect(buttonByText('Go to Energy & VIP')).toBeTruthy()
  })

  it('waits for WeChat’s bridge when it is not there yet', async () => {
    serve({ getOrder: orderO7(orderAnswer('paying'), orderAnswer('paid', 'jsapi', 300)), payOrder: () => ({ data: jsapi as never }) })
    await testUtils.mount(WechatPage)
    await flush()
    testUtils.fireEvent.click(buttonByText('Pay with WeChat'))
    await flush()
    expect(text()).toContain('Paying…')
    const invoke = bridge('get_brand_wcpay_request:ok')
    await testUtils.act(async () => {
      document.dispatchEvent(new Event('WeixinJSBridgeReady'))
      await new Promise((r) => setTimeout(r, 0))
    })
    await flush()
    expect(invoke).toHaveBeenCalled()
    expect(screen.getByText('Success')).toBeTruthy()
  })

  it('says "Payment Failed" when WeChat reports a failure, and "Invalid Payment" when the server finds a mismatch', async () => {
    serve({ getOrder: orderO7(orderAnswer('paying'), orderAnswer('invalid')), payOrder: () => ({ data: jsapi as never }) })
    bridge('get_brand_wcpay_request:fail')
    await testUtils.mount(WechatPage)
    await flush()
    await click(buttonByText('Pay with WeChat'))
    expect(screen.getByText('Payment Failed')).toBeTruthy()
    await click(buttonByText('OK'))
    bridge('get_brand_wcpay_request:ok')
    await click(buttonByText('Pay with WeChat'))
    expect(screen.getByText('Invalid Payment')).toBeTruthy()
    expect(screen.queryByText('Payment Failed')).toBeNull()
  })

  it('outside WeChat explains that the page pays inside WeChat', async () => {
    mockInWechat = false
    serve({ getOrder: orderO7(orderAnswer('paying')) })
    await testUtils.mount(WechatPage)
    await flush()
    expect(text()).toContain('This page pays inside WeChat. Open the link in WeChat to pay.')
    expect(screen.queryByText(/^Pay (with WeChat|\(local test checkout\))$/)).toBeNull()
  })

  it('outside WeChat still pays a dev-provider order through the local test checkout', async () => {
    mockInWechat = false
    const server = serve({
      getOrder: orderO7(orderAnswer('created', 'dev'), orderAnswer('paid', 'dev', 300)),
      payOrder: () => ({ data: { channel: 'dev', orderId: 'o7' } as never }),
      devPay: () => ({ data: null as never }),
    })
    const modal = answerDialogs(true)
    await testUtils.mount(WechatPage)
    await flush()
    expect(screen.queryByText('Pay with WeChat')).toBeNull()
    await click(buttonByText('Pay (local test checkout)'))
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Local test payment', content: expect.stringContaining('¥28.00') }))
    expect(server.callsTo(payPaths.devPay)).toMatchObject([{ params: { id: 'o7' }, data: { outcome: 'success' } }])
    expect(screen.getByText('Success')).toBeTruthy()
  })

  it('shows an order already paid as paid, and a missing order as not found, each with a way back', async () => {
    serve({ getOrder: orderO7(orderAnswer('paid')) })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(WechatPage)
    await flush()
    expect(text()).toContain('This order is already paid.')
    expect(screen.queryByText(/^Pay (with WeChat|\(local test checkout\))$/)).toBeNull()
    await click(buttonByText('Go to Energy & VIP'))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/pay/energy' })
    testUtils.unmout()

    Current.router = { params: { orderId: 'nope' }, path: '/pagesH5/pay/wechat' } as never
    testUtils = new TestUtils()
    await testUtils.mount(WechatPage)
    await flush()
    expect(text()).toContain('This order could not be found.')
  })
})
