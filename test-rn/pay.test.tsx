// Paying on React Native's renderer: the Energy & VIP page of the app as Taro's RN runtime renders it,
// buying through the native WeChat boundary (src/lib/pay/native-wechat-pay.ts, request-pay.rn.ts).
// Without a native WeChat module the page says WeChat Pay is unavailable; with a stand-in SDK registered
// the order is paid, the server confirms it and the wallet shows the new energy.
import '@testing-library/react-native/dont-cleanup-after-each'
import { act, render, screen } from '@testing-library/react-native'
import Taro from '@tarojs/taro'
import { registerNativeWechatPay } from '@/lib/pay/native-wechat-pay'
import { ok } from './support/server'
import { createTestApp } from './support/app'
import { standardServer } from './support/standard-server'
import { tap } from './support/touch'

// require(): the app's texts and stores, as the app loads them.
const common = require('../src/locales/en/common.json')
const wallet = require('../src/locales/en/wallet.json')
const stores = () => ({ session: require('@/stores/session') as typeof import('@/stores/session'), preferences: require('@/stores/preferences') as typeof import('@/stores/preferences') })

const WAIT = { timeout: 30_000 }
const products = [{ id: 'energy_60', kind: 'energy', energy: 60, vipDays: 0, priceFen: 600 }]
const balance = (total: number) => ({ total, vipTime: null, vip: total > 0, vipBy: total > 0 ? ['energy'] : [] })
const order = (status: string) => ({
  id: 'o1',
  productId: 'energy_60',
  kind: 'energy',
  energy: 60,
  vipDays: 0,
  amountFen: 600,
  status,
  channel: 'app',
  createdAt: '2026-11-25T08:00:00.000Z',
  expiresAt: '2026-11-25T08:15:00.000Z',
  paidAt: status === 'paid' ? '2026-11-25T08:01:00.000Z' : null,
})
/** What the server hands the app for WeChat's SDK (`PayReq`), on the Open Platform appid. */
const appParams = { channel: 'app', appId: 'wx-open-app', partnerId: '1900000109', prepayId: 'wx-prepay-1', packageValue: 'Sign=WXPay', nonceStr: 'n', timeStamp: '1700000000', sign: 's' }

/** A shop with one product; the order is paid once WeChat's SDK says so and the server checks it. */
function shop() {
  let paid = false
  const server = standardServer()
    .on('GET', '/tarot/rest/energy/amount', () => ok({ ...balance(paid ? 60 : 0), products }))
    .on('POST', '/tarot/rest/pay/orders', () => ok({ order: order('paying'), pay: appParams }))
    .on('GET', '/tarot/rest/pay/orders/o1', () => ok({ order: order(paid ? 'paid' : 'paying'), wallet: balance(paid ? 60 : 0) }))
    .on('POST', '/tarot/rest/pay/orders/o1/close', () => ok(null))
  return { server, markPaid: () => void (paid = true) }
}

async function openWallet() {
  const App = createTestApp()
  render(<App initPath="/pages/index/index" />)
  await screen.findAllByText(common.titles.home, {}, WAIT)
  await act(async () => {
    await Taro.navigateTo({ url: '/pages/pay/energy' })
  })
  await screen.findAllByText(common.titles.energy, {}, WAIT)
  return screen.findByText(wallet.products.energy.replace('{{energy}}', '60'), {}, WAIT)
}

beforeAll(async () => {
  createTestApp()
  const { session, preferences } = stores()
  await new Promise((resolve) => setTimeout(resolve, 50))
  session.useSession.getState().setLogin({ token: 'signed-in', userId: 'u1', agentId: '' }, Date.now())
  preferences.usePreferences.getState().setLanguage('en')
}, 900_000)

afterEach(() => {
  registerNativeWechatPay(null)
  screen.unmount()
})

test('with no native WeChat module, buying says WeChat Pay is not available here', async () => {
  const { server } = shop()
  await tap(await openWallet())
  expect(await screen.findByText('WeChat Pay is not available here.', {}, WAIT)).toBeTruthy()
  expect(server.requests.filter((r) => r.path === '/tarot/rest/pay/orders')).toHaveLength(1)
  expect(screen.queryByText(wallet.status.success)).toBeNull()
}, 120_000)

test('with a stand-in WeChat SDK registered, the order completes and the wallet shows the new energy', async () => {
  const { server, markPaid } = shop()
  const sdk = jest.fn(async () => {
    // WeChat's app pays; its server tells ours, which then answers the order as paid.
    markPaid()
    return 'paid' as const
  })
  registerNativeWechatPay(sdk)
  await tap(await openWallet())
  expect(await screen.findByText(wallet.status.successEnergy.replace('{{energy}}', '60'), {}, WAIT)).toBeTruthy()
  expect(sdk).toHaveBeenCalledWith(appParams)
  expect(server.requests.find((r) => r.path === '/tarot/rest/pay/orders' && r.method === 'POST')?.body).toMatchObject({ productId: 'energy_60', platform: 'rn' })
  // The balance on the page is the new one.
  expect(screen.getAllByText('60').length).toBeGreaterThan(0)
}, 120_000)
