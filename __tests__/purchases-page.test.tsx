import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { payEndpoints } from '@tarot/contracts/endpoints/pay'
import { payPaths } from '@tarot/contracts/paths/pay'
import type { Language } from '@tarot/core/language'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import PurchasesPage from '@/pagesApp/wallet/orders'
import { useSession } from '@/stores/session'
import { buttonByText, screen } from './support/screen'
import { type Reply, stubServer } from './support/stub-server'

initI18n('en')

/** The purchases page (issue 37) against a stand-in server answering `GET /tarot/rest/pay/orders?page=N`. */

const order = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  productId: 'energy_60',
  kind: 'energy',
  energy: 60,
  vipDays: 0,
  amountFen: 600,
  status: 'paid',
  channel: 'jsapi',
  createdAt: '2026-11-25T08:00:00.000Z',
  expiresAt: '2026-11-25T08:15:00.000Z',
  paidAt: '2026-11-25T08:01:00.000Z',
  refundedFen: 0,
  ...overrides,
})

/** A paid pack, a VIP month refunded in part, and a pack refunded in full, newest first. */
const threeOrders = [
  order('o3', { createdAt: '2026-11-27T12:30:00.000Z' }),
  order('o2', { productId: 'vip_30', kind: 'vip', energy: 0, vipDays: 30, amountFen: 1800, refundedFen: 500, createdAt: '2026-11-26T09:00:00.000Z' }),
  order('o1', { productId: 'energy_300', energy: 300, amountFen: 2800, status: 'refunded', refundedFen: 2800 }),
]

const pageOf = (list: unknown[], page: number, hasMore: boolean): Reply<never> => ({ data: { list, page, pageSize: 20, hasMore } as never })

function serve(pages: Record<number, () => Reply<never>>) {
  return stubServer().handle<typeof payEndpoints>(payPaths, {
    listOrders: ({ query }) => pages[Number(query.get('page') ?? 1)]?.() ?? { code: 404000, message: 'no such page', status: 404 },
  })
}

/** A row as a person reads it: everything the order's card says, in order. */
const rowOf = (id: string) => document.querySelector(`[data-order="${id}"]`)?.textContent

