import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import EnergyPage from '@/pages/pay/energy'
import { useSession } from '@/stores/session'
import { answerDialogs } from './support/dialogs'

initI18n('en')

/** The Energy & VIP page (the mini-program flavour of the payment leaves) against a stand-in server. */

const products = [
  { id: 'energy_60', kind: 'energy', energy: 60, vipDays: 0, priceFen: 600 },
  { id: 'energy_300', kind: 'energy', energy: 300, vipDays: 0, priceFen: 2800 },
  { id: 'vip_30', kind: 'vip', energy: 0, vipDays: 30, priceFen: 1800 },
]
const order = (status: string, overrides: Record<string, unknown> = {}) => ({
  id: 'o1',
  productId: 'energy_60',
  kind: 'energy',
  energy: 60,
  vipDays: 0,
  amountFen: 600,
  status,
  channel: 'dev',
  createdAt: '2026-11-25T08:00:00.000Z',
  expiresAt: '2026-11-25T08:15:00.000Z',
  paidAt: status === 'paid' ? '2026-11-25T08:01:00.000Z' : null,
  ...overrides,
})

interface Call {
  method: string
  path: string
  data: Record<string, unknown>
}
type Answer = { code: number; message?: string; data?: unknown }

/** Answers by "METHOD /path" (no query); a list of answers is used in turn, the last one repeating. */
function serve(routes: Record<string, Answer | Answer[]>) {
  const calls: Call[] = []
  const used: Record<string, number> = {}
  jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string; method: string; data: Record<string, unknown> }) => {
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

/** The server's wallet answer: the balance with its word on VIP (energy above 0 or a VIP time). */
const balance = (total: number, vipTime: string | null = null) => ({ total, vipTime, vip: total > 0 || vipTime !== null, vipBy: [...(total > 0 ? ['energy'] : []), ...(vipTime ? ['vipTime'] : [])] })
const wallet = (total: number, vipTime: string | null = null) => ({ code: 0, data: { ...balance(total, vipTime), products } })
const text = () => document.body.textContent ?? ''
const el = (selector: string) => document.querySelector(selector) as HTMLElement

describe('energy and VIP page', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const click = async (selector: string) => {
    testUtils.fireEvent.click(el(selector))
    await flush()
  }
  // Taro's H5 <Input> wraps a native input and reports its value in the event detail.
  const typeYear = async (year: string) => {
    let input = document.querySelector('.birth-year__input input') as HTMLInputElement | null
    for (let i = 0; !input && i < 50; i += 1) {
      await flush()
      input = document.querySelector('.birth-year__input input')
    }
    if (!input) throw new Error('the birth year field did not render')
    input.value = year
    testUtils.fireEvent.input(input)
    await flush()
  }
  const confirmDevCheckout = (confirm: boolean) => answerDialogs(confirm)

  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: 'user', uken: '', time: Date.now(), energy: 0, vip: false, iosCharge: false })
    Current.router = { params: {}, path: '/pages/pay/energy' } as never
    jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ platform: 'android', language: 'en' } as never)
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('shows the balance, the VIP rule and the products with prices in yuan', async () => {
    serve({ 'GET /tarot/rest/energy/amount': wallet(12, '2027-01-05T00:00:00.000Z') })
    await testUtils.mount(EnergyPage)
    await flush()
    expect(el('.wallet__energy-value').textContent).toBe('12')
    expect(text()).toContain('VIP until Jan 5, 2027')
    expect(text()).toContain('VIP: energy above 0 or a VIP time. A VIP gets 3 free basic readings a day.')
    const rows = Array.from(document.querySelectorAll('.wallet__product')).map((row) => row.textContent)
    expect(rows).toEqual(['60 energy¥6.00Buy', '300 energy¥28.00Buy', 'VIP for 30 days¥18.00Buy'])
  })

  it('calls someone with energy and no VIP time a VIP, as home does, and says it is the energy', async () => {
    serve({ 'GET /tarot/rest/energy/amount': wallet(60) })
    await testUtils.mount(EnergyPage)
    await flush()
    expect(el('.wallet__vip').textContent).toBe('VIP')
    expect(el('.wallet__vip-reason').textContent).toBe('You are a VIP because you have energy.')
    expect(text()).not.toContain('Not a VIP yet')
  })

  it('says "Query Failed" when the balance cannot be read, and retries', async () => {
    serve({ 'GET /tarot/rest/energy/amount': [{ code: 500000, message: 'boom' }, wallet(3)] })
    await testUtils.mount(EnergyPage)
    await flush()
    expect(text()).toContain('Query Failed')
    await click('.wallet__retry')
    expect(el('.wallet__energy-value').textContent).toBe('3')
  })

  it('asks the birth year on the first purchase, then buys and shows the new balance', async () => {
    const calls = serve({
      'GET /tarot/rest/energy/amount': wallet(0),
      'POST /tarot/rest/pay/orders': [
        { code: 403002, message: 'Please tell us your birth year first' },
        { code: 0, data: { order: order('paying'), pay: { channel: 'dev', orderId: 'o1' } } },
      ],
      'POST /tarot/rest/account/birth-year': { code: 0, data: { birthYear: 1990, adult: true } },
      'POST /tarot/rest/pay/dev/o1': { code: 0, data: null },
      'GET /tarot/rest/pay/orders/o1': { code: 0, data: { order: order('paid'), wallet: balance(60, null) } },
    })
    const modal = confirmDevCheckout(true)
    await testUtils.mount(EnergyPage)
    await flush()
    await click('[data-product="energy_60"]')
    expect(text()).toContain('Your year of birth')
    await typeYear('1990')
    await click('.birth-year__submit')
    // Read back before it is saved: nothing is sent until the person confirms.
    expect(el('.birth-year__implied').textContent).toBe(`Born in 1990: you turn ${new Date().getFullYear() - 1990} this year`)
    expect(calls.find((c) => c.path === '/tarot/rest/account/birth-year')).toBeUndefined()
    await click('.birth-year__save')
    expect(calls.find((c) => c.path === '/tarot/rest/account/birth-year')?.data).toEqual({ birthYear: 1990 })
    const orders = calls.filter((c) => c.path === '/tarot/rest/pay/orders')
    expect(orders).toHaveLength(2)
    expect(orders[1]!.data).toMatchObject({ productId: 'energy_60', platform: 'weapp', os: 'android' })
    expect(orders[1]!.data.clientKey).toBe(orders[0]!.data.clientKey)
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Local test payment', content: expect.stringContaining('¥6.00') }))
    expect(calls.find((c) => c.path === '/tarot/rest/pay/dev/o1')?.data).toEqual({ outcome: 'success' })
    expect(el('.wallet__status--success').textContent).toBe('Success')
    expect(text()).toContain('Your energy is now 60.')
    expect(el('.wallet__energy-value').textContent).toBe('60')
    expect(useSession.getState().energy).toBe(60)
    expect(useSession.getState().vip).toBe(true)
  })

  it('refuses a buyer under 18, both from the year given and from the server', async () => {
    const young = String(new Date().getFullYear() - 15)
    serve({
      'GET /tarot/rest/energy/amount': wallet(0),
      'POST /tarot/rest/pay/orders': [
        { code: 403002, message: 'birth year' },
        { code: 403003, message: 'You must be 18 or older to make a purchase. If your year of birth was entered wrongly, you can ask for a correction, which we make once we have checked.' },
      ],
      'POST /tarot/rest/account/birth-year': { code: 0, data: { birthYear: Number(young), adult: false } },
    })
    await testUtils.mount(EnergyPage)
    await flush()
    await click('[data-product="energy_60"]')
    await typeYear('19')
    await click('.birth-year__submit')
    expect(text()).toContain('Please enter a year between 1900 and')
    await typeYear(young)
    await click('.birth-year__submit')
    expect(el('.birth-year__consequence--minor').textContent).toContain('you cannot buy')
    await click('.birth-year__save')
    expect(el('.wallet__refusal--underAge').textContent).toBe('You must be 18 or older to make a purchase.')
    await click('.wallet__status-close')
    await click('[data-product="vip_30"]')
    expect(el('.wallet__refusal--underAge').textContent).toBe('You must be 18 or older to make a purchase.')
  })

  it('opened from a pro reading: shows what is missing, sends the need, and says when no purchase is needed', async () => {
    Current.router = { params: { need: '10' }, path: '/pages/pay/energy' } as never
    const calls = serve({
      'GET /tarot/rest/energy/amount': wallet(4),
      'POST /tarot/rest/pay/orders': { code: 409001, message: 'Sufficient Energy, No Purchase Needed' },
    })
    await testUtils.mount(EnergyPage)
    await flush()
    expect(text()).toContain('This reading needs 10 energy and you have 4: 6 more needed.')
    await click('[data-product="energy_60"]')
    expect(calls.find((c) => c.path === '/tarot/rest/pay/orders')?.data).toMatchObject({ productId: 'energy_60', need: 10 })
    expect(text()).toContain('Sufficient Energy, No Purchase Needed')
  })

  it('says "Payment Failed" when the payer declines', async () => {
    const calls = serve({
      'GET /tarot/rest/energy/amount': wallet(0),
      'POST /tarot/rest/pay/orders': { code: 0, data: { order: order('paying'), pay: { channel: 'dev', orderId: 'o1' } } },
      'POST /tarot/rest/pay/dev/o1': { code: 0, data: null },
    })
    confirmDevCheckout(false)
    await testUtils.mount(EnergyPage)
    await flush()
    await click('[data-product="energy_60"]')
    expect(calls.find((c) => c.path === '/tarot/rest/pay/dev/o1')?.data).toEqual({ outcome: 'fail' })
    expect(el('.wallet__status--failed').textContent).toBe('Payment Failed')
    expect(el('.wallet__energy-value').textContent).toBe('0')
  })

  it('says "Invalid Payment" when the server finds the payment does not match the order', async () => {
    serve({
      'GET /tarot/rest/energy/amount': wallet(0),
      'POST /tarot/rest/pay/orders': { code: 0, data: { order: order('paying'), pay: { channel: 'dev', orderId: 'o1' } } },
      'POST /tarot/rest/pay/dev/o1': { code: 0, data: null },
      'GET /tarot/rest/pay/orders/o1': { code: 0, data: { order: order('invalid'), wallet: balance(0, null) } },
    })
    confirmDevCheckout(true)
    await testUtils.mount(EnergyPage)
    await flush()
    await click('[data-product="energy_60"]')
    expect(el('.wallet__status--failed').textContent).toBe('Invalid Payment')
    expect(el('.wallet__energy-value').textContent).toBe('0')
  })

  it('pays in the mini-program with requestPayment', async () => {
    const mini = { channel: 'mini', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' }
    serve({
      'GET /tarot/rest/energy/amount': wallet(0),
      'POST /tarot/rest/pay/orders': { code: 0, data: { order: order('paying', { kind: 'vip', productId: 'vip_30', energy: 0, vipDays: 30, amountFen: 1800, channel: 'mini' }), pay: mini } },
      'GET /tarot/rest/pay/orders/o1': { code: 0, data: { order: order('paid', { kind: 'vip', vipDays: 30, energy: 0 }), wallet: balance(0, '2027-01-05T00:00:00.000Z') } },
    })
    const pay = jest.spyOn(Taro, 'requestPayment').mockResolvedValue({ errMsg: 'requestPayment:ok' } as never)
    await testUtils.mount(EnergyPage)
    await flush()
    await click('[data-product="vip_30"]')
    expect(pay).toHaveBeenCalledWith({ timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' })
    expect(text()).toContain('You are a VIP until Jan 5, 2027.')
    expect(text()).toContain('VIP until Jan 5, 2027')
    expect(useSession.getState().vip).toBe(true)
  })

  it('restores purchases, and says when there is nothing to restore', async () => {
    serve({
      'GET /tarot/rest/energy/amount': wallet(0),
      'POST /tarot/rest/pay/restore': [
        { code: 0, data: { restored: [order('paid')], paid: [order('paid')], wallet: balance(60, null) } },
        { code: 0, data: { restored: [], paid: [order('paid')], wallet: balance(60, null) } },
      ],
    })
    await testUtils.mount(EnergyPage)
    await flush()
    await click('.wallet__restore-button')
    expect(el('.wallet__restore-result').textContent).toBe('Restored: 60 energy')
    expect(el('.wallet__energy-value').textContent).toBe('60')
    await click('.wallet__restore-button')
    expect(el('.wallet__restore-result').textContent).toBe('No unfinished payments')
  })

  it('on iOS without iosCharge shows the balance but no purchasing', async () => {
    jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ platform: 'ios', language: 'en' } as never)
    serve({ 'GET /tarot/rest/energy/amount': wallet(7) })
    await testUtils.mount(EnergyPage)
    await flush()
    expect(el('.wallet__energy-value').textContent).toBe('7')
    expect(text()).toContain('Purchases are not available on this device.')
    expect(document.querySelector('.wallet__product')).toBeNull()
    expect(document.querySelector('.wallet__restore-button')).toBeNull()
  })

  it('asks a visitor to sign in, and comes back here afterwards', async () => {
    useSession.setState({ token: '', uken: 'guest' })
    Current.router = { params: { need: '10' }, path: '/pages/pay/energy' } as never
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(EnergyPage)
    await flush()
    expect(text()).toContain('Sign in to buy energy and VIP')
    await click('.wallet__sign-in')
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/pay/energy?need=10')}` })
  })
})
