import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import EnergyPage from '@/pages/pay/energy'
import { useSession } from '@/stores/session'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import type { payEndpoints } from '@tarot/contracts/endpoints/pay'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { payPaths } from '@tarot/contracts/paths/pay'
import { answerDialogs } from './support/dialogs'
import { buttonByText, screen } from './support/screen'
import { type Handlers, type Reply, inTurn as repliesInTurn, stubServer } from './support/stub-server'

initI18n('en')

/** Answers in turn, the last one repeating; the fixtures are partial, so the handlers take them as any data. */
const inTurn = (...answers: Reply[]) => repliesInTurn(...answers) as () => Reply<never>

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

/** The stand-in server: the wallet, and the purchase endpoints by name; anything else is not found. */
function serve(walletAnswer: Reply | (() => Reply<never>), pay: Handlers<typeof payEndpoints> = {}) {
  return stubServer()
    .handle<typeof energyEndpoints>(energyPaths, { wallet: typeof walletAnswer === 'function' ? walletAnswer : () => walletAnswer as Reply<never> })
    .handle<typeof payEndpoints>(payPaths, pay)
}

/** The server's wallet answer: the balance with its word on VIP (energy above 0 or a VIP time). */
const balance = (total: number, vipTime: string | null = null) => ({ total, vipTime, vip: total > 0 || vipTime !== null, vipBy: [...(total > 0 ? ['energy'] : []), ...(vipTime ? ['vipTime'] : [])] })
const wallet = (total: number, vipTime: string | null = null): Reply => ({ data: { ...balance(total, vipTime), products } })
const text = () => document.body.textContent ?? ''
/** The energy balance, the number written over "Energy". */
const energy = () => screen.getByText('Energy').previousElementSibling?.textContent
/** A product on sale, by what it is called. */
const product = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}¥`) })

describe('energy and VIP page', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const click = async (element: HTMLElement) => {
    testUtils.fireEvent.click(element)
    await flush()
  }
  // Taro's H5 <Input> wraps a native input and reports its value in the event detail.
  const typeYear = async (year: string) => {
    for (let i = 0; !screen.queryByRole('spinbutton') && i < 50; i += 1) await flush()
    expect(screen.getByLabelText('Your year of birth')).toBeTruthy()
    // A number field: its native input is a spin button.
    const input = screen.getByRole('spinbutton') as HTMLInputElement
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
    serve(wallet(12, '2027-01-05T00:00:00.000Z'))
    await testUtils.mount(EnergyPage)
    await flush()
    expect(energy()).toBe('12')
    expect(text()).toContain('VIP until Jan 5, 2027')
    expect(text()).toContain('VIP: energy above 0 or a VIP time. A VIP gets 3 free basic readings a day.')
    const rows = screen.getAllByRole('button', { name: /Buy$/ }).map((row) => row.textContent)
    expect(rows).toEqual(['60 energy¥6.00Buy', '300 energy¥28.00Buy', 'VIP for 30 days¥18.00Buy'])
  })

  it('calls someone with energy and no VIP time a VIP, as home does, and says it is the energy', async () => {
    serve(wallet(60))
    await testUtils.mount(EnergyPage)
    await flush()
    expect(screen.getByText('VIP')).toBeTruthy()
    expect(screen.getByText('You are a VIP because you have energy.')).toBeTruthy()
    expect(text()).not.toContain('Not a VIP yet')
  })

  it('says "Query Failed" when the balance cannot be read, and retries', async () => {
    serve(inTurn({ code: 500000, message: 'boom' }, wallet(3)))
    await testUtils.mount(EnergyPage)
    await flush()
    expect(text()).toContain('Query Failed')
    await click(buttonByText('Retry'))
    expect(energy()).toBe('3')
  })

  it('asks the birth year on the first purchase, then buys and shows the new balance', async () => {
    const server = serve(wallet(0), {
      createOrder: inTurn({ code: 403002, message: 'Please tell us your birth year first' }, { data: { order: order('paying'), pay: { channel: 'dev', orderId: 'o1' } } }),
      setBirthYear: () => ({ data: { birthYear: 1990, adult: true } as never }),
      devPay: () => ({ data: null as never }),
      getOrder: () => ({ data: { order: order('paid'), wallet: balance(60, null) } as never }),
    })
    const modal = confirmDevCheckout(true)
    await testUtils.mount(EnergyPage)
    await flush()
    await click(product('60 energy'))
    expect(text()).toContain('Your year of birth')
    await typeYear('1990')
    await click(buttonByText('Continue'))
    // Read back before it is saved: nothing is sent until the person confirms.
    expect(screen.getByText(`Born in 1990: you turn ${new Date().getFullYear() - 1990} this year`)).toBeTruthy()
    expect(server.callsTo(payPaths.setBirthYear)).toEqual([])
    await click(buttonByText('That is right, save'))
    expect(server.callsTo(payPaths.setBirthYear).map((c) => c.data)).toEqual([{ birthYear: 1990 }])
    const orders = server.callsTo(payPaths.createOrder)
    expect(orders).toHaveLength(2)
    expect(orders[1]!.data).toMatchObject({ productId: 'energy_60', platform: 'weapp', os: 'android' })
    expect(orders[1]!.data!.clientKey).toBe(orders[0]!.data!.clientKey)
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Local test payment', content: expect.stringContaining('¥6.00') }))
    expect(server.callsTo(payPaths.devPay)).toMatchObject([{ params: { id: 'o1' }, data: { outcome: 'success' } }])
    expect(screen.getByText('Success')).toBeTruthy()
    expect(text()).toContain('Your energy is now 60.')
    expect(energy()).toBe('60')
    expect(useSession.getState().energy).toBe(60)
    expect(useSession.getState().vip).toBe(true)
  })

  it('refuses a buyer under 18, both from the year given and from the server', async () => {
    const young = String(new Date().getFullYear() - 15)
    serve(wallet(0), {
      createOrder: inTurn(
        { code: 403002, message: 'birth year' },
        { code: 403003, message: 'You must be 18 or older to make a purchase. If your year of birth was entered wrongly, you can ask for a correction, which we make once we have checked.' },
      ),
      setBirthYear: () => ({ data: { birthYear: Number(young), adult: false } as never }),
    })
    await testUtils.mount(EnergyPage)
    await flush()
    await click(product('60 energy'))
    await typeYear('19')
    await click(buttonByText('Continue'))
    expect(text()).toContain('Please enter a year between 1900 and')
    await typeYear(young)
    await click(buttonByText('Continue'))
    expect(screen.getByText(/you cannot buy/)).toBeTruthy()
    await click(buttonByText('That is right, save'))
    // The refusal is said in the app's own words, without the server's line about corrections.
    expect(screen.getByText('You must be 18 or older to make a purchase.')).toBeTruthy()
    await click(buttonByText('OK'))
    expect(screen.queryByText('You must be 18 or older to make a purchase.')).toBeNull()
    await click(product('VIP for 30 days'))
    expect(screen.getByText('You must be 18 or older to make a purchase.')).toBeTruthy()
  })

  it('opened from a pro reading: shows what is missing, sends the need, and says when no purchase is needed', async () => {
    Current.router = { params: { need: '10' }, path: '/pages/pay/energy' } as never
    const server = serve(wallet(4), { createOrder: () => ({ code: 409001, message: 'Sufficient Energy, No Purchase Needed' }) })
    await testUtils.mount(EnergyPage)
    await flush()
    expect(text()).toContain('This reading needs 10 energy and you have 4: 6 more needed.')
    await click(product('60 energy'))
    expect(server.callsTo(payPaths.createOrder)).toMatchObject([{ data: { productId: 'energy_60', need: 10 } }])
    expect(text()).toContain('Sufficient Energy, No Purchase Needed')
  })

  it('says "Payment Failed" when the payer declines', async () => {
    const server = serve(wallet(0), {
      createOrder: () => ({ data: { order: order('paying'), pay: { channel: 'dev', orderId: 'o1' } } as never }),
      devPay: () => ({ data: null as never }),
    })
    confirmDevCheckout(false)
    await testUtils.mount(EnergyPage)
    await flush()
    await click(product('60 energy'))
    expect(server.callsTo(payPaths.devPay)).toMatchObject([{ params: { id: 'o1' }, data: { outcome: 'fail' } }])
    expect(screen.getByText('Payment Failed')).toBeTruthy()
    expect(energy()).toBe('0')
  })

  it('says "Invalid Payment" when the server finds the payment does not match the order', async () => {
    serve(wallet(0), {
      createOrder: () => ({ data: { order: order('paying'), pay: { channel: 'dev', orderId: 'o1' } } as never }),
      devPay: () => ({ data: null as never }),
      getOrder: () => ({ data: { order: order('invalid'), wallet: balance(0, null) } as never }),
    })
    confirmDevCheckout(true)
    await testUtils.mount(EnergyPage)
    await flush()
    await click(product('60 energy'))
    expect(screen.getByText('Invalid Payment')).toBeTruthy()
    expect(energy()).toBe('0')
  })

  it('pays in the mini-program with requestPayment', async () => {
    const mini = { channel: 'mini', timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' }
    serve(wallet(0), {
      createOrder: () => ({ data: { order: order('paying', { kind: 'vip', productId: 'vip_30', energy: 0, vipDays: 30, amountFen: 1800, channel: 'mini' }), pay: mini } as never }),
      getOrder: () => ({ data: { order: order('paid', { kind: 'vip', vipDays: 30, energy: 0 }), wallet: balance(0, '2027-01-05T00:00:00.000Z') } as never }),
    })
    const pay = jest.spyOn(Taro, 'requestPayment').mockResolvedValue({ errMsg: 'requestPayment:ok' } as never)
    await testUtils.mount(EnergyPage)
    await flush()
    await click(product('VIP for 30 days'))
    expect(pay).toHaveBeenCalledWith({ timeStamp: '1', nonceStr: 'n', package: 'prepay_id=p', signType: 'RSA', paySign: 's' })
    expect(text()).toContain('You are a VIP until Jan 5, 2027.')
    expect(text()).toContain('VIP until Jan 5, 2027')
    expect(useSession.getState().vip).toBe(true)
  })

  it('restores purchases, and says when there is nothing to restore', async () => {
    serve(wallet(0), {
      restore: inTurn({ data: { restored: [order('paid')], paid: [order('paid')], wallet: balance(60, null) } }, { data: { restored: [], paid: [order('paid')], wallet: balance(60, null) } }),
    })
    await testUtils.mount(EnergyPage)
    await flush()
    await click(buttonByText('Restore purchase'))
    expect(screen.getByText('Restored: 60 energy')).toBeTruthy()
    expect(energy()).toBe('60')
    await click(buttonByText('Restore purchase'))
    expect(screen.getByText('No unfinished payments')).toBeTruthy()
    expect(screen.queryByText('Restored: 60 energy')).toBeNull()
  })

  it('on iOS without iosCharge shows the balance but no purchasing', async () => {
    jest.spyOn(Taro, 'getSystemInfoSync').mockReturnValue({ platform: 'ios', language: 'en' } as never)
    serve(wallet(7))
    await testUtils.mount(EnergyPage)
    await flush()
    expect(energy()).toBe('7')
    expect(text()).toContain('Purchases are not available on this device.')
    expect(screen.queryAllByRole('button', { name: /Buy$/ })).toEqual([])
    expect(screen.queryByText('Restore purchase')).toBeNull()
  })

  it('leads to the purchases from under the products', async () => {
    serve(wallet(3))
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(EnergyPage)
    await flush()
    await click(screen.getByRole('link', { name: 'Purchases' }))
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesApp/wallet/orders' })
  })

  it('asks a visitor to sign in, and comes back here afterwards', async () => {
    useSession.setState({ token: '', uken: 'guest' })
    Current.router = { params: { need: '10' }, path: '/pages/pay/energy' } as never
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(EnergyPage)
    await flush()
    expect(text()).toContain('Sign in to buy energy and VIP')
    await click(buttonByText('Sign in'))
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/pay/energy?need=10')}` })
  })
})
