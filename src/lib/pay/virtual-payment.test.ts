import Taro from '@tarojs/taro'
import type { PayParams } from '@tarot/contracts/pay'
import { useSession } from '@/stores/session'
import { checkout } from './checkout'

const order = (status: string) => ({ id: 'tpx1', productId: 'energy_60', kind: 'energy', energy: 60, vipDays: 0, amountFen: 600, status, channel: 'xpay', createdAt: '', expiresAt: '', paidAt: null })
const XPAY: PayParams = { channel: 'xpay', mode: 'short_series_coin', signData: '{"offerId":"1","buyQuantity":60}', paySig: 'p'.repeat(64), signature: 's'.repeat(64) }

/** The server's order poll answers these in turn. */
function serve(statuses: string[]) {
  let i = 0
  return jest.spyOn(Taro, 'request').mockImplementation((() => {
    const status = statuses[Math.min(i++, statuses.length - 1)]!
    return Promise.resolve({ statusCode: 200, data: { code: 0, data: { order: order(status), wallet: { total: status === 'paid' ? 60 : 0, vipTime: null } } } })
  }) as never)
}

/** `wx.requestVirtualPayment` as the mini-program has it, answering with `outcome`. */
function virtualPayment(outcome: { ok: true } | { errCode: number; errMsg: string }) {
  const calls: Record<string, unknown>[] = []
  ;(globalThis as { wx?: unknown }).wx = {
    requestVirtualPayment(options: Record<string, unknown> & { success(): void; fail(e: unknown): void }) {
      calls.push(options)
      if ('ok' in outcome) options.success()
      else options.fail(outcome)
    },
  }
  return calls
}

function clock() {
  let now = 0
  return { now: () => now, sleep: async (ms: number) => void (now += ms) }
}

const buy = () => checkout({ create: async () => ({ id: 'tpx1' }), payment: () => ({ params: XPAY, orderId: 'tpx1', amountFen: 600 }), wait: { intervalMs: 1000, timeoutMs: 3000, ...clock() } })

describe('the mini-program’s virtual payment (xpay)', () => {
  beforeEach(() => {
    jest.restoreAllMocks()
    useSession.setState({ token: 'user', energy: 0, vip: false })
  })
  afterEach(() => {
    delete (globalThis as { wx?: unknown }).wx
  })

  it('opens WeChat’s sheet with the server’s signed request, and counts the energy only once the server says paid', async () => {
    const calls = virtualPayment({ ok: true })
    serve(['paying', 'paid'])
    const result = await buy()
    expect(calls[0]).toMatchObject({ mode: 'short_series_coin', signData: '{"offerId":"1","buyQuantity":60}', paySig: 'p'.repeat(64), signature: 's'.repeat(64) })
    expect(result.kind).toBe('paid')
    expect(useSession.getState().energy).toBe(60)
  })

  it('a success callback without the server’s confirmation credits nothing: the purchase waits as pending', async () => {
    virtualPayment({ ok: true })
    serve(['paying'])
    const result = await buy()
    expect(result.kind).toBe('pending')
    expect(useSession.getState().energy).toBe(0)
  })

  it('closing the sheet is a cancel, and asks the server nothing', async () => {
    virtualPayment({ errCode: -2, errMsg: 'requestVirtualPayment:fail cancel' })
    const request = serve(['paying'])
    expect((await buy()).kind).toBe('cancelled')
    expect(request).not.toHaveBeenCalled()
  })

  it('a WeChat without requestVirtualPayment cannot pay this way', async () => {
    const request = serve(['paying'])
    expect((await buy()).kind).toBe('unavailable')
    expect(request).not.toHaveBeenCalled()
  })
})