describe('purchases page', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const click = async (element: HTMLElement) => {
    testUtils.fireEvent.click(element)
    await flush()
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: 'user', userId: 'u1', uken: '', time: Date.now(), energy: 0, vip: false, iosCharge: false })
    Current.router = { params: {}, path: '/pagesApp/wallet/orders' } as never
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  const wordings: [Language, { title: string; paid: string; partly: string; full: string; way: string; first: string }][] = [
    [
      'en',
      {
        title: 'Purchases',
        paid: '60 energy¥6.00Nov 27, 2026, 12:30Paid',
        partly: 'VIP for 30 days¥18.00Nov 26, 2026, 09:00Partly refunded ¥5.00',
        full: '300 energy¥28.00Nov 25, 2026, 08:00Refunded ¥28.00',
        way: 'Refunds go back to the way you paid.',
        first: 'Load more',
      },
    ],
    [
      'zh-Hans',
      {
        title: '购买记录',
        paid: '60 能量¥6.002026年11月27日 12:30已支付',
        partly: 'VIP 30 天¥18.002026年11月26日 09:00部分退款 ¥5.00',
        full: '300 能量¥28.002026年11月25日 08:00已退款 ¥28.00',
        way: '退款退回原支付方式。',
        first: '加载更多',
      },
    ],
    [
      'zh-Hant',
      {
        title: '購買紀錄',
        paid: '60 能量¥6.002026年11月27日 12:30已付款',
        partly: 'VIP 30 天¥18.002026年11月26日 09:00部分退款 ¥5.00',
        full: '300 能量¥28.002026年11月25日 08:00已退款 ¥28.00',
        way: '退款會退回原付款方式。',
        first: '載入更多',
      },
    ],
  ]

  it.each(wordings)('words a paid order, a partly refunded one and a fully refunded one in %s', async (language, words) => {
    await setAppLanguage(language)
    serve({ 1: () => pageOf(threeOrders, 1, false) })
    const title = jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(PurchasesPage)
    await flush()
    expect(title).toHaveBeenLastCalledWith({ title: words.title })
    expect(rowOf('o3')).toBe(words.paid)
    expect(rowOf('o2')).toBe(`${words.partly}${words.way}`)
    expect(rowOf('o1')).toBe(`${words.full}${words.way}`)
    // Only the refunded orders say where the money went.
    expect(screen.getAllByText(words.way)).toHaveLength(2)
    expect(screen.queryByText(words.first)).toBeNull()
  })

  it('words the states a payment can stop in', async () => {
    const stopped = ['paying', 'created', 'failed', 'closed', 'expired', 'invalid'].map((status, i) => order(`s${i}`, { status, paidAt: null }))
    serve({ 1: () => pageOf(stopped, 1, false) })
    await testUtils.mount(PurchasesPage)
    await flush()
    expect(stopped.map((o) => rowOf(o.id)?.replace(/^60 energy¥6\.00Nov 25, 2026, 08:00/, ''))).toEqual(['Paying', 'Paying', 'Payment Failed', 'Closed', 'Expired, not paid', 'Invalid Payment'])
  })

  it('loads the next page at the end of the list, then says there is nothing earlier', async () => {
    const first = Array.from({ length: 20 }, (_, i) => order(`n${i}`))
    const server = serve({ 1: () => pageOf(first, 1, true), 2: () => pageOf([order('old', { kind: 'consultation', productId: 'consultation', energy: 0, amountFen: 3000 })], 2, false) })
    await testUtils.mount(PurchasesPage)
    await flush()
    expect(rowOf('n19')).toBeTruthy()
    expect(rowOf('old')).toBeUndefined()
    await click(buttonByText('Load more'))
    expect(rowOf('old')).toBe('Tarot reader consultation¥30.00Nov 25, 2026, 08:00Paid')
    expect(server.callsTo(payPaths.listOrders).map((call) => call.query.get('page'))).toContain('2')
    expect(screen.getByText('No earlier purchases')).toBeTruthy()
    expect(screen.queryByText('Load more')).toBeNull()
  })

  it('keeps what it has when the next page fails, and tries it again', async () => {
    let failNext = true
    serve({
      1: () => pageOf([order('n1')], 1, true),
      2: () => (failNext ? { code: 500000, message: 'boom' } : pageOf([order('n2', { status: 'refunded', refundedFen: 600 })], 2, false)),
    })
    await testUtils.mount(PurchasesPage)
    await flush()
    await click(buttonByText('Load more'))
    expect(screen.getByText('Could not load more. Please try again.')).toBeTruthy()
    expect(rowOf('n1')).toBeTruthy()
    failNext = false
    await click(buttonByText('Retry'))
    expect(rowOf('n2')).toContain('Refunded ¥6.00')
    expect(screen.queryByText('Could not load more. Please try again.')).toBeNull()
  })

  it('says when there is nothing yet, and when the list cannot be read, with a retry', async () => {
    let answer: Reply<never> = { code: 500000, message: 'boom' }
    serve({ 1: () => answer })
    await testUtils.mount(PurchasesPage)
    await flush()
    expect(screen.getByText('Your purchases could not be loaded')).toBeTruthy()
    answer = pageOf([], 1, false)
    await click(buttonByText('Retry'))
    expect(screen.getByText('No purchases yet.')).toBeTruthy()
  })

  it('asks a visitor to sign in, and comes back here afterwards', async () => {
    useSession.setState({ token: '', userId: '', uken: 'guest' })
    const server = serve({ 1: () => pageOf(threeOrders, 1, false) })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(PurchasesPage)
    await flush()
    expect(screen.getByText('Sign in to see your purchases')).toBeTruthy()
    expect(rowOf('o1')).toBeUndefined()
    expect(server.callsTo(payPaths.listOrders)).toEqual([])
    await click(buttonByText('Sign in'))
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pagesApp/wallet/orders')}` })
  })
})
